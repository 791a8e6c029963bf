import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('../artifacts/', import.meta.url).pathname;

/** Saves a full-page screenshot to e2e/artifacts/<name>.png (not committed) for people to look at. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
