import { escapeSpreadsheetText } from './spreadsheet-cell';

/** A cell of a written table: text, a number, or empty (null). */
export type TableCell = string | number | null;

/** Byte order mark, so that Excel opens the UTF-8 file with its accents and CO₂ intact. */
const UTF8_BOM = '\uFEFF';

function csvCell(cell: TableCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = escapeSpreadsheetText(cell);
  return /[",\r\n]/.test(text) || text !== cell ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Rows as CSV (RFC 4180: comma separated, CRLF line ends, fields with a comma, quote or line
 * break quoted, quotes doubled), with a UTF-8 byte order mark. Text that a spreadsheet would run
 * as a formula is escaped (`escapeSpreadsheetText`); numbers keep full precision.
 */
export function writeCsv(rows: readonly (readonly TableCell[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
