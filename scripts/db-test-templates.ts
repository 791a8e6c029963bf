// Global setup of the `db` tests: prepares the run's database templates (the schema, the demo
// seed, the demo development), as PGlite dumps or, with DATABASE_URL, as template databases on
// PostgreSQL; test files start from copies of them. Removes them afterwards.
import { TEST_PG_TEMPLATES_ENV, TEST_TEMPLATES_ENV } from '@circa/db/test-database';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPostgresTemplates,
  writePgliteTemplates,
} from '../apps/server/src/test-support/test-templates';

// Both database projects (db, db-mocking) name this setup, each loading it apart in the one
// process of the run: the environment says whether the templates are made already.
const MADE_BY_THIS_RUN = 'CIRCA_TEST_TEMPLATES_MADE_BY';

export default async function setup(): Promise<() => Promise<void>> {
  if (process.env[MADE_BY_THIS_RUN] === String(process.pid)) return async () => undefined;
  process.env[MADE_BY_THIS_RUN] = String(process.pid);
  return makeTemplates();
}

async function makeTemplates(): Promise<() => Promise<void>> {
  // the seeded users' hashes use the tests' cheap argon2 parameters too (password-hashing.ts)
  process.env.CIRCA_TEST_ONLY_WEAK_PASSWORD_HASHING = '1';
  const url = process.env.DATABASE_URL;
  if (url) {
    const prefix = `circa_template_${process.pid}`;
    const drop = await createPostgresTemplates(url, prefix);
    process.env[TEST_PG_TEMPLATES_ENV] = prefix;
    return drop;
  }
  const dir = mkdtempSync(join(tmpdir(), 'circa-test-templates-'));
  await writePgliteTemplates(dir);
  process.env[TEST_TEMPLATES_ENV] = dir;
  return async () => rmSync(dir, { recursive: true, force: true });
}
