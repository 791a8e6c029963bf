import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure and route tests) and `db` (tests that touch a database; they run on
 * PGlite, and on PostgreSQL when DATABASE_URL is set). End-to-end tests live in e2e/ with their
 * own config.
 */
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
          setupFiles: ['scripts/unit-test-setup.ts'],
        },
      },
      {
        test: {
          name: 'db',
          include: ['packages/**/src/**/*.db.test.ts', 'apps/**/src/**/*.db.test.ts'],
          // seeded database templates, made once per run (PGlite): test files start from a copy
          globalSetup: ['scripts/db-test-templates.ts'],
          // cheap argon2 parameters for the run's many sign-ins (password-hashing.ts)
          env: { CIRCA_TEST_ONLY_WEAK_PASSWORD_HASHING: '1' },
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
