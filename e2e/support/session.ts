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
  await page.getByLabel('Email').fill(username);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'LOGON' }).click();
  await page.waitForURL('**/profile');
  return { context, page };
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
