import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('../artifacts/', import.meta.url).pathname;

/** Saves a full-page screenshot to e2e/artifacts/<name>.png (not committed) for people to look at. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  // let dialogs and tabs finish their transitions (spinners run forever: not waited for), so the
  // picture shows what the user sees
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // from the top: fixed bars (app bar, drawer, bottom navigation) are drawn where the viewport
  // is, so a scrolled page would show them in the middle of a full-page picture
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
