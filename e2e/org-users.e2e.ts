import { messages } from '@circa/contract/messages';
import { updateCustomiseGfa, getLot } from '@circa/contract/design.routes';
import { useStructureCredit } from '@circa/contract/credits.routes';
import { submitDesign } from '@circa/contract/submission.routes';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiRoute, demoEstateId, newBuiltLot } from './support/api';
import { chromiumForFile, fitsWidth, phone } from './support/browser';
import { demoOrgId } from './support/demo-organisation';
import { uploadReference } from './support/references';
import { shoot } from './support/screenshots';
import { signedInPage, withFailureShot, enterEmail } from './support/session';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');

const browser = chromiumForFile();

/** Uploads the two required reference documents of a lot as the page's user. */
async function uploadReferences(page: Page, structureId: number) {
  for (const refTypeId of [1, 2]) await uploadReference(page, structureId, refTypeId);
}

describe('organisation users and risk assessment in Chromium', () => {
  let orgId = 0;

  it('the admin finds the builder, blocks them (signed out, sign-in refused with the reason), and unblocks them', async () => {
    const admin = await signedInPage(browser(), baseUrl, 'admin@example.com', password);
    const builder = await signedInPage(browser(), baseUrl, 'builder@example.com', password);
    await withFailureShot(admin.page, 'org-users', async () => {
      const page = admin.page;
      orgId = await demoOrgId(page);
      await page.goto(`/org-users/${orgId}`);
      const table = page.getByRole('table', { name: 'Users of the organisation' });
      await table.waitFor();
      await shoot(page, 'org-users-desktop');
      expect(await fitsWidth(page)).toBe(true);

      await page.getByRole('searchbox', { name: 'Search by name, surname or email' }).fill('build');
      expect(await table.getByRole('row').count()).toBe(2);
      const row = page.getByRole('button', { name: 'Blake Builder' });
      await row.click();
      await page.getByRole('link', { name: 'builder@example.com' }).waitFor();
      await page.getByRole('button', { name: 'Block', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Block User' });
      await shoot(page, 'org-users-block-dialog-desktop');
      await dialog.getByRole('button', { name: 'Block' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await table.getByText('Blocked').waitFor();

      // the builder's session has ended; signing in again is refused with the reason
      await builder.page.goto('/builds');
      await builder.page.waitForURL('**/login');
      await enterEmail(builder.page, 'builder@example.com');
      await builder.page.getByLabel(/^Password/).fill(password);
      await builder.page.getByRole('button', { name: 'LOGON' }).click();
      await builder.page.getByText(messages.accountBlocked).waitFor();
      await shoot(builder.page, 'org-users-blocked-sign-in-desktop');

      await page.getByRole('button', { name: 'Unblock', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Unblock User' })
        .getByRole('button', { name: 'Unblock' })
        .click();
      await expect.poll(() => table.getByText('Blocked').count()).toBe(0);
    });
    await admin.context.close();
    await builder.context.close();
  });

  it('the users screen fits a phone', async () => {
    const { context, page } = await signedInPage(
      browser(),
      baseUrl,
      'admin@example.com',
      password,
      phone,
    );
    await withFailureShot(page, 'org-users-phone', async () => {
      await page.goto(`/org-users/${orgId}`);
      await page.getByRole('button', { name: 'Avery Admin' }).click();
      await page.getByText('You cannot block yourself.').waitFor();
      await shoot(page, 'org-users-phone');
      expect(await fitsWidth(page)).toBe(true);
    });
    await context.close();
  });

  it('a submitted lot far from its prediction is listed by risk, explained, and marked low risk', async () => {
    const admin = await signedInPage(browser(), baseUrl, 'admin@example.com', password);
    const builder = await signedInPage(browser(), baseUrl, 'builder@example.com', password);
    const page = admin.page;
    await withFailureShot(page, 'org-risk', async () => {
      const projectId = await demoEstateId(page);
      const lot = await newBuiltLot(page, builder.page, projectId, '77 Risk Road');
      const form = await apiRoute(builder.page, getLot, { structureId: lot });
      await apiRoute(builder.page, updateCustomiseGfa, {
        DesignId: form.DesignId,
        CalculationTypeId: 1,
        GrossFloorArea: Math.round(form.PredictedGrossFloorArea * 3),
      });
      await apiRoute(builder.page, useStructureCredit, { id: lot });
      await uploadReferences(builder.page, lot);
      await apiRoute(builder.page, submitDesign, {
        structureId: lot,
        designPurposeId: 1,
        designPhaseId: 2,
      });

      await page.goto(`/org-risk-assessment/${orgId}`);
      const list = page.getByRole('list', { name: 'Lots at or above the risk threshold' });
      const link = list.getByRole('link', { name: /77 Risk Road/ });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`/lot/${lot}`);
      await shoot(page, 'org-risk-assessment-desktop');
      expect(await fitsWidth(page)).toBe(true);

      const threshold = page.getByRole('textbox', { name: 'Risk threshold (points)' });
      expect(await threshold.inputValue()).toBe('20');
      await threshold.fill('500');
      await page.getByText('No lots have risk points over the set risk threshold.').waitFor();
      await threshold.fill('x');
      await page.getByText('Risk threshold must be a number.').waitFor();
      await threshold.fill('20');

      await list
        .getByRole('listitem')
        .filter({ hasText: '77 Risk Road' })
        .getByRole('button', { name: 'Mark as Low Risk' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Mark as Low Risk' });
      await dialog.getByText(/Gross floor area \d+ m² is far above/).waitFor();
      await shoot(page, 'org-risk-assessment-dialog-desktop');
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => link.count()).toBe(0);
    });
    await admin.context.close();
    await builder.context.close();
  });

  it('the risk screen fits a phone, and the builder is refused both screens', async () => {
    if (orgId === 0) {
      const first = await signedInPage(browser(), baseUrl, 'admin@example.com', password);
      orgId = await demoOrgId(first.page);
      await first.context.close();
    }
    const admin = await signedInPage(browser(), baseUrl, 'admin@example.com', password, phone);
    await withFailureShot(admin.page, 'org-risk-phone', async () => {
      await admin.page.goto(`/org-risk-assessment/${orgId}`);
      await admin.page.getByRole('heading', { name: 'Set Risk Threshold' }).waitFor();
      await shoot(admin.page, 'org-risk-assessment-phone');
      expect(await fitsWidth(admin.page)).toBe(true);
    });
    await admin.context.close();

    const { context, page } = await signedInPage(
      browser(),
      baseUrl,
      'builder@example.com',
      password,
    );
    await withFailureShot(page, 'org-users-builder', async () => {
      for (const path of [`/org-users/${orgId}`, `/org-risk-assessment/${orgId}`]) {
        await page.goto(path);
        await page.getByText('Only an administrator of this organisation can do that.').waitFor();
      }
      expect(await page.getByRole('table').count()).toBe(0);
      await shoot(page, 'org-risk-assessment-builder-desktop');
    });
    await context.close();
  });
});
