import type { Page } from 'playwright-core';

/** The demo organisation's id: with one organisation the picker opens its projects. */
export async function demoOrgId(page: Page): Promise<number> {
  await page.goto('/organisation');
  await page.waitForURL(/\/org-projects\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}
