import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Test helper: hand-built zip archives and XLSX workbooks, honest or hostile (zip bombs, indexes
 * that lie, data hidden between entries), for the upload tests. Not used by the server.
 */

/** One entry as it is written: its bytes as stored and the sizes its headers declare. */
export interface CraftedEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  /** The bytes written after the local header (deflated when `method` is 8). */
  stored: Buffer;
  /** The uncompressed size the headers declare (the truth unless the test lies). */
  uncompressedSize: number;
  crc: number;
}

/** An entry deflated from `content`, declaring its true size. */
export function deflatedEntry(name: string, content: Buffer | string): CraftedEntry {
  const bytes = Buffer.from(content);
  return {
    name,
    method: 8,
    stored: deflateRawSync(bytes, { level: 9 }),
    uncompressedSize: bytes.length,
    crc: crc32(bytes),
  };
}

/**
 * An entry whose data inflates to `mib` MiB of one repeated byte (a 1 MiB block deflated once and
 * repeated, each copy flushed so the copies stand alone): about 1 KB per MiB, built in
 * milliseconds. Declares `declaredSize` (default: the truth).
 */
export function bombEntry(
  name: string,
  mib: number,
  declaredSize = mib * 1024 * 1024,
  byte = 0x20,
): CraftedEntry {
  const block = Buffer.alloc(1024 * 1024, byte);
  const flushed = deflateRawSync(block, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const end = deflateRawSync(Buffer.alloc(0));
  return {
    name,
    method: 8,
    stored: Buffer.concat([...Array.from({ length: mib }, () => flushed), end]),
    uncompressedSize: declaredSize,
    crc: 0,
  };
}

/**
 * A zip archive of `entries`. `dataDescriptor` writes the sizes after each entry's data (as
 * streaming writers do; 'unsigned' leaves out the descriptor's signature); `hidden` is written
 * after the first entry without the index knowing.
 */
export function zipArchive(
  entries: CraftedEntry[],
  options: { dataDescriptor?: boolean | 'unsigned'; hidden?: Buffer } = {},
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  entries.forEach((entry, index) => {
    const name = Buffer.from(entry.name, 'utf8');
    const flags = options.dataDescriptor ? 0x8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(options.dataDescriptor ? 0 : entry.crc, 14);
    local.writeUInt32LE(options.dataDescriptor ? 0 : entry.stored.length, 18);
    local.writeUInt32LE(options.dataDescriptor ? 0 : entry.uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const parts = [local, name, entry.stored];
    if (options.dataDescriptor) {
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(entry.crc, 4);
      descriptor.writeUInt32LE(entry.stored.length, 8);
      descriptor.writeUInt32LE(entry.uncompressedSize, 12);
      parts.push(options.dataDescriptor === 'unsigned' ? descriptor.subarray(4) : descriptor);
    }
    if (index === 0 && options.hidden) parts.push(options.hidden);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.stored.length, 20);
    central.writeUInt32LE(entry.uncompressedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    const written = Buffer.concat(parts);
    locals.push(written);
    offset += written.length;
  });
  const directory = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(directory.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, eocd]);
}

/** A cell reference: column 0, row 0 is "A1". */
export function cellRef(column: number, row: number): string {
  let letters = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return `${letters}${row + 1}`;
}

/** The sheet XML of `rows`, as inline strings. */
export function sheetXml(rows: string[][]): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const body = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map((c, i) => `<c r="${cellRef(i, r)}" t="inlineStr"><is><t>${escape(c)}</t></is></c>`)
          .join('')}</row>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
}

/**
 * The smallest workbook an XLSX reader opens: one sheet, whose entry is `sheet` (built with
 * `deflatedEntry` from `sheetXml`, or a bomb), and the `sharedStrings` table when given (cells
 * `<c t="s"><v>0</v></c>` name its strings by index).
 */
export function minimalXlsx(
  sheet: CraftedEntry,
  options: { sharedStrings?: string[] } = {},
): Buffer {
  const ns = 'http://schemas.openxmlformats.org';
  const strings = options.sharedStrings;
  return zipArchive([
    deflatedEntry(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    deflatedEntry(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflatedEntry(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflatedEntry(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>${strings ? `<Relationship Id="rId2" Type="${ns}/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
    ),
    ...(strings
      ? [
          deflatedEntry(
            'xl/sharedStrings.xml',
            `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((t) => `<si><t>${t}</t></si>`).join('')}</sst>`,
          ),
        ]
      : []),
    { ...sheet, name: 'xl/worksheets/sheet1.xml' },
  ]);
}

/**
 * A workbook of two cells, in the first and in the last row and column (A1, XFD1048576): under
 * 1 KB, its index honest, and a reader that fills the grid between them runs out of memory.
 */
export function gridBombXlsx(): Buffer {
  return minimalXlsx(
    deflatedEntry(
      'sheet',
      '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Lot Name</t></is></c></row><row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>',
    ),
  );
}
