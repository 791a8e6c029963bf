import { defineConfig } from 'vitest/config';

/**
 * End-to-end journeys in Debian's Chromium (playwright-core) against a real Circa server that
 * the global setup starts on a free port with a throw-away data directory (PGlite).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
