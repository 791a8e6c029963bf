import { describe, expect, it } from 'vitest';
import { escapeSpreadsheetText } from './spreadsheet-cell';

describe('escapeSpreadsheetText', () => {
  it.each(['=1+1', '+61 2 9999', '-2+3', '@SUM(A1:A2)', '\t=cmd', '\r=cmd'])(
    'prefixes %j with an apostrophe',
    (text) => expect(escapeSpreadsheetText(text)).toBe(`'${text}`),
  );

  it.each(['Brick veneer', '', ' =not first', "'quoted", '1-2', 'A=B'])(
    'leaves %j as it is',
    (text) => expect(escapeSpreadsheetText(text)).toBe(text),
  );
});
