import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';

/** Debian's Chromium; never a downloaded browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is not installed at ${chromiumPath}: run "apt-get install chromium" (CI does).`,
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * Chromium for one test file: launched before its tests and closed after them. Returns a getter,
 * as the browser exists only once the tests run.
 */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  return () => browser!;
}

/**
 * A new browser context (fresh cookies and storage) and page at a viewport size. Transitions are
 * switched off (as with the user's "reduce motion"), so a test or a screenshot never waits for a
 * slide or a colour fade to finish.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  await context.addInitScript(() => {
    const style = document.createElement('style');
    style.textContent =
      '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; }';
    document.addEventListener('DOMContentLoaded', () => document.head.append(style));
  });
  const page = await context.newPage();
  return { context, page };
}

/** A phone's viewport (the screenshots named *-phone). */
export const phone = { width: 390, height: 844 };

/** A widescreen viewport (the analysis screens are desktop and wider only). */
export const widescreen = { width: 1600, height: 1000 };

/** True when the page needs no sideways scrolling. */
export const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
