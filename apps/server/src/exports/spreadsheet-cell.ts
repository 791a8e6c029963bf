/**
 * Characters that make a spreadsheet read a cell as a formula (or, for tab and carriage return,
 * that some spreadsheets strip before doing so): OWASP "CSV Injection".
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell made safe to open in a spreadsheet: text starting with `=`, `+`, `-`, `@`, a tab or
 * a carriage return gets a leading apostrophe, so Excel, LibreOffice and Google Sheets show it as
 * text instead of running it. Other text is returned unchanged. Numbers are written as numbers
 * and never pass through here (a negative result stays a number).
 */
export function escapeSpreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
