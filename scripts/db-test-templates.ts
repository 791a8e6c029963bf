// Global setup of the `db` tests: prepares the database templates of the run (PGlite only; on
// PostgreSQL every test file creates and seeds its own database) and removes them afterwards.
import { TEST_TEMPLATES_ENV } from '@circa/db/test-database';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTestTemplates } from '../apps/server/src/test-support/test-templates';

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'circa-test-templates-'));
  await writeTestTemplates(dir);
  process.env[TEST_TEMPLATES_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
