import type { Browser, Page } from 'playwright-core';
import { creditMessages } from '@circa/contract/credits.schema';
import { formatMessage } from '@circa/contract/messages';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, demoEstateId } from './support/api';
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

type Settings = Record<string, unknown> & { CreditsBalance: number; AvailableCredit: number };

async function demoEstate(page: Page) {
  const projectId = await demoEstateId(page);
  const settings = await api<Settings>(page, `/api/existingdevelopment?projectId=${projectId}`);
  return { projectId, settings };
}

/** Creates a lot in the development and builds it through the baseline chooser. */
async function builtLot(page: Page, projectId: number, address: string): Promise<number> {
  const structureId = await api<number>(page, '/api/lot/create', {
    projectId,
    address,
    customLotFieldValue: '',
    description: '',
  });
  await page.goto(`/lot/${structureId}`);
  await page.waitForURL(/\/baseline-preset\/\d+$/);
  await page
    .getByRole('link', { name: /7-star envelope/ })
    .first()
    .click();
  await page.waitForURL(new RegExp(`/lot/${structureId}(/|$)`), { timeout: 30_000 });
  await page.getByRole('heading', { name: 'Enter Design Info' }).waitFor();
  return structureId;
}

const paymentRequired = async (page: Page, lot: number) =>
  (await api<{ PaymentRequired: boolean }>(page, `/api/lot?structureId=${lot}`)).PaymentRequired;

describe('credits and card payment in Chromium', () => {
  it('a lot without credits is paid by card through Stripe and continues; out of credits says so', async () => {
    const { context, page } = await signedInPage(browser, baseUrl, 'admin@example.com', password);
    const demo = await demoEstate(page);
    const original = demo.settings.CreditsBalance;
    try {
      await withFailureShot(page, 'card-payment', async () => {
        // all the organisation's credits go to Demo Estate: a new development has none
        await api(page, '/api/updatedevelopment', {
          ...demo.settings,
          CreditsBalance: original + demo.settings.AvailableCredit,
        });
        const { ProjectId: cardEstate } = await api<{ ProjectId: number }>(
          page,
          '/api/newdevelopment',
          {
            ...demo.settings,
            ProjectId: 0,
            ProjectName: 'Card Estate',
            Prepaid: false,
            CreditsBalance: 0,
          },
        );
        const lot = await builtLot(page, cardEstate, 'Lot 1, 2 Card Street, Marsden Park NSW 2765');

        await page.getByRole('button', { name: 'Next' }).click();
        const dialog = page.getByRole('dialog', { name: 'Payment Required' });
        await dialog.waitFor();
        await shoot(page, 'credit-dialog-payment-required');
        await dialog.getByRole('button', { name: 'Pay Now' }).click();
        await page.waitForURL(`**/payment/${lot}?url=%2Fdesign-water%2F${lot}`);

        // the required fields, then a declined card, then a good one
        const card = page.getByLabel('Card number');
        await card.waitFor();
        await page.getByRole('button', { name: 'Pay Now' }).click();
        await page.getByText('Please enter cardholder name.').waitFor();
        await page.getByText('Please enter postal code.').waitFor();
        await page.getByLabel(/^Cardholder Name/).fill('Avery Admin');
        await page.getByLabel(/^Address/).fill('12 Banksia Street');
        await page.getByLabel(/^City/).fill('Marsden Park');
        await page.getByLabel(/^State/).fill('NSW');
        await page.getByLabel(/^Postal Code/).fill('2765');
        await card.fill('4000 0000 0000 0002');
        await page.getByRole('button', { name: 'Pay Now' }).click();
        await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
        expect(await page.getByLabel(/^Cardholder Name/).isEnabled()).toBe(true);
        expect(await paymentRequired(page, lot)).toBe(true);

        await card.fill('4242 4242 4242 4242');
        await shoot(page, 'payment-screen');
        await page.getByRole('button', { name: 'Pay Now' }).click();
        // verified server-side: the success state, then Continue goes on to the destination
        await page
          .getByText('Your payment was successful and the results of this lot are unlocked.')
          .waitFor({ timeout: 30_000 });
        await shoot(page, 'payment-success');
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL(`**/design-water/${lot}`);
        expect(await paymentRequired(page, lot)).toBe(false);

        // a prepaid development with no credits left: Out of Credits
        const settings = await api<Settings>(
          page,
          `/api/existingdevelopment?projectId=${cardEstate}`,
        );
        await api(page, '/api/updatedevelopment', {
          ...settings,
          Prepaid: true,
          CreditsBalance: 0,
        });
        await builtLot(page, cardEstate, 'Lot 2, 4 Card Street, Marsden Park NSW 2765');
        await page.getByRole('button', { name: 'Next' }).click();
        const out = page.getByRole('dialog', { name: 'Out of Credits' });
        await out
          .getByText(
            formatMessage(creditMessages.outOfCredits, { supportEmail: 'support@circa.localhost' }),
            { exact: false },
          )
          .waitFor();
        await shoot(page, 'credit-dialog-out-of-credits');
        await out.getByRole('button', { name: 'Continue' }).click();
        await out.waitFor({ state: 'detached' });
      });
    } finally {
      const now = await demoEstate(page);
      await api(page, '/api/updatedevelopment', {
        ...now.settings,
        CreditsBalance: original,
      });
      await context.close();
    }
  });

  it('a builder above the limit per lot requests approval', async () => {
    const { context, page } = await signedInPage(browser, baseUrl, 'builder@example.com', password);
    const projectId = await demoEstateId(page);
    const lots = await api<{ LotSummaries: Array<{ Name: string; StructureId: number }> }>(
      page,
      `/api/lots?projectId=${projectId}`,
    );
    const lot = lots.LotSummaries.find((l) => l.Name.startsWith('Lot 101'))!.StructureId;
    const design = await api<{ DesignId: number; Dwellings: number }>(
      page,
      `/api/lot?structureId=${lot}`,
    );
    try {
      await withFailureShot(page, 'credit-approval', async () => {
        await api(page, '/api/lot', { designId: design.DesignId, dwellings: 12 });
        await page.goto(`/lot/${lot}`);
        await page.getByRole('heading', { name: 'Enter Design Info' }).waitFor();
        await page.getByRole('button', { name: 'Next' }).click();
        const dialog = page.getByRole('dialog', { name: 'Use Credits' });
        await dialog.getByText(formatMessage(creditMessages.lotLimit, { n: 10 })).waitFor();
        await shoot(page, 'credit-dialog-lot-limit');
        await dialog.getByRole('button', { name: 'Request Approval' }).click();
        const form = page.getByRole('dialog', { name: 'Request Approval' });
        await form.getByLabel(/Request Information/).fill('Twelve townhouses on one title.');
        await form.getByRole('button', { name: 'Send' }).click();
        await page
          .getByRole('dialog', { name: 'Request Sent' })
          .getByText(formatMessage(creditMessages.requestSent, { org: 'Demo Builders' }))
          .waitFor();
        expect(await paymentRequired(page, lot)).toBe(true);
      });
    } finally {
      await api(page, '/api/lot', {
        designId: design.DesignId,
        dwellings: design.Dwellings,
      });
      await context.close();
    }
  });
});
