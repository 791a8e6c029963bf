import { useStructureCredit } from '@circa/contract/credits.routes';
import { archiveLot } from '@circa/contract/lots.routes';
import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { lcaxProjectValidator } from '../apps/server/src/exports/lcax-schema-validator';
import { apiRoute, demoEstateId, newBuiltLot } from './support/api';
import { chromiumForFile } from './support/browser';
import { shoot } from './support/screenshots';
import { signedInPage, withFailureShot } from './support/session';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');
const browser = chromiumForFile();
const downloads = mkdtempSync(join(tmpdir(), 'circa-exports-'));
afterAll(() => rmSync(downloads, { recursive: true, force: true }));

const wholeLife = 'Whole life (A1-C4, without D)';
/** A whole-life GWP as the results page writes it (≥ 100: no decimals). */
const asShown = (value: number) => `${Math.round(value).toLocaleString('en-AU')} kg CO2e`;

/** Chooses a format in the summary's Download menu and saves the file; answers its path. */
async function download(page: Page, item: string): Promise<string> {
  await page.getByRole('button', { name: 'Download' }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  const path = join(downloads, file.suggestedFilename());
  await file.saveAs(path);
  return path;
}

/** The CSV's rows (quoted fields with doubled quotes, CRLF line ends), without the byte order mark. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  const row: string[] = [];
  for (const m of text.replace(/^\uFEFF/, '').matchAll(/("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n)/g)) {
    row.push(m[1]!.startsWith('"') ? m[1]!.slice(1, -1).replace(/""/g, '"') : m[1]!);
    if (m[2] === '\r\n') rows.push(row.splice(0));
  }
  return rows;
}

describe('open data out in Chromium', () => {
  it("downloads a design's results as CSV, Excel and LCAx, each with the page's total", async () => {
    const { context, page } = await signedInPage(browser(), baseUrl, 'admin@example.com', password);
    let lot = 0;
    await withFailureShot(page, 'exports', async () => {
      const projectId = await demoEstateId(page);
      lot = await newBuiltLot(page, page, projectId, '77 Export Street');
      await apiRoute(page, useStructureCredit, { id: lot });

      // the figure the results page shows for GWP, on-site generation excluded
      await page.goto(`/design-results/${lot}/1/true`);
      const figure = page
        .getByText('This design (whole life, A1–C4)', { exact: true })
        .locator('xpath=following-sibling::*[1]');
      const shown = (await figure.textContent({ timeout: 20_000 }))!;

      await page.goto(`/design-results/${lot}`);
      await page.getByRole('button', { name: 'Download' }).waitFor();
      await page.getByRole('button', { name: 'Download' }).click();
      await page.getByRole('menuitem', { name: 'LCAx project (.json)' }).waitFor();
      await shoot(page, 'exports-menu-desktop');
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, 'exports-phone');
      await page.setViewportSize({ width: 1280, height: 800 });

      const csvPath = await download(page, 'CSV (.csv)');
      expect(csvPath).toMatch(/ results\.csv$/);
      const [header, ...rows] = csvRows(readFileSync(csvPath, 'utf8'));
      expect(header!.slice(0, 7)).toEqual([
        'Design',
        'Indicator id',
        'Indicator',
        'Unit',
        'Module',
        'Module description',
        'Design value',
      ]);
      const csvTotal = rows.find((r) => r[1] === '1' && r[4] === wholeLife)!;
      expect(asShown(Number(csvTotal[6]))).toBe(shown);
      expect(csvTotal[10]).not.toBe('');
      expect(csvTotal[11]).toMatch(/^Circa calculation method v\d+(\.\d+)?$/);

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(readFileSync(await download(page, 'Excel (.xlsx)')) as never);
      let xlsxTotal = Number.NaN;
      workbook.getWorksheet('Results')!.eachRow((row) => {
        if (row.getCell(2).value === 1 && row.getCell(5).value === wholeLife)
          xlsxTotal = row.getCell(7).value as number;
      });
      expect(xlsxTotal).toBe(Number(csvTotal[6]));
      expect(asShown(xlsxTotal)).toBe(shown);
      const about = workbook.getWorksheet('About')!;
      expect(about.getRow(6).values).toEqual([undefined, 'Methodology', csvTotal[11]]);
      expect(about.getRow(7).getCell(1).value).toBe('LCI source');

      const project = JSON.parse(
        readFileSync(await download(page, 'LCAx project (.json)'), 'utf8'),
      );
      const validate = lcaxProjectValidator();
      validate(project);
      expect(validate.errors ?? []).toEqual([]);
      const gwp = Object.entries(project.results.gwp as Record<string, number | null>)
        .filter(([module]) => module !== 'd')
        .reduce((sum, [, value]) => sum + (value ?? 0), 0);
      expect(asShown(gwp)).toBe(shown);
      expect(project.metaData.methodologyVersion).toBe(csvTotal[11]);
    }).finally(async () => {
      // the journey's own lot leaves the demo development's lists
      if (lot) await apiRoute(page, archiveLot, { id: lot });
    });
    await context.close();
  });
});
