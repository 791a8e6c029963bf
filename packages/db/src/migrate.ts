import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Migrator, sql } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { Database } from './schema';

const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));

/** Reads `packages/db/migrations/NNNN-name.sql`; each file is one forward-only migration. */
class SqlFileMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const text = await readFile(migrationsDir + file, 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
        async up(db) {
          await sql.raw(text).execute(db);
        },
      };
    }
    return migrations;
  }
}

/**
 * Brings the schema up to date. Migrations run in order inside Kysely's migration lock, so
 * several app instances starting at once on PostgreSQL apply each migration exactly once.
 * Throws with the failing migration's name and the database's message.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
