import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, demoLotId, targetReductions } from './support/api';
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

describe('results in Chromium', () => {
  it("shows every target's reduction of the demo's paid lot, and one indicator by category", async () => {
    const { context, page } = await signedInPage(browser, baseUrl, 'admin@example.com', password);
    await withFailureShot(page, 'results', async () => {
      const lot = await demoLotId(page, 'Lot 102');
      const before = await api<{ PaymentRequired: boolean }>(
        page,
        `/api/projecttargetsbystruct?structureId=${lot}`,
      );
      if (before.PaymentRequired) await api(page, `/api/useStructureCredit/${lot}`, {});
      const { targets, reductions } = await targetReductions(page, lot);

      await page.goto(`/design-results/${lot}`);
      const list = page.getByRole('list', { name: 'Project targets' });
      await list.waitFor();
      await page.getByText('calculating').first().waitFor({ state: 'detached' });
      for (const target of targets) {
        const card = list.getByRole('listitem').filter({
          has: page.getByRole('heading', { level: 3, name: target.Name }),
        });
        const reduction = reductions.get(target.ProjectTargetId)!;
        expect(reduction).not.toBeNull();
        const percent = `${Math.abs(reduction).toLocaleString('en-AU', { maximumFractionDigits: 1 })}%`;
        await card.getByText(percent, { exact: true }).waitFor();
        await card.getByText(reduction < 0 ? 'Increase' : 'Reduction', { exact: true }).waitFor();
      }
      await page.getByLabel(/^Targets achieved: (Yes|No)$/).waitFor();
      await shoot(page, 'results-summary-desktop');

      const first = targets[0]!;
      await list
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: first.Name }) })
        .getByRole('link')
        .click();
      await page.waitForURL(`**/design-results/${lot}/${first.IndicatorId}/*`);
      const indicatorPath = new URL(page.url()).pathname;
      await page.getByRole('tab', { name: 'Construction' }).click();
      await page.getByRole('list', { name: 'Construction results' }).waitFor();
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

      // another indicator from the switcher, by keyboard: its results, its targets' values
      await page.goto(indicatorPath);
      const switcher = page.getByRole('combobox', { name: /^Indicator/ });
      await page.getByRole('list', { name: 'Life Cycle Stage results' }).waitFor();
      await expect.poll(() => switcher.getAttribute('aria-disabled')).toBeNull();
      // a native select: the arrow keys open the list (they do not change the page), the
      // browser's own list is outside the page, so the choice is made as a user's would land
      await switcher.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Escape');
      expect(await switcher.inputValue()).toBe(String(first.IndicatorId));
      await switcher.selectOption({ label: 'Water footprint' });
      await page.waitForURL(new RegExp(`/design-results/${lot}/4/(true|false)$`));
      await page.getByRole('heading', { level: 2, name: 'Water footprint (kL)' }).waitFor();
      const targetLines = page.getByRole('list', { name: 'Targets on this indicator' });
      await targetLines.getByText(/^This\sdesign\s.*\skL\/occupant\/yr · Benchmark\s/).waitFor();
      // the shell moves focus to the page heading after a navigation, as on every page
      await page.getByRole('heading', { level: 1 }).evaluate((node) => {
        if (node !== document.activeElement) throw new Error('focus is not on the page heading');
      });
      await shoot(page, 'results-switched-indicator-desktop');

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/design-results/${lot}`);
      await page.getByLabel(/^Targets achieved: (Yes|No)$/).waitFor();
      await shoot(page, 'results-summary-phone');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);

      // the indicator by category at phone width
      await page.goto(indicatorPath);
      await page.getByRole('tab', { name: 'Construction' }).click();
      await page.getByRole('list', { name: 'Construction results' }).waitFor();
      await shoot(page, 'results-indicator-phone');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        'the indicator page fits the phone',
      ).toBe(true);
    });
    await context.close();
  });
});
