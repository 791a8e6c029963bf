import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { newPage } from './browser';
import { shoot } from './screenshots';

/** A fresh browser context with the intro already seen, signed in as `username`. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  username: string,
  password: string,
  viewport?: { width: number; height: number },
) {
  const { context, page } = await newPage(browser, baseUrl, viewport);
  await context.addCookies([{ name: 'circa_seen_intro', value: '1', url: baseUrl }]);
  await page.goto('/login');
  await enterEmail(page, username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'LOGON' }).click();
  await page.waitForURL('**/profile');
  return { context, page };
}

/**
 * Types the email on /login and goes on to the password step, as a user would: when the
 * password field has not come after a while (a busy machine), the email is checked and NEXT
 * pressed again.
 */
export async function enterEmail(page: Page, username: string): Promise<void> {
  const email = page.getByLabel('Email');
  const password = page.getByLabel(/^Password/);
  for (let attempt = 1; ; attempt++) {
    if ((await email.inputValue()) !== username) await email.fill(username);
    await page.getByRole('button', { name: 'NEXT' }).click();
    try {
      await password.waitFor({ timeout: 15_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** A demo user (the demo password) signed in on the journey's server: {@link signedInPage}. */
export function signedInDemoUser(
  browser: Browser,
  username: string,
  viewport?: { width: number; height: number },
) {
  return signedInPage(browser, inject('baseUrl'), username, inject('demoPassword'), viewport);
}

/** Runs a journey; on failure saves a screenshot (e2e/artifacts/<name>-failure.png) before rethrowing. */
export async function withFailureShot<T>(
  page: Page,
  name: string,
  journey: () => Promise<T>,
): Promise<T> {
  try {
    return await journey();
  } catch (error) {
    await shoot(page, `${name}-failure`).catch(() => undefined);
    throw error;
  }
}
