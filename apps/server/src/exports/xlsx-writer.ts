import ExcelJS from 'exceljs';
import type { TableCell } from './csv-writer';
import { aboutTable, resultsTable } from './results-table';
import type { ResultsExport } from './results-export';
import { escapeSpreadsheetText } from './spreadsheet-cell';

const cellValue = (cell: TableCell) =>
  typeof cell === 'string' ? escapeSpreadsheetText(cell) : cell;

/**
 * The results as an Excel workbook: a "Results" sheet (the CSV's table, numbers as numbers,
 * headings frozen and filterable) and an "About" sheet (design, LCI source, methodology,
 * reference study period). Text a spreadsheet would run as a formula is escaped.
 */
export async function writeXlsx(data: ResultsExport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Circa';
  workbook.created = new Date(data.about.exportedAt);

  const results = workbook.addWorksheet('Results', { views: [{ state: 'frozen', ySplit: 1 }] });
  const table = resultsTable(data);
  for (const row of table) results.addRow(row.map(cellValue));
  results.getRow(1).font = { bold: true };
  results.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table[0]!.length } };
  const widths = [28, 12, 40, 12, 30, 48, 16, 22, 16, 48, 28, 28];
  widths.forEach((width, i) => (results.getColumn(i + 1).width = width));

  const about = workbook.addWorksheet('About');
  for (const [label, value] of aboutTable(data.about))
    about.addRow([label, typeof value === 'string' ? escapeSpreadsheetText(value) : value]);
  about.getColumn(1).font = { bold: true };
  about.getColumn(1).width = 32;
  about.getColumn(2).width = 100;
  about.getColumn(2).alignment = { wrapText: true, vertical: 'top' };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
