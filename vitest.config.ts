import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure and route tests) and `db` (tests that touch a database; they run on
 * PGlite, and on PostgreSQL when DATABASE_URL is set). End-to-end tests live in e2e/ with their
 * own config.
 */
const dbTests = ['packages/**/src/**/*.db.test.ts', 'apps/**/src/**/*.db.test.ts'];
const mockingDbTests = ['apps/server/src/auth/password-recovery.routes.db.test.ts'];
// the embedded database's own file tests (backup, durability, data-directory lock) do not touch
// PostgreSQL: a run on PostgreSQL (DATABASE_URL) leaves them out
const pgliteFileTests = [
  'packages/db/src/pglite-*.db.test.ts',
  'packages/db/src/data-dir-lock.db.test.ts',
];
const dbTestOptions = {
  // seeded database templates, made once per run (PGlite): test files start from a copy
  globalSetup: ['scripts/db-test-templates.ts'],
  // cheap argon2 parameters for the run's many sign-ins (password-hashing.ts)
  env: { CIRCA_TEST_ONLY_WEAK_PASSWORD_HASHING: '1' },
  testTimeout: 30000,
  hookTimeout: 60000,
};

export default defineConfig({
  test: {
    // both cores: test files are independent (each has its own database and temp folders)
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/**/src/**/*.test.{ts,tsx}',
            'packages/**/scripts/**/*.test.ts',
            'packages/**/sources/**/*.test.ts',
          ],
          exclude: ['**/*.db.test.ts', '**/node_modules/**'],
          // jsdom screens on a busy 2-core machine can take longer than the 5 s default
          testTimeout: 20000,
          // files share a worker's module graph and environment instead of a fresh one each
          // (292 → ~100 s on this machine); each file cleans up after itself (isolateEachTest in
          // the web app), and the run passes with the files in shuffled order
          isolate: false,
          setupFiles: ['scripts/unit-test-setup.ts'],
        },
      },
      {
        test: {
          name: 'db',
          include: dbTests,
          exclude: [
            ...mockingDbTests,
            ...(process.env.DATABASE_URL ? pgliteFileTests : []),
            '**/node_modules/**',
          ],
          // files share a worker's module graph (about 4x faster); the server's process caches
          // are emptied before each file, since every file's database holds the same ids
          isolate: false,
          setupFiles: ['scripts/db-test-setup.ts'],
          ...dbTestOptions,
        },
      },
      {
        test: {
          // files that replace modules with vi.mock need a module graph of their own
          name: 'db-mocking',
          include: mockingDbTests,
          ...dbTestOptions,
        },
      },
    ],
  },
});
