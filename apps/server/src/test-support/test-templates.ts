import { openDatabase } from '@circa/db/database';
import { TEST_TEMPLATES } from '@circa/db/test-database';
import type { OpenDatabase } from '@circa/db/database';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { syncReferenceCatalogue } from '../catalogue/reference-catalogue';
import { seedDemoDevelopment } from '../seed/demo-development';
import { seedDemo } from '../seed/demo-seed';
import { testPassword } from './test-app';

async function writeDump(opened: OpenDatabase, dir: string, name: string): Promise<void> {
  const dump = await opened.dumpDataDir!();
  writeFileSync(join(dir, `${name}.tar.gz`), Buffer.from(await dump.arrayBuffer()));
}

/**
 * Prepares the templates once per test run (PGlite only), each a dump of a cluster seeded exactly
 * as `createTestApp` seeds a new database, so a test file starts from a copy instead of migrating
 * and seeding its own (about 3 s a file on this machine).
 */
export async function writeTestTemplates(dir: string): Promise<void> {
  const opened = await openDatabase({ kind: 'memory' });
  try {
    await writeDump(opened, dir, TEST_TEMPLATES.migrated);
    await syncReferenceCatalogue(opened.db);
    await seedDemo(opened.db, testPassword);
    await writeDump(opened, dir, TEST_TEMPLATES.demo);
    await seedDemoDevelopment(opened.db, await syncReferenceCatalogue(opened.db));
    await writeDump(opened, dir, TEST_TEMPLATES.demoDevelopment);
  } finally {
    await opened.close();
  }
}
