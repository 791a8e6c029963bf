import { useStructureCredit } from '@circa/contract/credits.routes';
import { developmentPortfolio } from '@circa/contract/portfolio.routes';
import { results } from '@circa/contract/results.routes';
import { submitDesign, unsubmitDesign } from '@circa/contract/submission.routes';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoute, demoEstateId, newBuiltLot } from './support/api';
import { chromiumForFile, phone, widescreen } from './support/browser';
import { demoOrgId } from './support/demo-organisation';
import { gwpPivotCaption, pivotNumber } from './support/pivot';
import { uploadReference } from './support/references';
import { shoot } from './support/screenshots';
import { signedInDemoUser, withFailureShot } from './support/session';

const browser = chromiumForFile();

/** This journey's lot, unsubmitted again afterwards so other journeys' portfolios stay theirs. */
let submittedLot: number | null = null;
afterAll(async () => {
  if (submittedLot === null) return;
  const { context, page } = await signedInDemoUser(browser(), 'builder@example.com');
  await apiRoute(page, unsubmitDesign, { structureId: submittedLot });
  await context.close();
});

/** The pivot table's row whose header is `label`. */
const rowOf = (page: Page, table: Locator, label: string) =>
  table.locator('tr', { has: page.getByRole('rowheader', { name: label, exact: true }) });

/** Unchecks one value of a pivot field's filter (the field's chip opens its values). */
async function excludeValue(page: Page, area: 'Rows' | 'Columns', field: string, value: string) {
  await page.getByRole('group', { name: area }).getByRole('button', { name: field }).click();
  await page
    .getByRole('group', { name: `Values of ${field}` })
    .getByLabel(value, { exact: true })
    .uncheck();
  await page.keyboard.press('Escape');
}

describe('portfolio analysis in Chromium', () => {
  it("pivots a development's and the organisation's submitted lots for their admin; a builder is refused", async () => {
    const admin = await signedInDemoUser(browser(), 'admin@example.com', widescreen);
    const builder = await signedInDemoUser(browser(), 'builder@example.com', widescreen);
    const page = admin.page;
    await withFailureShot(page, 'portfolio', async () => {
      const projectId = await demoEstateId(page);
      const address = `77 Portfolio Parade ${Date.now()}`;
      const lot = await newBuiltLot(page, builder.page, projectId, address);
      await apiRoute(builder.page, useStructureCredit, { id: lot });
      for (const refTypeId of [1, 2]) await uploadReference(builder.page, lot, refTypeId);
      await apiRoute(builder.page, submitDesign, {
        structureId: lot,
        designPurposeId: 1,
        designPhaseId: 2,
      });
      submittedLot = lot;

      // the development's portfolio from its drawer: Lot by Module, GWP, Table Heatmap
      await page.goto(`/development/${projectId}`);
      await page.getByRole('link', { name: 'Portfolio Analysis' }).click();
      await page.waitForURL(`**/project-analysis/${projectId}`);
      const table = page.getByRole('table', { name: gwpPivotCaption });
      await table.waitFor();
      expect(await page.getByRole('combobox', { name: 'View' }).inputValue()).toBe('Lot by Module');
      await page.getByText(/submitted lots? of Demo Estate/).waitFor();
      const answer = await apiRoute(page, developmentPortfolio, { projectId, indicatorId: 1 });
      const mine = answer.Lots.find((l) => l.StructureId === lot)!;
      expect(mine.TargetsAchieved).toMatch(/^(Achieved|Missed)$/);
      const row = rowOf(page, table, mine.LotName);
      await row.waitFor();
      await shoot(page, 'portfolio-development-desktop');

      // without module D, the lot's total is the results page's whole-life GWP
      await excludeValue(page, 'Columns', 'Module', 'D');
      const whole = await apiRoute(page, results, { structureId: lot, indicatorId: 1 });
      const wholeLife = whole.Totals.find((t) => !t.ExcludingPowerGeneration)!.DesignImpact!;
      await expect.poll(() => row.locator('td').last().textContent()).toBe(pivotNumber(wholeLife));

      // another view and impact, and a chart
      await page.getByRole('combobox', { name: 'View' }).selectOption('Category by Module');
      await table.getByRole('columnheader', { name: 'Category' }).waitFor();
      const water = answer.Indicators.find((i) => i.Id === 4)!;
      await page.getByRole('combobox', { name: 'Impact' }).selectOption(String(water.Id));
      await page.getByRole('table', { name: `Sum of ${water.Name} (${water.Unit})` }).waitFor();
      await page.getByRole('combobox', { name: 'Renderer' }).selectOption('Stacked Bar Chart');
      await page
        .getByRole('figure', { name: `Stacked Bar Chart: Sum of ${water.Name} (${water.Unit})` })
        .waitFor();
      await shoot(page, 'portfolio-development-water-chart');

      // the organisation's portfolio from its drawer: by development first, then the lot, named
      // with its development
      const orgId = await demoOrgId(page);
      await page.goto(`/org-dashboard/${orgId}`);
      await page.getByRole('link', { name: 'Portfolio Analysis' }).click();
      await page.waitForURL(`**/org-analysis/${orgId}`);
      const orgTable = page.getByRole('table', { name: gwpPivotCaption });
      await rowOf(page, orgTable, 'Demo Estate').waitFor();
      expect(await page.getByRole('combobox', { name: 'View' }).inputValue()).toBe(
        'Development by Module',
      );
      await page.getByRole('combobox', { name: 'View' }).selectOption('Lot by Module');
      await rowOf(page, orgTable, `${mine.LotName} · Demo Estate`).waitFor();
      await page.getByRole('combobox', { name: 'View' }).selectOption('Targets Achieved by Module');
      await orgTable.getByRole('rowheader', { name: mine.TargetsAchieved }).waitFor();
      await shoot(page, 'portfolio-organisation-desktop');

      // a builder of the organisation: refused with the server's reason
      await builder.page.goto(`/org-analysis/${orgId}`);
      await builder.page
        .getByText('Only an administrator of this organisation can do that.')
        .waitFor();
      await builder.page.goto(`/project-analysis/${projectId}`);
      await builder.page
        .getByText('Only an admin coordinator of this development can do that.')
        .waitFor();
    });
    await admin.context.close();
    await builder.context.close();
  });

  it('tells a phone the analysis text', async () => {
    const { context, page } = await signedInDemoUser(browser(), 'admin@example.com', phone);
    await withFailureShot(page, 'portfolio-phone', async () => {
      await page.goto(`/org-analysis/${await demoOrgId(page)}`);
      await page
        .getByText('Analysis is only available on Desktop and Widescreen capable devices')
        .waitFor();
      await shoot(page, 'portfolio-phone');
    });
    await context.close();
  });
});
