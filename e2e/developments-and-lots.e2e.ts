import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { readOutbox } from './support/outbox';
import { shoot } from './support/screenshots';
import { signedInPage, withFailureShot } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const password = inject('demoPassword');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('developments and lots in Chromium', () => {
  it('the admin creates a development with a GWP target and a lot, picks a baseline and preset, and gets a built design', async () => {
    const { context, page } = await signedInPage(browser, baseUrl, 'admin@example.com', password);
    await withFailureShot(page, 'admin-development', async () => {
      // one organisation: the picker goes straight to its projects
      await page.goto('/organisation');
      await page.waitForURL(/\/org-projects\/\d+$/);
      await page.getByRole('link', { name: 'ADD A PROJECT' }).click();
      await page.waitForURL(/\/new-development\/0\/\d+$/);

      await page.getByRole('combobox', { name: /^Project type/ }).click();
      await page.getByRole('option', { name: 'Development' }).click();
      await page.getByLabel(/^Project name/).fill('Jacaranda Heights');
      const location = page.getByRole('combobox', { name: /^Location/ });
      await location.fill('Penrith NSW 2750');
      await page.getByRole('option', { name: 'Penrith NSW 2750' }).click();
      await page.getByLabel(/^Project manager/).fill('Jo Planner');
      await page.getByLabel(/^Developer/).fill('Jacaranda Homes');
      await shoot(page, 'project-settings-desktop');
      await page.getByRole('button', { name: 'SAVE AND SET TARGETS' }).click();
      await page.getByRole('button', { name: 'CONTINUE' }).click();
      await page.waitForURL(/\/project-targets\/\d+$/);
      const projectId = Number(new URL(page.url()).pathname.split('/').pop());

      // add a GWP target of upfront carbon per m²
      await page.getByRole('link', { name: 'ADD TARGET' }).click();
      await page.waitForURL(`**/project-targets/${projectId}/0`);
      await page.getByRole('combobox', { name: /^Indicator/ }).click();
      await page.getByRole('option', { name: 'Global warming potential', exact: true }).click();
      await page.getByRole('button', { name: 'SAVE' }).click();
      await page.waitForURL(`**/project-targets/${projectId}`);
      await expect
        .poll(() => page.getByText('Global warming potential').count())
        .toBeGreaterThanOrEqual(2);
      await shoot(page, 'project-targets-desktop');

      // a lot, then the baseline-and-preset chooser
      await page.goto(`/find-lot/${projectId}`);
      await page.getByRole('link', { name: 'CREATE A LOT' }).click();
      await page.getByLabel(/^Lot Address/).fill('Lot 7, 3 Jacaranda Avenue, Penrith NSW 2750');
      await page.getByRole('button', { name: 'Create Design' }).click();
      await page.waitForURL(/\/baseline-preset\/\d+$/);
      const structureId = Number(new URL(page.url()).pathname.split('/').pop());
      await shoot(page, 'baseline-preset-desktop');
      await page
        .getByRole('link', { name: /7-star envelope/ })
        .first()
        .click();
      // the card builds the lot from the chosen baseline and preset, then opens Design Details
      await page.waitForURL(new RegExp(`/lot/${structureId}(/|$)`), { timeout: 30_000 });
      await expect
        .poll(() => page.getByLabel(/^Design Name/).inputValue(), { timeout: 30_000 })
        .toBe('7-star envelope + heat pump hot water + 5 kW PV');
      await shoot(page, 'design-details-after-build-desktop');

      // the lot is built on the server
      const token = await page.evaluate(() => localStorage.getItem('jwt'));
      const built = await page.request.get(`/api/lot/isInitialised?structureId=${structureId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(await built.json()).toEqual({ Data: true });
    });
    await context.close();
  });

  it('the builder sees the lot list and requests access to an allocated lot; the email is in the outbox', async () => {
    const { context, page } = await signedInPage(browser, baseUrl, 'builder@example.com', password);
    await withFailureShot(page, 'builder-request-access', async () => {
      await page.goto('/developments');
      await page
        .getByRole('link', { name: /Demo Estate/ })
        .first()
        .click();
      await page.waitForURL(/\/development\/\d+$/);
      const projectId = Number(new URL(page.url()).pathname.split('/').pop());
      await page.goto(`/find-lot/${projectId}`);
      const allocated = page.getByRole('button', { name: /Lot 102, .* - Allocated/ });
      await allocated.waitFor();
      await shoot(page, 'lot-list-builder-desktop');
      const before = readOutbox(dataDir).length;
      await allocated.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Request Access' }).click();
      await expect
        .poll(() =>
          page
            .getByText(
              'The email has been sent to notify Demo Builders regarding the availability of your lot.',
              { exact: false },
            )
            .isVisible(),
        )
        .toBe(true);
      await expect
        .poll(() =>
          readOutbox(dataDir)
            .slice(before)
            .some((m) => m.includes('Access requested to lot Lot 102')),
        )
        .toBe(true);
    });
    await context.close();
  });
});
