import ExcelJS from 'exceljs';
import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bombEntry, deflatedEntry, minimalXlsx, sheetXml, zipArchive } from './crafted-zips';
import type { CraftedEntry } from './crafted-zips';
import { inspectZip, XLSX_ZIP_LIMITS } from './zip-inspection';

const small = (name: string) => deflatedEntry(name, `<${name}/>`);

const refusal = (message: RegExp | string) =>
  expect.objectContaining({
    code: 'bad_request',
    status: 400,
    message: expect.stringMatching(message),
  });

const unreadable = refusal(/could not be read: save it again as \.xlsx/);

function refuse(data: Buffer) {
  try {
    inspectZip(data);
  } catch (error) {
    return error;
  }
  throw new Error('inspectZip accepted the archive');
}

describe('inspectZip', () => {
  it('lists the entries of a workbook written by ExcelJS, and of a hand-built one', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Lots').addRow(['Lot Name', 'Address']);
    const written = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(inspectZip(written).map((e) => e.name)).toContain('xl/worksheets/sheet1.xml');

    const built = minimalXlsx(deflatedEntry('sheet', sheetXml([['Lot Name'], ['Lot 1']])));
    const entries = inspectZip(built);
    expect(entries).toHaveLength(5);
    const sheet = entries.find((e) => e.name === 'xl/worksheets/sheet1.xml')!;
    expect(sheet).toMatchObject({ method: 8 });
    expect(sheet.uncompressedSize).toBe(Buffer.byteLength(sheetXml([['Lot Name'], ['Lot 1']])));
  });

  it('accepts sizes written after the data (data descriptors), as streaming writers do', () => {
    const archive = zipArchive([small('a.xml'), small('b.xml')], { dataDescriptor: true });
    expect(inspectZip(archive).map((e) => e.name)).toEqual(['a.xml', 'b.xml']);
  });

  it('refuses data descriptors an unzipper reading front to back would misplace', () => {
    const good = zipArchive([small('a.xml'), small('b.xml')], { dataDescriptor: true });
    const firstEnd = 30 + 'a.xml'.length + small('a.xml').stored.length;
    const edited = (edit: (b: Buffer) => void) => {
      const copy = Buffer.from(good);
      edit(copy);
      return copy;
    };
    // the raw bytes "PK\x07\x08" inside the data, where the data would seem to end
    const early: CraftedEntry = {
      name: 'c.xml',
      method: 8,
      stored: deflateRawSync(Buffer.from('<c>PK\x07\x08</c>'), { level: 0 }),
      uncompressedSize: 13,
      crc: crc32(Buffer.from('<c>PK\x07\x08</c>')),
    };
    const stored: CraftedEntry = { ...small('d.xml'), method: 0 };
    stored.stored = Buffer.from('<d/>');
    stored.uncompressedSize = 4;
    const cases: [string, Buffer][] = [
      [
        'no signature',
        zipArchive([small('a.xml'), small('b.xml')], { dataDescriptor: 'unsigned' }),
      ],
      ['descriptor size differs', edited((b) => b.writeUInt32LE(999, firstEnd + 12))],
      ['local flag differs', edited((b) => b.writeUInt16LE(0, 6))],
      ['signature inside the data', zipArchive([early, small('b.xml')], { dataDescriptor: true })],
      ['stored entry', zipArchive([stored], { dataDescriptor: true })],
    ];
    for (const [label, archive] of cases) expect(refuse(archive), label).toEqual(unreadable);
  });

  it('refuses the zip bomb of the report: 0.2 MB that declares 200 MB', () => {
    const bomb = minimalXlsx(bombEntry('sheet', 200));
    expect(bomb.length).toBeLessThan(250 * 1024);
    expect(refuse(bomb)).toEqual(refusal(/expands to more than 50 MB when opened/));
  });

  it('refuses an entry compressed more than 200 times, even when the total is small', () => {
    // 2 MiB of one byte deflates about 1,000 times
    expect(refuse(minimalXlsx(bombEntry('sheet', 2)))).toEqual(
      refusal(/compressed more than 200 times/),
    );
    // below 1 MiB the ratio is not held against an entry (tiny XML parts compress very well)
    expect(
      inspectZip(zipArchive([deflatedEntry('a.xml', Buffer.alloc(512 * 1024, 32))])),
    ).toHaveLength(1);
  });

  it('refuses more than 1,000 entries', () => {
    const many = Array.from({ length: XLSX_ZIP_LIMITS.maxEntries + 1 }, (_, i) => small(`p${i}`));
    expect(refuse(zipArchive(many))).toEqual(refusal(/holds 1001 parts, more than the 1000/));
    expect(inspectZip(zipArchive(many.slice(1)))).toHaveLength(1000);
  });

  it('refuses data the index does not know of, between or inside entries', () => {
    const hidden = zipArchive([bombEntry('hidden.xml', 100)]);
    expect(refuse(zipArchive([small('a.xml'), small('b.xml')], { hidden }))).toEqual(unreadable);
    // two index entries sharing one entry's data
    const archive = zipArchive([small('a.xml'), small('a.xml')]);
    const directory = archive.readUInt32LE(archive.length - 22 + 16);
    const second = directory + 46 + 'a.xml'.length;
    archive.writeUInt32LE(0, second + 42);
    expect(refuse(archive)).toEqual(unreadable);
  });

  it('refuses a malformed archive', () => {
    const good = zipArchive([small('a.xml'), small('b.xml')]);
    const eocd = good.length - 22;
    const directory = good.readUInt32LE(eocd + 16);
    const edited = (edit: (b: Buffer) => void) => {
      const copy = Buffer.from(good);
      edit(copy);
      return copy;
    };
    const cases: [string, Buffer][] = [
      ['empty', Buffer.alloc(0)],
      ['no end record', good.subarray(0, eocd)],
      ['truncated', good.subarray(0, good.length - 5)],
      ['trailing bytes', Buffer.concat([good, Buffer.from('x')])],
      ['wrong entry count', edited((b) => b.writeUInt16LE(3, eocd + 10))],
      ['second disk', edited((b) => b.writeUInt16LE(1, eocd + 4))],
      ['ZIP64 marker', edited((b) => b.writeUInt16LE(0xffff, eocd + 10))],
      ['directory offset off', edited((b) => b.writeUInt32LE(directory - 1, eocd + 16))],
      ['directory header broken', edited((b) => b.writeUInt32LE(0, directory))],
      ['encrypted', edited((b) => b.writeUInt16LE(1, directory + 8))],
      ['unknown method', edited((b) => b.writeUInt16LE(12, directory + 10))],
      ['local header broken', edited((b) => b.writeUInt32LE(0, 0))],
      ['local name differs', edited((b) => b.write('z', 30))],
      ['local size differs', edited((b) => b.writeUInt32LE(999, 22))],
      ['declared size past 4 GB', edited((b) => b.writeUInt32LE(0xffffffff, directory + 24))],
    ];
    for (const [label, archive] of cases) expect(refuse(archive), label).toEqual(unreadable);
  });

  it('holds a stored (uncompressed) entry to sizes that agree', () => {
    const content = Buffer.from('<a/>');
    const stored: CraftedEntry = {
      name: 'a.xml',
      method: 0,
      stored: content,
      uncompressedSize: content.length,
      crc: 0,
    };
    expect(inspectZip(zipArchive([stored]))).toHaveLength(1);
    expect(refuse(zipArchive([{ ...stored, uncompressedSize: 40 * 1024 * 1024 }]))).toEqual(
      unreadable,
    );
  });
});
