import type { PivotResult } from './pivot-aggregate';
import { heatmapColours } from './heatmap';
import { pivotGrid } from './pivot-grid';
import type { AggregatorName } from './pivot-state';
import { isFraction } from './pivot-aggregate';

/** The file name of the Excel export (document 2 §2 "Analysis"). */
export const EXCEL_FILE_NAME = 'analysis table.xlsx';

/**
 * The Table Heatmap as an Excel workbook (exceljs, loaded only when exporting): the caption in
 * A1, the grid (pivot-grid.ts) from row 3 with the heatmap's fills, numbers as numbers.
 */
export async function heatmapWorkbook(
  result: PivotResult,
  aggregator: AggregatorName,
  caption: string,
): Promise<Blob> {
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Analysis');
  sheet.getCell('A1').value = caption;
  sheet.getCell('A1').font = { bold: true };
  const grid = pivotGrid(result, aggregator);
  const labelColumns = grid.header.length - (grid.rows[0]?.values.length ?? 0);
  const header = sheet.getRow(3);
  header.values = grid.header;
  header.font = { bold: true };
  const colours = heatmapColours(result, aggregator, 'Table Heatmap');
  const C = result.colKeys.length;
  const bodyColumns = result.colFields.length === 0 ? 0 : C;
  const numberFormat = isFraction(aggregator) ? '0.0%' : '#,##0.00';
  grid.rows.forEach((row, r) => {
    const sheetRow = sheet.getRow(4 + r);
    sheetRow.values = [...row.labels, ...row.values.map((v) => v ?? undefined)];
    row.values.forEach((_, c) => {
      const cell = sheetRow.getCell(labelColumns + c + 1);
      cell.numFmt = numberFormat;
      const colour = r < result.rowKeys.length && c < bodyColumns ? colours[r * C + c] : null;
      if (colour)
        cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${colour}` } };
    });
    if (r === grid.rows.length - 1) sheetRow.font = { bold: true };
  });
  sheet.columns.forEach((column, i) => {
    column.width = i < labelColumns ? 32 : 14;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
