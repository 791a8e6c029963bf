import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { shoot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const demoPassword = inject('demoPassword');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

/**
 * Screenshots of the access screens at desktop and phone widths, saved to e2e/artifacts for
 * people to look at; each screen is also checked to show its heading and to fit the width.
 */
describe.each(Object.entries(viewports))('access screens at %s width', (name, viewport) => {
  it('renders Login, Register, Security Check and Profile without horizontal overflow', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await context.addCookies([{ name: 'circa_seen_intro', value: '1', url: baseUrl }]);
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto('/login');
    await page.getByLabel('Email').fill('builder@example.com');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByLabel(/^Password/).waitFor();
    await shoot(page, `login-${name}`);
    expect(await fits()).toBe(true);

    await page.getByRole('button', { name: 'Use another email' }).click();
    await page.getByLabel('Email').fill(`screens.${name}@example.org`);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('link', { name: 'REGISTER' }).click();
    await page.getByLabel(/^First Name/).waitFor();
    await shoot(page, `register-${name}`);
    expect(await fits()).toBe(true);

    await page.goto('/validate-pin/builder%40example.com');
    await page.getByText('Security Check').first().waitFor();
    await shoot(page, `security-check-${name}`);
    expect(await fits()).toBe(true);

    await page.goto('/login');
    await page.getByLabel('Email').fill('builder@example.com');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByLabel(/^Password/).fill(demoPassword);
    await page.getByRole('button', { name: 'LOGON' }).click();
    await page.waitForURL('**/profile');
    await page.getByLabel(/^Organisation Phone/).waitFor();
    await shoot(page, `profile-${name}`);
    expect(await fits()).toBe(true);
    await context.close();
  });
});
