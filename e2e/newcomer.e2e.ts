import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { readOutbox, waitForVerificationLink } from './support/outbox';
import { shoot } from './support/screenshots';
import { withFailureShot } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const stamp = Date.now();
const email = `newcomer.${stamp}@example.org`;
const password = 'Newcomer-pass-1';

/**
 * Counts what a person does: every click or key press that chooses something (a button, a link,
 * an option, the emailed link) is a click; every box typed into is a field. Waiting for the app
 * is not counted, but it is in the seconds.
 */
function counter() {
  const count = { clicks: 0, fields: 0 };
  return {
    count,
    click: async (target: Locator) => {
      count.clicks += 1;
      await target.click();
    },
    fill: async (target: Locator, value: string) => {
      count.fields += 1;
      await target.fill(value);
    },
    /** A typed address whose suggestion is then picked: one field and one click. */
    pick: async (box: Locator, value: string, option: Locator) => {
      count.fields += 1;
      await box.fill(value);
      count.clicks += 1;
      await option.click();
    },
  };
}

async function nextStep(page: Page, heading: string) {
  const step = page.getByRole('region', { name: heading });
  await step.waitFor({ timeout: 15_000 });
  return step;
}

describe('newcomer in Chromium', () => {
  it('registers, creates an organisation, a development and a lot, picks a baseline and reaches the results', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await context.addCookies([{ name: 'circa_seen_intro', value: '1', url: baseUrl }]);
    const { count, click, fill, pick } = counter();
    const started = Date.now();
    const lap = (what: string) =>
      console.log(
        `newcomer: ${what} after ${count.clicks} clicks, ${count.fields} fields, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );

    await withFailureShot(page, 'newcomer', async () => {
      // registration (the address is new, so the login offers REGISTER)
      await page.goto('/login');
      await fill(page.getByLabel('Email'), email);
      await click(page.getByRole('button', { name: 'NEXT' }));
      await click(page.getByRole('link', { name: 'REGISTER' }));
      await page.waitForURL('**/register');
      await fill(page.getByLabel('First Name'), 'Nova');
      await fill(page.getByLabel('Last Name'), 'Newcomer');
      await fill(page.getByLabel('Company Name'), `Nova Homes ${stamp}`);
      await fill(page.getByLabel('Phone Number'), '0400 555 123');
      await click(page.getByRole('checkbox'));
      await click(page.getByRole('button', { name: 'Register' }));
      await click(page.getByRole('button', { name: /Continue with email and password/ }));
      await fill(page.getByLabel(/^Password/), password);
      await fill(page.getByLabel(/^Confirm Password/), password);
      const mailsBefore = readOutbox(dataDir).length;
      await click(page.getByRole('button', { name: 'Register' }));
      await page.getByRole('heading', { name: 'Check your email' }).waitFor({ timeout: 15_000 });

      // the emailed link (a click in the mail program), then on into Circa
      const link = await waitForVerificationLink(dataDir, email, mailsBefore);
      count.clicks += 1;
      await page.goto(link);
      await click(page.getByRole('link', { name: 'Continue to Circa' }));
      lap('registered and confirmed');

      // the profile says the typed company is not an organisation
      await page.goto('/profile');
      await page.getByText('NOT PART OF ANY ORGANISATIONS').waitFor();
      await shoot(page, 'newcomer-profile-desktop');

      // Home: step 1, create the organisation
      await page.goto('/');
      let step = await nextStep(page, 'Create your organisation');
      await shoot(page, 'newcomer-home-step1-desktop');
      await click(step.getByRole('link', { name: 'Create an organisation' }));
      await page.waitForURL('**/create-organisation');
      await click(page.getByRole('button', { name: 'Create Organisation' }));
      await page.getByText('Please enter organisation name.').waitFor();
      count.clicks -= 1; // the empty submit only checks the message: not part of the walk
      await fill(page.getByLabel(/^Organisation Name/), `Nova Homes ${stamp}`);
      await fill(page.getByLabel(/^Organisation Address/), '1 Nova Street, Penrith NSW 2750');
      await shoot(page, 'newcomer-create-organisation-desktop');
      await click(page.getByRole('button', { name: 'Create Organisation' }));
      await page.waitForURL(/\/new-development\/0\/\d+$/);
      lap('organisation created');

      // step 2: the development (the form opens for the new organisation)
      await click(page.getByRole('combobox', { name: /^Project type/ }));
      await click(page.getByRole('option', { name: 'Development' }));
      await fill(page.getByLabel(/^Project name/), 'Nova Rise');
      await pick(
        page.getByRole('combobox', { name: /^Location/ }),
        'Penrith NSW 2750',
        page.getByRole('option', { name: 'Penrith NSW 2750' }),
      );
      await fill(page.getByLabel(/^Project manager/), 'Nova Newcomer');
      await fill(page.getByLabel(/^Developer/), 'Nova Homes');
      // with no credits, the form asks for a carbon saving target instead
      const carbonSaving = page.getByRole('combobox', { name: /^Carbon saving target/ });
      if (await carbonSaving.isVisible()) {
        await click(carbonSaving);
        await click(page.getByRole('option').first());
      }
      await shoot(page, 'newcomer-development-desktop');
      await click(page.getByRole('button', { name: 'SAVE AND SET TARGETS' }));
      await click(page.getByRole('button', { name: 'CONTINUE' }));
      await page.waitForURL(/\/project-targets\/\d+$/);
      lap('development created');

      // step 3: Home leads to the lot; its chooser picks the baseline
      await click(page.getByRole('link', { name: 'Home' }).first());
      step = await nextStep(page, 'Add a lot and pick a baseline');
      await shoot(page, 'newcomer-home-step3-desktop');
      await click(step.getByRole('link', { name: 'Add a lot' }));
      await click(page.getByRole('link', { name: 'CREATE A LOT' }));
      await fill(page.getByLabel(/^Lot Address/), 'Lot 1, 1 Nova Street, Penrith NSW 2750');
      await click(page.getByRole('button', { name: 'Create Design' }));
      await page.waitForURL(/\/baseline-preset\/\d+$/);
      const structureId = Number(new URL(page.url()).pathname.split('/').pop());
      await shoot(page, 'newcomer-baseline-preset-desktop');
      await click(page.getByRole('link', { name: /7-star envelope/ }).first());
      await page.waitForURL(new RegExp(`/lot/${structureId}(/|$)`), { timeout: 30_000 });
      await expect
        .poll(() => page.getByLabel(/^Design Name/).inputValue(), { timeout: 30_000 })
        .not.toBe('');
      lap('lot built from a baseline');

      // step 4: the results
      await click(page.getByRole('link', { name: 'Results' }).first());
      await page.waitForURL(`**/design-results/${structureId}`);
      await page
        .getByRole('list', { name: 'Project targets' })
        .or(page.getByText('No results'))
        .first()
        .waitFor({ timeout: 30_000 });
      await page
        .getByText('calculating')
        .first()
        .waitFor({ state: 'detached', timeout: 60_000 })
        .catch(() => undefined);
      lap('results page reached');
      // the trial credits unlock the first result
      await click(page.getByRole('button', { name: 'Unlock results' }));
      const dialog = page.getByRole('dialog');
      await shoot(page, 'newcomer-unlock-desktop');
      await click(dialog.getByRole('button', { name: 'Use Credits' }));
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByText('Payment is required.').first().waitFor({ state: 'detached' });
      await page
        .getByText('calculating')
        .first()
        .waitFor({ state: 'detached', timeout: 60_000 })
        .catch(() => undefined);
      await page
        .getByText(/^(Reduction|Increase)$/)
        .first()
        .waitFor({ timeout: 60_000 });
      await shoot(page, 'newcomer-results-desktop');
      lap('first result shown');
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `newcomer walk: ${count.clicks} clicks, ${count.fields} fields, ${seconds.toFixed(1)} s (machine time, no reading or typing time)`,
      );
    });

    // the same Home and results on a phone
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'newcomer-results-phone');
    await page.goto('/');
    await page.getByRole('region', { name: 'See your results' }).waitFor({ timeout: 15_000 });
    await shoot(page, 'newcomer-home-step4-phone');
    await context.close();
  });
});
