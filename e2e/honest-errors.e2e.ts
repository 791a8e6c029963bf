import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@circa/contract/messages';
import { demoEstateId } from './support/api';
import { demoOrgId } from './support/demo-organisation';
import { launchBrowser } from './support/browser';
import { shoot } from './support/screenshots';
import { signedInPage, withFailureShot } from './support/session';

/*
 * Issue 20 item 5, in Chromium: refusals on the newcomer's way say what to change, keep what was
 * typed, and come before the work, not after it. Nothing is saved: the demo data is left as found.
 */

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');
const phone = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const fits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** zod's own words, which must never reach a user. */
const rawValidation = /Too (big|small):|Invalid input|expected \w+, received/;

/** The demo organisation and its prepaid Demo Estate (other journeys add developments of their own). */
async function demoIds(page: Page): Promise<{ orgId: number; projectId: number }> {
  return { orgId: await demoOrgId(page), projectId: await demoEstateId(page) };
}

describe('honest errors on the way in Chromium', () => {
  let ids = { orgId: 0, projectId: 0 };

  it('a project name over 200 characters and a land area of 1e309 are refused with what to change, and stay typed', async () => {
    const { context, page } = await signedInPage(browser, baseUrl, 'admin@example.com', password);
    await withFailureShot(page, 'honest-errors', async () => {
      ids = await demoIds(page);
      await page.goto(`/new-development/0/${ids.orgId}`);
      const name = page.getByLabel(/^Project name/);
      await name.fill('N'.repeat(201));
      const land = page.getByLabel(/^Land area/);
      await land.fill('1e309');
      await page.getByRole('button', { name: 'SAVE AND SET TARGETS' }).click();
      await page.getByText(messages.projectNameTooLong).waitFor();
      await page.getByText(messages.landAreaInvalid).waitFor();
      expect(await land.inputValue()).toBe('1e309');
      expect(await name.inputValue()).toHaveLength(201);
      expect(await page.getByText(messages.projectNameRequired).count()).toBe(0);
      expect(await page.locator('main').innerText()).not.toMatch(rawValidation);
      await land.scrollIntoViewIfNeeded();
      await shoot(page, 'honest-errors-project-settings-desktop');

      // the admin may upload: both upload pages show their form once the server has said so
      for (const path of [`/project-upload/${ids.orgId}`, `/lot-upload/${ids.projectId}`]) {
        await page.goto(path);
        await page.getByRole('button', { name: 'UPLOAD' }).waitFor();
        expect(await page.getByRole('link', { name: 'Template (CSV)' }).count()).toBe(1);
      }
    });
    await context.close();
  });

  it('a builder opening the upload pages by address is told why at once, on desktop and phone', async () => {
    for (const [viewport, suffix] of [
      [undefined, 'desktop'],
      [phone, 'phone'],
    ] as const) {
      const { context, page } = await signedInPage(
        browser,
        baseUrl,
        'builder@example.com',
        password,
        viewport,
      );
      await withFailureShot(page, `honest-errors-upload-${suffix}`, async () => {
        await page.goto(`/project-upload/${ids.orgId}`);
        await page.getByText('Only an organisation admin can upload developments.').waitFor();
        expect(await page.getByRole('button', { name: 'UPLOAD' }).count()).toBe(0);
        await shoot(page, `honest-errors-project-upload-${suffix}`);
        expect(await fits(page)).toBe(true);

        await page.goto(`/lot-upload/${ids.projectId}`);
        await page
          .getByText('Only an admin coordinator of this development can upload lots.')
          .waitFor();
        expect(await page.getByRole('button', { name: 'UPLOAD' }).count()).toBe(0);
        await shoot(page, `honest-errors-lot-upload-${suffix}`);
        expect(await fits(page)).toBe(true);
        await page.getByRole('link', { name: 'Back to the lots' }).click();
        await page.waitForURL(`**/find-lot/${ids.projectId}`);
      });
      await context.close();
    }
  });
});
