import { describe, expect, it } from 'vitest';
import {
  bombEntry,
  cellRef,
  deflatedEntry,
  gridBombXlsx,
  minimalXlsx,
  sheetXml,
  zipArchive,
} from './crafted-zips';
import { readUploadTable, tableReadsInProgress, UPLOAD_READ_LIMITS } from './read-table';

const refusal = (code: string, message: RegExp) =>
  expect.objectContaining({ code, message: expect.stringMatching(message) });

const xlsx = (rows: string[][]) => minimalXlsx(deflatedEntry('sheet', sheetXml(rows)));

const sparseSheet = gridBombXlsx();

describe('readUploadTable', () => {
  it('reads a CSV and a workbook alike: header, rows, lines, blank rows dropped', async () => {
    const csv = await readUploadTable(Buffer.from('\uFEFFLot Name, Address\n\nLot 1 ,1 A St\n'));
    expect(csv.table).toEqual({ header: ['Lot Name', 'Address'], rows: [['Lot 1', '1 A St']] });
    expect(csv.lineOf(0)).toBe(3);
    const book = await readUploadTable(xlsx([['Lot Name', 'Address'], [], ['Lot 1', '1 A St']]));
    expect(book.table).toEqual(csv.table);
    expect(book.lineOf(0)).toBe(3);
    expect(tableReadsInProgress()).toBe(0);
  });

  it('refuses a workbook that unpacks to more than its index declares', async () => {
    // the index says 100 KB; the sheet unpacks to 200 MB
    await expect(readUploadTable(minimalXlsx(bombEntry('sheet', 200, 100_000)))).rejects.toEqual(
      refusal('bad_request', /unpacks to more than its own index says/),
    );
    // the declared bytes hold a complete entry and then more (data an unzipper might read on)
    const entry = deflatedEntry('sheet', sheetXml([['Lot Name'], ['Lot 1']]));
    const padded = { ...entry, stored: Buffer.concat([entry.stored, zipArchive([entry])]) };
    await expect(readUploadTable(minimalXlsx(padded))).rejects.toEqual(
      refusal('bad_request', /unpacks to more than its own index says/),
    );
  });

  it('refuses the zip bomb of the report before starting to read it', async () => {
    await expect(readUploadTable(minimalXlsx(bombEntry('sheet', 200)))).rejects.toEqual(
      refusal('bad_request', /expands to more than 50 MB/),
    );
  });

  it('caps rows, columns and cell length, naming the line', async () => {
    const rows = Array.from({ length: 6000 }, (_, i) => `Lot ${i},x`);
    await expect(
      readUploadTable(Buffer.from(['Lot Name,Address', ...rows].join('\n'))),
    ).rejects.toEqual(
      refusal('bad_request', /^The file has more than 5000 rows; upload at most 5000 at a time\.$/),
    );
    const wide = ['Lot Name', Array.from({ length: 201 }, () => 'x').join(',')].join('\n');
    await expect(readUploadTable(Buffer.from(wide))).rejects.toEqual(
      refusal('bad_request', /^Line 2 has 201 columns; a row may have at most 200\.$/),
    );
    // empty cells past the limit (a sheet whose formatting runs to the right) are not counted
    expect(
      (await readUploadTable(Buffer.from(`Lot Name${','.repeat(300)}\nLot 1`))).table.rows,
    ).toHaveLength(1);
    const long = xlsx([['Lot Name'], ['x'.repeat(10_001)]]);
    await expect(readUploadTable(long)).rejects.toEqual(
      refusal('bad_request', /^Line 2 has a cell longer than 10,000 characters/),
    );
  });

  it('caps the text of all cells together (cells naming one long shared string)', async () => {
    // 1,000 rows × 50 cells, each the same 9,000-character shared string: 450 million characters
    // from a file of a few kilobytes
    const cells = (r: number) =>
      Array.from({ length: 50 }, (_, c) => `<c r="${cellRef(c, r)}" t="s"><v>0</v></c>`).join('');
    const rows = Array.from({ length: 1000 }, (_, r) => `<row r="${r + 1}">${cells(r)}</row>`);
    const sheet = `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`;
    const book = minimalXlsx(deflatedEntry('sheet', sheet), { sharedStrings: ['x'.repeat(9000)] });
    await expect(readUploadTable(book)).rejects.toEqual(
      refusal('bad_request', /^The file holds more than 20,000,000 characters of text/),
    );
    const csv = Buffer.from('Lot Name,Address\nLot 1,1 A St');
    await expect(
      readUploadTable(csv, { ...UPLOAD_READ_LIMITS, maxTotalCharacters: 20 }),
    ).rejects.toEqual(refusal('bad_request', /more than 20 characters of text/));
    expect(
      (await readUploadTable(csv, { ...UPLOAD_READ_LIMITS, maxTotalCharacters: 29 })).table,
    ).toEqual({ header: ['Lot Name', 'Address'], rows: [['Lot 1', '1 A St']] });
  });

  it('stops a read that needs more memory than its limit, and keeps answering meanwhile', async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    try {
      await expect(
        readUploadTable(sparseSheet, { ...UPLOAD_READ_LIMITS, maxHeapMb: 64 }),
      ).rejects.toEqual(refusal('bad_request', /^The file needs too much memory to read/));
    } finally {
      clearInterval(ticker);
    }
    // the event loop went on turning while the worker filled its heap
    expect(ticks).toBeGreaterThan(1);
    expect(tableReadsInProgress()).toBe(0);
  });

  it('stops a read that takes longer than its deadline', async () => {
    await expect(
      readUploadTable(sparseSheet, { ...UPLOAD_READ_LIMITS, timeoutMs: 300 }),
    ).rejects.toEqual(
      refusal('bad_request', /^The file took too long to read \(more than 0\.3 seconds\)/),
    );
    expect(tableReadsInProgress()).toBe(0);
  });

  it('reads at most maxParallelReads files at once; the next waits its turn, or gets a 429', async () => {
    const limits = { ...UPLOAD_READ_LIMITS, maxParallelReads: 1, maxWaitingReads: 1 };
    const file = Buffer.from('Lot Name\nLot 1');
    const first = readUploadTable(file, limits);
    const second = readUploadTable(file, limits);
    const third = readUploadTable(file, limits);
    await expect(third).rejects.toEqual(refusal('too_many_requests', /Too many files/));
    expect(tableReadsInProgress()).toBe(1);
    await expect(first).resolves.toBeTruthy();
    await expect(second).resolves.toBeTruthy();
    expect(tableReadsInProgress()).toBe(0);
  });

  it('answers a CSV that cannot be parsed, and a file that is neither', async () => {
    await expect(readUploadTable(Buffer.from('Lot Name\n"Lot 1'))).rejects.toEqual(
      refusal('bad_request', /^The CSV file could not be read \(Quote Not Closed/),
    );
    await expect(readUploadTable(Buffer.from('%PDF\0'))).rejects.toEqual(
      refusal('unsupported_media_type', /neither/),
    );
    await expect(readUploadTable(zipArchive([deflatedEntry('a.txt', 'hello')]))).rejects.toEqual(
      refusal('bad_request', /could not be read: save it again as \.xlsx/),
    );
  });
});
