import { describe, expect, it } from 'vitest';
import { attachmentDisposition, displayFileName } from './content-disposition';

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the full name in filename* (RFC 6266, RFC 8187)', () => {
    expect(attachmentDisposition('Plän v2.pdf')).toBe(
      `attachment; filename="Pl_n v2.pdf"; filename*=UTF-8''Pl%C3%A4n%20v2.pdf`,
    );
  });

  it('cannot be used to add a header or a parameter', () => {
    const header = attachmentDisposition('a"; filename=evil.exe\r\nSet-Cookie: x=1;.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).toBe(
      `attachment; filename="a; filename=evil.exeSet-Cookie x=1;.pdf"; filename*=UTF-8''a%3B%20filename%3Devil.exeSet-Cookie%20x%3D1%3B.pdf`,
    );
  });

  it('drops path parts, leading dots and percent signs from the fallback', () => {
    expect(attachmentDisposition('../../etc/passwd')).toBe(
      `attachment; filename="etcpasswd"; filename*=UTF-8''etcpasswd`,
    );
    expect(attachmentDisposition('100%.pdf')).toContain('filename="100_.pdf"');
    expect(attachmentDisposition('\r\n')).toContain('filename="download"');
  });
});

describe('displayFileName', () => {
  it('keeps the base name only, without control characters', () => {
    expect(displayFileName('C:\\Users\\me\\plans.pdf')).toBe('plans.pdf');
    expect(displayFileName('dir/a\u0000b.pdf')).toBe('ab.pdf');
    expect(displayFileName('')).toBe('document');
  });
});
