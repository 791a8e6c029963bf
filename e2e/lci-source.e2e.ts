import { useStructureCredit } from '@circa/contract/credits.routes';
import { describe, expect, it } from 'vitest';
import { apiRoute, designGwp, developmentLikeDemoEstate, newBuiltLot } from './support/api';
import { chromiumForFile } from './support/browser';
import { shoot } from './support/screenshots';
import { signedInDemoUser, withFailureShot } from './support/session';

const browser = chromiumForFile();
const australian = 'Australia — published EPDs 2026.1';

describe('LCI source of a development in Chromium', () => {
  it('an admin switches the development to Australian EPD data: the lot is recalculated and its people are told', async () => {
    const { context, page } = await signedInDemoUser(browser(), 'admin@example.com');
    await withFailureShot(page, 'lci-source', async () => {
      const projectId = await developmentLikeDemoEstate(page, 'Source Street Estate');
      const lot = await newBuiltLot(
        page,
        page,
        projectId,
        '5 Source Street, Marsden Park NSW 2765',
      );
      await apiRoute(page, useStructureCredit, { id: lot });
      const before = await designGwp(page, lot);

      await page.goto(`/project-profile/${projectId}`);
      await page.getByRole('combobox', { name: 'Life cycle inventory source' }).click();
      await page.getByRole('option', { name: australian }).click();
      await page.getByRole('button', { name: 'NEXT' }).click();
      await page.getByRole('button', { name: 'CONTINUE' }).click();
      await page.waitForURL(`**/development/${projectId}`);

      // the results page tells why the figures moved, and shows the new ones
      await page.goto(`/design-results/${lot}`);
      const notice = page.getByRole('dialog', { name: 'LCI Source Changed' });
      await notice.waitFor();
      await expect.poll(() => notice.textContent()).toContain(australian);
      await shoot(page, 'lci-source-notice-desktop');
      await notice.getByRole('button', { name: 'Dismiss' }).click();
      await notice.waitFor({ state: 'hidden' });
      const after = await designGwp(page, lot);
      expect(after.wholeLife).not.toBeCloseTo(before.wholeLife, 0);

      // dismissed by an admin: not shown again
      await page.reload();
      await page.getByRole('button', { name: 'Download' }).waitFor();
      expect(await notice.isVisible()).toBe(false);
    });
    await context.close();
  });
});
