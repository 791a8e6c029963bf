import { spawn } from 'node:child_process';
import { fsyncSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock';
import { openDatabase } from './database';
import type { FlushFile } from './pglite-durable-fs';
import { EmbeddedDatabaseFlushError } from './pglite-durable-fs';

/**
 * The promise of the embedded database (docs/decisions/0013): a commit is on the disk before it
 * is acknowledged. A power loss cannot be staged in a test; what can be checked is that PGlite
 * runs with fsync on, that each commit reaches `fsync(2)` on the WAL before its answer, that a
 * killed process loses no acknowledged commit and recovers, and that a failed flush is never
 * acknowledged.
 */

const root = mkdtempSync(join(tmpdir(), 'circa-durability-'));
const databaseModule = fileURLToPath(new URL('./database.ts', import.meta.url));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Cluster creation runs initdb in WebAssembly: slow on a busy machine. */
const SLOW = 180_000;
/** One cluster for the whole file (created once: initdb is the slow part). */
const sharedDir = join(root, 'shared');

beforeAll(async () => {
  const database = await openDatabase({ kind: 'pglite', dataDir: sharedDir });
  await sql`create table probe (v int)`.execute(database.db);
  await database.close();
}, SLOW);

/** A flush that really calls fsync(2), and records the files it was called on. */
function recordingFlush() {
  const paths: string[] = [];
  const flush: FlushFile = (fd, path) => {
    paths.push(path);
    fsyncSync(fd);
  };
  return { paths, flush, walFlushes: () => paths.filter((p) => p.includes('/pg_wal/')).length };
}

describe('embedded database durability', () => {
  it('runs PostgreSQL with fsync, synchronous_commit and full_page_writes on, the WAL flushed by fsync', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: sharedDir });
    try {
      const settings: Record<string, string> = {};
      for (const name of ['fsync', 'wal_sync_method', 'synchronous_commit', 'full_page_writes']) {
        const { rows } = await sql<Record<string, string>>`show ${sql.raw(name)}`.execute(
          database.db,
        );
        settings[name] = rows[0]![name]!;
      }
      expect(settings).toEqual({
        fsync: 'on',
        wal_sync_method: 'fsync',
        synchronous_commit: 'on',
        full_page_writes: 'on',
      });
    } finally {
      await database.close();
    }
  });

  it('flushes the WAL to the disk before it acknowledges each commit; reads flush nothing', async () => {
    const recorder = recordingFlush();
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: sharedDir,
      flush: recorder.flush,
    });
    try {
      for (let v = 1; v <= 20; v++) {
        const before = recorder.walFlushes();
        await sql`insert into probe values (${v})`.execute(database.db);
        expect(recorder.walFlushes()).toBeGreaterThan(before);
      }
      await database.db.transaction().execute(async (trx) => {
        await sql`insert into probe values (${100})`.execute(trx);
        await sql`insert into probe values (${101})`.execute(trx);
      });
      const beforeRead = recorder.paths.length;
      await sql`select count(*) from probe`.execute(database.db);
      expect(recorder.paths.length).toBe(beforeRead);
    } finally {
      await database.close();
    }
  });

  it(
    'keeps every acknowledged commit when the process is killed (kill -9), and recovers',
    async () => {
      const dataDir = sharedDir;
      const script = join(root, 'writer.mjs');
      writeFileSync(
        script,
        `const { openDatabase } = await import(${JSON.stringify(databaseModule)});
         const d = await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} });
         await d.db.schema.createTable('killed').addColumn('v', 'integer').execute();
         for (let v = 1; ; v++) {
           await d.db.insertInto('killed').values({ v }).execute();
           process.stdout.write('acked ' + v + '\\n');
         }`,
      );
      const writer = spawn(process.execPath, ['--import', 'tsx', script], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let lastAcked = 0;
      await new Promise<void>((resolve, reject) => {
        writer.on('error', reject);
        writer.on('exit', (code) => reject(new Error(`writer exited early (${code})`)));
        writer.stdout.setEncoding('utf8');
        writer.stdout.on('data', (chunk: string) => {
          for (const match of chunk.matchAll(/acked (\d+)/g)) lastAcked = Number(match[1]);
          if (lastAcked >= 200) resolve();
        });
      });
      writer.removeAllListeners('exit');
      const exited = new Promise((resolve) => writer.on('exit', resolve));
      writer.kill('SIGKILL');
      await exited;

      // the lock of the killed process is stale: openDatabase takes it over and PGlite recovers
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const { rows } = await sql<{ n: number; top: number }>`
          select count(*)::int as n, max(v) as top from killed`.execute(database.db);
        expect(rows[0]!.top).toBeGreaterThanOrEqual(lastAcked);
        expect(rows[0]!.n).toBe(rows[0]!.top);
      } finally {
        await database.close();
      }
    },
    SLOW,
  );

  it('acknowledges nothing once a flush has failed, and still closes', async () => {
    let isDiskBroken = false;
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: sharedDir,
      flush: (fd, path) => {
        if (isDiskBroken && path.includes('/pg_wal/')) {
          throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' });
        }
        fsyncSync(fd);
      },
    });
    await sql`insert into probe values (${1000})`.execute(database.db);
    isDiskBroken = true;
    await expect(sql`insert into probe values (${1001})`.execute(database.db)).rejects.toThrow(
      /could not fsync file/,
    );
    isDiskBroken = false;
    await expect(sql`select 1`.execute(database.db)).rejects.toThrow(EmbeddedDatabaseFlushError);
    await expect(sql`insert into probe values (${1002})`.execute(database.db)).rejects.toThrow(
      /could not flush .*pg_wal.*EIO/,
    );
    await database.close();
    acquireDataDirLock(sharedDir).release();
  });
});
