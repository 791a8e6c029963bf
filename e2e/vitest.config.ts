import { defineConfig } from 'vitest/config';

/**
 * End-to-end journeys in Debian's Chromium (playwright-core) against a real Circa server that
 * the global setup starts on a free port with a throw-away data directory (PGlite). Files of one
 * run share that server, one file at a time; `npm run test:e2e` (scripts/test-e2e.mjs) starts two
 * runs, each with half the files (`--shard`) and its own server.
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
    // expect.poll waits for what the user waits for (a message, a page); on a busy machine a
    // server answer can take seconds, so the default 1 s is too short (CI failed on it)
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
