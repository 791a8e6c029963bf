import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase } from './database';
import type { OpenDatabase } from './database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new throw-away
 * database on the PostgreSQL server of `DATABASE_URL` (created here, dropped on close). `url` is
 * that database's address (null for PGlite), for tests that open a second pool on it.
 */
export async function openTestDatabase(): Promise<OpenDatabase & { url: string | null }> {
  const url = process.env.DATABASE_URL;
  if (!url) return Object.assign(await openDatabase({ kind: 'memory' }), { url: null });

  const name = `circa_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const opened = await openDatabase({
    kind: 'postgres',
    url: testUrl.toString(),
    maxConnections: 20,
  });
  return {
    db: opened.db,
    kind: opened.kind,
    writeVersion: opened.writeVersion,
    url: testUrl.toString(),
    async close() {
      await opened.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        // the pool's sockets may still be closing: retry instead of killing them
        for (let attempt = 0; ; attempt++) {
          try {
            await cleanup.query(`drop database if exists ${name}`);
            break;
          } catch (error) {
            if (attempt >= 20) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}
