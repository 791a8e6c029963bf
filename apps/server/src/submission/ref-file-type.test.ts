import { describe, expect, it } from 'vitest';
import { tinyPdf } from '../test-support/multipart-form';
import { detectRefFileType } from './ref-file-type';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const exe = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(512, 1),
]);

describe('detectRefFileType', () => {
  it('decides binary types by content, whatever the name', async () => {
    expect(await detectRefFileType(tinyPdf, 'x.bin')).toEqual({
      contentType: 'application/pdf',
      extension: 'pdf',
    });
    expect(await detectRefFileType(png, 'photo.pdf')).toEqual({
      contentType: 'image/png',
      extension: 'png',
    });
  });

  it('refuses executables and unknown content', async () => {
    expect(await detectRefFileType(exe, 'plans.pdf')).toBeNull();
    expect(await detectRefFileType(Buffer.from('hello'), 'notes.txt')).toBeNull();
    expect(await detectRefFileType(Buffer.alloc(0), 'empty.pdf')).toBeNull();
  });

  it('accepts text formats only when the content matches the name', async () => {
    expect(await detectRefFileType(Buffer.from('a,b\n1,2'), 'list.csv')).toEqual({
      contentType: 'text/csv',
      extension: 'csv',
    });
    expect(
      await detectRefFileType(Buffer.from('ISO-10303-21;\nHEADER;'), 'model.ifc'),
    ).toMatchObject({ extension: 'ifc' });
    expect(await detectRefFileType(Buffer.from('not a drawing'), 'site.dxf')).toBeNull();
    expect(await detectRefFileType(Buffer.from([0x61, 0x00, 0x62]), 'list.csv')).toBeNull();
  });
});
