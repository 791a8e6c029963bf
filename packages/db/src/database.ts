import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { existsSync, fsyncSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import type { DataDirLock } from './data-dir-lock';
import { migrateToLatest } from './migrate';
import { pgliteClusterDir } from './pglite-backup';
import { durablePgliteOptions, failStop, flushPath, flushTree } from './pglite-durable-fs';
import type { FlushFile } from './pglite-durable-fs';
import { pglitePool } from './pglite-pool';
import type { Database } from './schema';
import { WriteVersion } from './write-version';

/** Where the data lives: PostgreSQL by URL, PGlite in a folder, or PGlite in memory (tests). */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | {
      kind: 'pglite';
      dataDir: string;
      /** Tests only: replaces the `fsync(2)` of each flush (docs/decisions/0013). */
      flush?: FlushFile;
    }
  | {
      kind: 'memory';
      /** Tests only: start from this dump of a cluster (`dumpDataDir`) instead of an empty one. */
      loadDataDir?: Blob;
    };

/** An open database with its Kysely handle. `close()` is idempotent. */
export interface OpenDatabase {
  readonly db: Kysely<Database>;
  readonly kind: DatabaseTarget['kind'];
  /** Changes after every write through `db` (for caches in single-process mode). */
  readonly writeVersion: WriteVersion;
  /**
   * PGlite only: a gzipped tarball of the whole cluster, taken while no query runs (it waits its
   * turn on the single connection). Undefined on PostgreSQL, which is backed up by its own tools.
   */
  readonly dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Type id of PostgreSQL int8: parsed as a JS number (counts and sums stay below 2^53). */
const INT8_OID = 20;
/** Type id of PostgreSQL numeric: parsed as a JS number. */
const NUMERIC_OID = 1700;

/**
 * Opens the database and brings its schema up to date. PGlite mode takes a lock file on the data
 * directory first, so a second process on the same folder is refused with a clear message.
 */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  let lock: DataDirLock | null = null;
  let closePglite: (() => Promise<void>) | null = null;
  let dumpDataDir: (() => Promise<Blob>) | undefined;
  let dialect: PostgresDialect;

  if (target.kind === 'postgres') {
    const types = {
      getTypeParser(oid: number, format?: 'text' | 'binary') {
        if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
        return pg.types.getTypeParser(oid, format);
      },
    };
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      types: types as pg.CustomTypesConfig,
    });
    dialect = new PostgresDialect({ pool });
  } else {
    const parsers = {
      [INT8_OID]: (v: string) => Number(v),
      [NUMERIC_OID]: (v: string) => Number(v),
    };
    let pglite: PGlite;
    let isNewCluster = false;
    let guard: ReturnType<typeof failStop> | null = null;
    if (target.kind === 'pglite') {
      lock = acquireDataDirLock(target.dataDir);
      const clusterDir = pgliteClusterDir(target.dataDir);
      isNewCluster = !existsSync(join(clusterDir, 'PG_VERSION'));
      // every commit is flushed to the disk before it is acknowledged (docs/decisions/0013)
      guard = failStop(target.flush ?? ((fd) => fsyncSync(fd)));
      pglite = new PGlite({ ...durablePgliteOptions(clusterDir, guard.flush), parsers });
    } else {
      pglite = new PGlite({
        parsers,
        ...(target.loadDataDir && { loadDataDir: target.loadDataDir }),
      });
    }
    try {
      await pglite.waitReady;
    } catch (error) {
      lock?.release();
      throw error;
    }
    if (target.kind === 'pglite' && isNewCluster) {
      try {
        // PGlite writes a new cluster without flushes: flush it before the first commit
        await flushTree(pgliteClusterDir(target.dataDir));
        await flushPath(target.dataDir);
      } catch (error) {
        await pglite.close().catch(() => undefined);
        lock?.release();
        throw error;
      }
    }
    // after a failed flush PGlite has stopped (a PANIC): closing it would wait for ever
    closePglite = () => (guard?.failure() ? Promise.resolve() : pglite.close());
    const pool = guard ? guard.guardPool(pglitePool(pglite)) : pglitePool(pglite);
    dumpDataDir = async () => {
      const connection = await pool.connect();
      try {
        return await pglite.dumpDataDir('gzip');
      } finally {
        connection.release();
      }
    };
    dialect = new PostgresDialect({ pool });
  }

  const writeVersion = new WriteVersion();
  const db = new Kysely<Database>({ dialect, plugins: [writeVersion] });
  let isClosed = false;
  const close = async () => {
    if (isClosed) return;
    isClosed = true;
    try {
      await db.destroy();
      await closePglite?.();
    } finally {
      lock?.release();
    }
  };

  try {
    await migrateToLatest(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, kind: target.kind, writeVersion, close, ...(dumpDataDir && { dumpDataDir }) };
}
