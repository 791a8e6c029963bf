import { pivotTable } from '@circa/contract/analysis.routes';
import { useStructureCredit } from '@circa/contract/credits.routes';
import { submitDesign } from '@circa/contract/submission.routes';
import ExcelJS from 'exceljs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoute, demoEstateId, designGwp, newBuiltLot } from './support/api';
import { chromiumForFile, phone, widescreen } from './support/browser';
import { gwpPivotCaption, pivotNumber } from './support/pivot';
import { uploadReference } from './support/references';
import { shoot } from './support/screenshots';
import { signedInDemoUser, withFailureShot } from './support/session';

const browser = chromiumForFile();
const downloads = mkdtempSync(join(tmpdir(), 'circa-analysis-'));
afterAll(() => rmSync(downloads, { recursive: true, force: true }));

describe('design analysis in Chromium', () => {
  it('pivots a submitted lot: views, renderers, impacts, Top Rows, and the heatmap in Excel', async () => {
    const admin = await signedInDemoUser(browser(), 'admin@example.com');
    const builder = await signedInDemoUser(browser(), 'builder@example.com', widescreen);
    const page = builder.page;
    await withFailureShot(page, 'analysis', async () => {
      const projectId = await demoEstateId(admin.page);
      const lot = await newBuiltLot(admin.page, page, projectId, '88 Analysis Avenue');

      await page.goto(`/design-analysis/${lot}`);
      await page.getByText('Analysis is only available for the submitted Lot.').waitFor();

      await apiRoute(page, useStructureCredit, { id: lot });
      for (const refTypeId of [1, 2]) await uploadReference(page, lot, refTypeId);
      await apiRoute(page, submitDesign, {
        structureId: lot,
        designPurposeId: 1,
        designPhaseId: 2,
      });

      // the defaults: Function by Module, Sum, Table Heatmap, GWP
      await page.goto(`/design-analysis/${lot}`);
      const table = page.getByRole('table', { name: gwpPivotCaption });
      await table.waitFor();
      expect(await page.getByRole('combobox', { name: 'View' }).inputValue()).toBe(
        'Function by Module',
      );
      expect(await page.getByRole('combobox', { name: 'Renderer' }).inputValue()).toBe(
        'Table Heatmap',
      );
      expect(await page.getByRole('combobox', { name: 'Aggregator' }).inputValue()).toBe('Sum');
      await table.getByRole('columnheader', { name: 'A1-A3' }).waitFor();
      await shoot(page, 'analysis-desktop');

      // without module D (a filter), the grand total is the results page's whole-life GWP
      await page
        .getByRole('group', { name: 'Columns' })
        .getByRole('button', { name: 'Module' })
        .click();
      await page
        .getByRole('group', { name: 'Values of Module' })
        .getByLabel('D', { exact: true })
        .uncheck();
      await page.keyboard.press('Escape');
      const { wholeLife } = await designGwp(page, lot);
      const grand = table.locator('tfoot td').last();
      await expect.poll(() => grand.textContent()).toBe(pivotNumber(wholeLife));

      // another view, then the Top Rows slider groups the rest into 'Other'
      await page.getByRole('combobox', { name: 'View' }).selectOption('Template by Function Type');
      await table.getByRole('columnheader', { name: 'MasterTemplateName' }).waitFor();
      const slider = page.getByRole('slider', { name: /^Top Rows/ });
      await slider.focus();
      // the keyboard moves one step at a time (e.g. 26 → 25, 20, 15, 10, 5, 3, 2)
      const steps = page.getByText(/^Top Rows: Top 2 of \d+$/);
      for (let i = 0; i < 12 && !(await steps.isVisible()); i++)
        await page.keyboard.press('ArrowLeft');
      await steps.waitFor();
      await table.getByRole('rowheader', { name: 'Other', exact: true }).waitFor();
      await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
      const shownTotal = await grand.textContent();
      await shoot(page, 'analysis-top-rows-desktop');

      // the Table Heatmap's Excel file, opened here
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export to Excel' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('analysis table.xlsx');
      const file = join(downloads, 'analysis table.xlsx');
      await download.saveAs(file);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.getWorksheet('Analysis')!;
      expect(sheet.getCell('A1').value).toBe(gwpPivotCaption);
      expect(sheet.getCell('A3').value).toBe('MasterTemplateName');
      expect(sheet.getCell('A6').value).toBe('Other');
      expect(sheet.getCell('A7').value).toBe('Totals');
      const lastColumn = sheet.getRow(3).cellCount;
      expect(sheet.getRow(3).getCell(lastColumn).value).toBe('Totals');
      const total = sheet.getRow(7).getCell(lastColumn).value as number;
      expect(pivotNumber(total)).toBe(shownTotal);
      const fills = [4, 5, 6].flatMap((r) =>
        Array.from({ length: lastColumn - 2 }, (_, c) => sheet.getRow(r).getCell(c + 2).fill),
      );
      expect(fills.some((f) => f?.type === 'pattern')).toBe(true);

      // a chart renderer: no Excel export
      await page.getByRole('combobox', { name: 'Renderer' }).selectOption('Stacked Bar Chart');
      await page.getByRole('figure', { name: `Stacked Bar Chart: ${gwpPivotCaption}` }).waitFor();
      expect(await page.getByRole('button', { name: 'Export to Excel' }).isDisabled()).toBe(true);
      await shoot(page, 'analysis-stacked-bar-desktop');
      await page.getByRole('combobox', { name: 'View' }).selectOption('Year by Function Type');
      await page.getByRole('combobox', { name: 'Renderer' }).selectOption('Area Chart');
      await page.getByRole('figure', { name: `Area Chart: ${gwpPivotCaption}` }).waitFor();
      await shoot(page, 'analysis-area-desktop');
      await page.getByRole('combobox', { name: 'View' }).selectOption('Energy and Water');
      await page.getByRole('combobox', { name: 'Renderer' }).selectOption('Multiple Pie Chart');
      await page.getByRole('figure', { name: `Multiple Pie Chart: ${gwpPivotCaption}` }).waitFor();
      await shoot(page, 'analysis-pies-desktop');

      // every impact, then another one from the dropdown
      await page.getByRole('button', { name: 'Load All Impacts' }).click();
      const impact = page.getByRole('combobox', { name: 'Impact' });
      await impact.waitFor();
      const all = await apiRoute(page, pivotTable, { structureId: lot, indicatorId: 0 });
      const other = all.Indicators.find((i) => i.Id !== 1)!;
      await page.getByRole('combobox', { name: 'View' }).selectOption('Function by Module');
      await impact.selectOption(String(other.Id));
      await page.getByRole('combobox', { name: 'Renderer' }).selectOption('Table Heatmap');
      await page.getByRole('table', { name: `Sum of ${other.Name} (${other.Unit})` }).waitFor();
      await shoot(page, 'analysis-all-impacts-desktop');
    });
    await admin.context.close();
    await builder.context.close();
  });

  it("tells a phone the spec's text", async () => {
    const { context, page } = await signedInDemoUser(browser(), 'builder@example.com', phone);
    await withFailureShot(page, 'analysis-phone', async () => {
      await page.goto('/design-analysis/1');
      await page
        .getByText('Analysis is only available on Desktop and Widescreen capable devices')
        .waitFor();
      await shoot(page, 'analysis-phone');
    });
    await context.close();
  });
});
