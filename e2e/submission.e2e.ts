import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, demoEstateId, newBuiltLot, targetReductions } from './support/api';
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

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A minimal PDF (content-checked by the server). */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/**
 * A new lot of the demo development, built by the builder from the first baseline and set to 2
 * dwellings (set up through the API: lot creation is for admin coordinators).
 */
async function twoDwellingLot(admin: Page, builder: Page): Promise<number> {
  const structureId = await newBuiltLot(
    admin,
    builder,
    await demoEstateId(admin),
    'Lot 201, 40 Banksia Street, Marsden Park NSW 2765',
  );
  const form = await api<{ DesignId: number }>(builder, `/api/lot?structureId=${structureId}`);
  await api(builder, '/api/lot', { designId: form.DesignId, dwellings: 2 });
  return structureId;
}

async function fillSubmitScreen(page: Page) {
  await page.getByRole('combobox', { name: /Model Purpose/ }).click();
  await page.getByRole('option', { name: 'Building Approval' }).click();
  await page.getByRole('combobox', { name: /Design Phase/ }).click();
  await page.getByRole('option', { name: 'Developed Design' }).click();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await expect
    .poll(() => page.getByLabel('Targets Achieved').inputValue(), { timeout: 30_000 })
    .toMatch(/^(Yes|No)$/);
}

describe('submission in Chromium', () => {
  it('uses 2 credits, sees every reduction, uploads the documents, submits, unsubmits, submits again and clones a preset', async () => {
    const admin = await signedInPage(browser, baseUrl, 'admin@example.com', password);
    const { context, page } = await signedInPage(browser, baseUrl, 'builder@example.com', password);
    await withFailureShot(page, 'submission', async () => {
      const lot = await twoDwellingLot(admin.page, page);
      await admin.context.close();
      const before = await api<{
        OrgCreditAmount: number;
        PaymentRequired: boolean;
        Dwellings: number;
      }>(page, `/api/submit/design-summary?structureId=${lot}`);
      expect(before).toMatchObject({ PaymentRequired: true, Dwellings: 2 });

      // the results need payment: unlock them with the credit dialog
      await page.goto(`/design-results/${lot}`);
      await page.getByRole('button', { name: 'Unlock results' }).click();
      const credit = page.getByRole('dialog', { name: 'Use Credits' });
      await credit.getByText('2 credits', { exact: false }).waitFor();
      await credit.getByRole('button', { name: 'Use Credits' }).click();
      await page
        .getByRole('dialog', { name: 'Credit Used' })
        .getByRole('button', { name: 'Continue' })
        .click();
      const after = await api<{
        OrgCreditAmount: number;
        ProjectCreditAmount: number;
        PaymentRequired: boolean;
      }>(page, `/api/submit/design-summary?structureId=${lot}`);
      expect(after.PaymentRequired).toBe(false);
      const spent =
        before.OrgCreditAmount +
        (before as unknown as { ProjectCreditAmount: number }).ProjectCreditAmount -
        after.OrgCreditAmount -
        after.ProjectCreditAmount;
      expect(spent).toBe(2);

      // every target shows its reduction
      const { targets, reductions } = await targetReductions(page, lot);
      await page.goto(`/design-results/${lot}`);
      const list = page.getByRole('list', { name: 'Project targets' });
      await list.waitFor();
      await page.getByText('calculating').first().waitFor({ state: 'detached' });
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) {
        const reduction = reductions.get(target.ProjectTargetId)!;
        expect(reduction).not.toBeNull();
        const percent = `${Math.abs(reduction).toLocaleString('en-AU', { maximumFractionDigits: 1 })}%`;
        const card = list.getByRole('listitem').filter({
          has: page.getByRole('heading', { level: 3, name: target.Name }),
        });
        await card.getByText(percent, { exact: true }).waitFor();
      }

      // submit screen: upload the required documents and submit
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(`**/design-results/${lot}/submit`);
      await page.getByLabel('Upload Architectural Plans').setInputFiles({
        name: 'plans.pdf',
        mimeType: 'application/pdf',
        buffer: pdf,
      });
      await page.getByText('plans.pdf').waitFor();
      await page.getByLabel('Upload Energy Rating Certificate').setInputFiles({
        name: 'NatHERS certificate.pdf',
        mimeType: 'application/pdf',
        buffer: pdf,
      });
      await page.getByText('NatHERS certificate.pdf').waitFor();
      await fillSubmitScreen(page);
      await expect.poll(() => page.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);
      await shoot(page, 'submission-submit-desktop');
      await page.setViewportSize(phone);
      await shoot(page, 'submission-submit-phone');
      expect(await fitsWidth(page)).toBe(true);
      await page.setViewportSize(desktop);
      await page.getByRole('button', { name: 'Submit' }).click();
      const success = page.getByRole('dialog', { name: 'Success' });
      await success.getByText('Your design has been successfully submitted.').waitFor();
      await success.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`**/design-results/${lot}`);
      expect(await api<boolean>(page, `/api/isStructureSubmitted?structureId=${lot}`)).toBe(true);

      // re-design (unsubmit)
      await page.getByRole('link', { name: 'Re-design' }).click();
      await page.waitForURL(`**/design-results/${lot}/unsubmit`);
      const unsubmit = page.getByRole('button', { name: 'Unsubmit' });
      expect(await unsubmit.isDisabled()).toBe(true);
      for (const box of await page.getByRole('checkbox').all()) await box.check();
      await expect.poll(() => unsubmit.isEnabled()).toBe(true);
      await shoot(page, 'submission-unsubmit-desktop');
      await unsubmit.click();
      const unsubmitted = page.getByRole('dialog', { name: 'Success' });
      await unsubmitted.getByText('Your design has been successfully unsubmitted.').waitFor();
      await unsubmitted.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`**/design-results/${lot}`);
      expect(await api<boolean>(page, `/api/isStructureSubmitted?structureId=${lot}`)).toBe(false);

      // and submit again: the documents are still there
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(`**/design-results/${lot}/submit`);
      await page.getByText('NatHERS certificate.pdf').waitFor();
      await fillSubmitScreen(page);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page
        .getByRole('dialog', { name: 'Success' })
        .getByRole('button', { name: 'Continue' })
        .click();
      await page.waitForURL(`**/design-results/${lot}`);
      expect(await api<boolean>(page, `/api/isStructurePaidAndSubmitted?structureId=${lot}`)).toBe(
        true,
      );

      // cloning as a baseline is for organisation admins only: not offered to the builder
      await page.getByRole('button', { name: 'Create Preset' }).waitFor();
      expect(await page.getByRole('button', { name: 'Create Baseline' }).count()).toBe(0);

      // a submitted design can be cloned as a preset build from the results' actions
      await page.getByRole('button', { name: 'Create Preset' }).click();
      const clone = page.getByRole('dialog', { name: 'Create Preset Build' });
      await clone.getByRole('button', { name: 'Create Preset' }).click();
      const created = page.getByRole('dialog', { name: 'Preset Build Created' });
      await created.getByRole('button', { name: 'Go To Lot' }).click();
      await page.waitForURL(/\/lot\/\d+$/);
      expect(page.url()).not.toMatch(new RegExp(`/lot/${lot}$`));

      await page.setViewportSize(phone);
      await page.goto(`/design-results/${lot}/submit`);
      await page.getByText(/This design is submitted/).waitFor();
      await expect
        .poll(() => page.getByLabel('Targets Achieved').inputValue(), { timeout: 30_000 })
        .toMatch(/^(Yes|No)$/);
      await shoot(page, 'submission-submitted-phone');
      expect(await fitsWidth(page)).toBe(true);
    });
    await context.close();
  });
});
