import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { testExport } from './export-fixture.test-support';
import { RESULTS_COLUMNS } from './results-table';
import { writeXlsx } from './xlsx-writer';

async function open(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

describe('writeXlsx', () => {
  it('writes the results table with numbers as numbers, and an About sheet', async () => {
    const data = testExport();
    const workbook = await open(await writeXlsx(data));
    const results = workbook.getWorksheet('Results')!;
    expect(results.getRow(1).values).toEqual([undefined, ...RESULTS_COLUMNS]);
    expect(results.rowCount).toBe(data.rows.length + 1);
    const first = data.rows[0]!;
    expect(results.getRow(2).getCell(7).value).toBe(first.design);
    expect(results.getRow(2).getCell(4).value).toBe(first.unit);
    const about = workbook.getWorksheet('About')!;
    expect(about.getRow(7).values).toEqual([undefined, 'LCI source', 'Test source 1']);
  });

  it('escapes text cells a spreadsheet would run as formulas', async () => {
    const workbook = await open(await writeXlsx(testExport('@SUM(A1)')));
    expect(workbook.getWorksheet('Results')!.getRow(2).getCell(1).value).toBe("'@SUM(A1)");
    expect(workbook.getWorksheet('About')!.getRow(1).getCell(2).value).toBe("'@SUM(A1)");
  });
});
