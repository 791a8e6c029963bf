import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { shoot } from './support/screenshots';
import { signedInPage, withFailureShot } from './support/session';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function token(page: Page) {
  return page.evaluate(() => localStorage.getItem('jwt'));
}

/** Calls the API as the signed-in page's user. */
async function api<T>(page: Page, path: string, method: 'GET' | 'POST' = 'GET'): Promise<T> {
  const headers = { authorization: `Bearer ${await token(page)}` };
  const response =
    method === 'GET'
      ? await page.request.get(path, { headers })
      : await page.request.post(path, { headers, data: {} });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { Data: T }).Data;
}

type Target = { ProjectTargetId: number; Name: string; IndicatorId: number };
type Comparison = { ProjectTargetId: number; Reduction: number | null };

describe('results in Chromium', () => {
  it("shows every target's reduction of the demo's paid lot, and one indicator by category", async () => {
    const { context, page } = await signedInPage(browser, baseUrl, 'admin@example.com', password);
    await withFailureShot(page, 'results', async () => {
      const developments = await api<{ Developments: Array<{ ProjectId: number; Name: string }> }>(
        page,
        '/api/GetUserDevelopments',
      );
      const projectId = developments.Developments.find((d) => d.Name === 'Demo Estate')!.ProjectId;
      const lots = await api<{ LotSummaries: Array<{ StructureId: number; Name: string }> }>(
        page,
        `/api/lots?projectId=${projectId}`,
      );
      const lot = lots.LotSummaries.find((l) => l.Name.startsWith('Lot 102'))!.StructureId;
      const before = await api<{ PaymentRequired: boolean }>(
        page,
        `/api/projecttargetsbystruct?structureId=${lot}`,
      );
      if (before.PaymentRequired) await api(page, `/api/useStructureCredit/${lot}`, 'POST');

      const summary = await api<{ ProjectTargetList: Target[] }>(
        page,
        `/api/projecttargetsbystruct?structureId=${lot}`,
      );
      const expected = new Map<number, Comparison>();
      for (const id of new Set(summary.ProjectTargetList.map((t) => t.IndicatorId))) {
        const results = await api<{ BenchmarkComparison: Comparison[] }>(
          page,
          `/api/results?structureId=${lot}&indicatorId=${id}`,
        );
        for (const c of results.BenchmarkComparison) expected.set(c.ProjectTargetId, c);
      }

      await page.goto(`/design-results/${lot}`);
      const list = page.getByRole('list', { name: 'Project targets' });
      await list.waitFor();
      await page.getByText('calculating').first().waitFor({ state: 'detached' });
      for (const target of summary.ProjectTargetList) {
        const card = list.getByRole('listitem').filter({
          has: page.getByRole('heading', { level: 3, name: target.Name }),
        });
        const reduction = expected.get(target.ProjectTargetId)!.Reduction!;
        expect(reduction).not.toBeNull();
        const percent = `${Math.abs(reduction).toLocaleString('en-AU', { maximumFractionDigits: 1 })}%`;
        await card.getByText(percent, { exact: true }).waitFor();
        await card.getByText(reduction < 0 ? 'Increase' : 'Reduction', { exact: true }).waitFor();
      }
      await page.getByLabel(/^Targets achieved: (Yes|No)$/).waitFor();
      await shoot(page, 'results-summary-desktop');

      const first = summary.ProjectTargetList[0]!;
      await list
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: first.Name }) })
        .getByRole('link')
        .click();
      await page.waitForURL(`**/design-results/${lot}/${first.IndicatorId}/*`);
      await page.getByRole('tab', { name: 'Construction' }).click();
      await page.getByRole('list', { name: 'Construction results' }).waitFor();
      await page.waitForTimeout(500); // the tab indicator slides
      await shoot(page, 'results-indicator-desktop');

      // a category with components (not the whole-of-home loads)
      await page
        .getByRole('list', { name: 'Construction results' })
        .getByRole('link')
        .filter({ hasNotText: 'Whole of home' })
        .first()
        .click();
      await page.getByRole('list', { name: /^Components of / }).waitFor();
      await shoot(page, 'results-impact-line-desktop');

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/design-results/${lot}`);
      await page.getByLabel(/^Targets achieved: (Yes|No)$/).waitFor();
      await shoot(page, 'results-summary-phone');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    });
    await context.close();
  });
});
