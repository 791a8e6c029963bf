import { describe, expect, it } from 'vitest';
import { writeCsv } from './csv-writer';

describe('writeCsv', () => {
  it('writes rows with CRLF line ends after a byte order mark', () => {
    expect(
      writeCsv([
        ['Module', 'Value'],
        ['A1-A3', 12.5],
      ]),
    ).toBe('\uFEFFModule,Value\r\nA1-A3,12.5\r\n');
  });

  it('quotes commas, quotes and line breaks, and leaves null and non-finite numbers empty', () => {
    expect(writeCsv([['a,b', 'say "hi"', 'two\nlines', null, Number.NaN]])).toBe(
      '\uFEFF"a,b","say ""hi""","two\nlines",,\r\n',
    );
  });

  it('escapes text a spreadsheet would run, but writes negative numbers as numbers', () => {
    expect(writeCsv([['=HYPERLINK("x")', '-1', -1.25]])).toBe(
      '\uFEFF"\'=HYPERLINK(""x"")","\'-1",-1.25\r\n',
    );
  });
});
