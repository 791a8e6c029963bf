// `npm run restore-backup -- <file>`: replaces the embedded database under CIRCA_DATA_DIR (default
// var/) with a backup from var/backups/. Stop Circa first; the replaced database is kept beside it.
import { register } from 'tsx/esm/api';
import { join, resolve } from 'node:path';

register();
const { restoreBackup } = await import('../packages/db/src/pglite-backup.ts');
const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: npm run restore-backup -- var/backups/circa-<timestamp>.tar.gz\n');
  process.exit(2);
}
const dataDir = join(resolve(process.env.CIRCA_DATA_DIR || 'var'), 'db');
try {
  const replaced = await restoreBackup(dataDir, resolve(file), new Date());
  process.stdout.write(
    `Restored ${file} into ${dataDir}.` +
      (replaced ? ` The database it replaced is kept in ${replaced}.` : '') +
      '\n',
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
