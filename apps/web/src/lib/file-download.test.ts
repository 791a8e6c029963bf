import { describe, expect, it } from 'vitest';
import { downloadFileName } from './file-download';

describe('downloadFileName', () => {
  it('prefers the RFC 6266 filename*, then filename, then the fallback', () => {
    expect(
      downloadFileName(
        `attachment; filename="Life Cycle.pdf"; filename*=UTF-8''L%C3%A9a%20report.pdf`,
        'x.pdf',
      ),
    ).toBe('Léa report.pdf');
    expect(downloadFileName('attachment; filename="results.csv"', 'x.csv')).toBe('results.csv');
    expect(downloadFileName(null, 'x.csv')).toBe('x.csv');
  });

  it('falls back to the plain name when filename* is malformed', () => {
    expect(
      downloadFileName(`attachment; filename="plain.pdf"; filename*=UTF-8''%E0%A4%A`, 'x.pdf'),
    ).toBe('plain.pdf');
  });
});
