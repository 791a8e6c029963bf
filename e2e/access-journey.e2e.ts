import { enterEmail } from './support/session';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { readOutbox, waitForPin, waitForVerificationLink } from './support/outbox';
import { shoot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const demoPassword = inject('demoPassword');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const email = `journey.${Date.now()}@example.org`;
const firstPassword = 'Journey-pass-1';
const secondPassword = 'Journey-pass-2';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await enterEmail(page, username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'LOGON' }).click();
  await page.waitForURL('**/profile');
}

async function typePin(page: Page, pin: string) {
  await page.getByLabel('PIN character 1 of 4').click();
  await page.keyboard.type(pin);
}

async function requestPin(page: Page, username: string, newPassword: string): Promise<string> {
  const before = readOutbox(dataDir).length;
  await page.goto(`/enter-password/${encodeURIComponent(username)}`);
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByLabel(/^Confirm Password/).fill(newPassword);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await page.waitForURL(`**/validate-pin/${encodeURIComponent(username)}`);
  return waitForPin(dataDir, username, before);
}

describe('access journey in Chromium', () => {
  it('shows the intro once, then the demo admin signs in and sees the Organisation tab', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/');
    await expect.poll(() => page.getByText('New to the product?').isVisible()).toBe(true);
    await shoot(page, 'intro-desktop');
    await page.getByRole('button', { name: /I have seen it already/ }).click();
    await page.goto('/');
    // the page has settled (session checked, nothing more loading): the intro stays closed
    await page.getByRole('banner').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('New to the product?').isVisible()).toBe(false);

    await signIn(page, 'admin@example.com', demoPassword);
    await expect
      .poll(() => page.getByRole('link', { name: 'Organisation' }).count())
      .toBeGreaterThan(0);
    await context.close();
  });

  it('registers, confirms the email with the emailed link, signs out, signs in, edits the profile, recovers the password with the emailed PIN', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await context.addCookies([{ name: 'circa_seen_intro', value: '1', url: baseUrl }]);

    // a new email offers REGISTER
    await page.goto('/login');
    await shoot(page, 'login-desktop');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('link', { name: 'REGISTER' }).click();
    await page.waitForURL('**/register');
    await page.getByLabel('First Name').fill('Jo');
    await page.getByLabel('Last Name').fill('Journey');
    await page.getByLabel('Company Name').fill('Journey Homes');
    await page.getByLabel('Phone Number').fill('0400 123 456');
    await page.getByRole('checkbox').check();
    await shoot(page, 'register-desktop');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('button', { name: /Continue with email and password/ }).click();
    await page.getByLabel(/^Password/).fill(firstPassword);
    await page.getByLabel(/^Confirm Password/).fill(firstPassword);
    const mailsBefore = readOutbox(dataDir).length;
    await page.getByRole('button', { name: 'Register' }).click();

    // signed in, but the account cannot act until the emailed link is followed
    await expect
      .poll(() => page.getByRole('heading', { name: 'Check your email' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await shoot(page, 'check-email-desktop');
    const link = await waitForVerificationLink(dataDir, email, mailsBefore);
    await page.goto(link);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Email confirmed' }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await page.getByRole('link', { name: 'Continue to Circa' }).click();
    await page.goto('/profile');
    await expect.poll(() => page.getByLabel('Organisation Email').inputValue()).toBe(email);

    // sign out, sign in
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/(login)?$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    await signIn(page, email, firstPassword);

    // edit the profile: autosaved, kept after reload
    const phone = page.getByLabel('Organisation Phone');
    await phone.fill('0499 999 999');
    await expect
      .poll(() => page.getByText('All changes saved').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await shoot(page, 'profile-desktop');
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Organisation Phone').inputValue())
      .toBe('0499 999 999');

    // recover the password with the PIN from the outbox
    await page.getByRole('link', { name: 'Change Password' }).click();
    await page.waitForURL(`**/enter-password/${encodeURIComponent(email)}`);
    const pin = await requestPin(page, email, secondPassword);
    await shoot(page, 'security-check-desktop');
    await typePin(page, pin);
    await page.waitForURL('**/profile', { timeout: 15_000 });

    // the new password works, the old one does not
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/(login)?$/);
    await page.goto('/login');
    await enterEmail(page, email);
    await page.getByLabel(/^Password/).fill(firstPassword);
    await page.getByRole('button', { name: 'LOGON' }).click();
    await expect
      .poll(() =>
        page.getByText('No accounts match the details you entered. Please register').isVisible(),
      )
      .toBe(true);
    await signIn(page, email, secondPassword);
    await context.close();
  });

  it('locks the recovery out after three wrong PINs', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await context.addCookies([{ name: 'circa_seen_intro', value: '1', url: baseUrl }]);
    const pin = await requestPin(page, 'builder@example.com', 'Never-used-1');
    const wrong = pin === 'ZZZZ' ? 'YYYY' : 'ZZZZ';
    for (const left of [2, 1]) {
      await typePin(page, wrong);
      await expect
        .poll(() => page.getByText(`Incorrect PIN. ${left} attempt`).isVisible(), {
          timeout: 10_000,
        })
        .toBe(true);
    }
    await typePin(page, wrong);
    await expect
      .poll(() => page.getByText('Recovery Failed').isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(
      await page
        .getByText('Too many incorrect pin attempts, you will need to restart the process.')
        .isVisible(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Start Over' }).click();
    await page.waitForURL('**/enter-password/builder%40example.com');
    // the builder's password did not change
    await signIn(page, 'builder@example.com', demoPassword);
    await context.close();
  });
});
