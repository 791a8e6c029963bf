import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { fsyncSync } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Flushes one open file (or folder) to the disk: `fsyncSync` unless a test counts the calls.
 * `path` is the file's path inside PGlite (`/pglite/data/pg_wal/...`), for tests and logs.
 */
export type FlushFile = (fd: number, path: string) => void;

/** The parts of Emscripten's NODEFS (inside PGlite's WebAssembly module) that are touched here. */
interface NodeFsInternals {
  stream_ops: { fsync?: (stream: { nfd: number; path: string }) => number };
  tryFSOperation?: <T>(operation: () => T) => T;
}

/**
 * PGlite's folder storage (NodeFS) with a working `fsync`.
 *
 * PGlite 0.5 runs PostgreSQL with `-F` (fsync off), and Emscripten's NODEFS has no `fsync` of its
 * own: PostgreSQL's flushes end in a no-op, so a commit reaches the OS page cache and nothing
 * makes it reach the disk (it survives a killed process, not a power loss or an OS crash). This
 * class gives NODEFS an `fsync` that calls the host's `fsync(2)` on the real file; with
 * {@link durableStartParams} PostgreSQL then flushes the WAL before it acknowledges each commit,
 * flushes data files and folders at checkpoints, and renames its control files durably.
 * A failed flush is an I/O error to PostgreSQL (which stops rather than acknowledge the commit).
 * See docs/decisions/0013-embedded-database-durability.md.
 */
export class DurableNodeFS extends NodeFS {
  readonly #flush: FlushFile;

  constructor(dataDir: string, flush: FlushFile = (fd) => fsyncSync(fd)) {
    super(dataDir);
    this.#flush = flush;
  }

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(pg, opts);
    const flush = this.#flush;
    const giveNodeFsAnFsync = (mod: { NODEFS: unknown }) => {
      const nodefs = mod.NODEFS as NodeFsInternals;
      const run = nodefs.tryFSOperation ?? (<T>(operation: () => T) => operation());
      nodefs.stream_ops.fsync = (stream) =>
        run(() => {
          flush(stream.nfd, stream.path);
          return 0;
        });
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), giveNodeFsAnFsync],
      },
    };
  }
}

/**
 * PGlite's start parameters without `-F`, and the settings that make a commit durable: `fsync`
 * on; `wal_sync_method=fsync` (Emscripten's `fdatasync` is a no-op, its `fsync` reaches
 * {@link DurableNodeFS}); `synchronous_commit` on; `full_page_writes` on (torn pages).
 */
export const durableStartParams: readonly string[] = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  ...['-c', 'fsync=on', '-c', 'wal_sync_method=fsync'],
  ...['-c', 'synchronous_commit=on', '-c', 'full_page_writes=on'],
];

/** Options for a PGlite cluster in `clusterDir` whose acknowledged commits survive a power loss. */
export function durablePgliteOptions(
  clusterDir: string,
  flush?: FlushFile,
): Pick<PGliteOptions, 'fs' | 'startParams'> {
  return { fs: new DurableNodeFS(clusterDir, flush), startParams: [...durableStartParams] };
}

/** How many files `flushTree` flushes at once (parallel flushes share the disk's cache flushes). */
const FLUSH_WIDTH = 16;

/**
 * Flushes every file and folder under `dir` (and `dir`) to the disk. PGlite writes a new cluster
 * (from initdb, or from a backup tarball) without flushing, and PostgreSQL's WAL can only be
 * replayed onto files that are really there; so this runs once when a cluster is created or
 * restored, before its first commit. About 1,000 files: 0.1 to 0.5 s on a small VM (one at a
 * time it took 2 to 3 s).
 */
export async function flushTree(dir: string): Promise<void> {
  const paths: string[] = [];
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) paths.push(path);
    }
    paths.push(folder);
  };
  await walk(dir);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) await flushPath(paths[next++]!);
  };
  await Promise.all(Array.from({ length: FLUSH_WIDTH }, worker));
}

/** Flushes one file or folder (a folder: its list of names) to the disk. */
export async function flushPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A flush of the embedded database failed: nothing more is acknowledged until a restart. */
export class EmbeddedDatabaseFlushError extends Error {
  constructor(
    readonly path: string,
    override readonly cause: unknown,
  ) {
    super(
      `The embedded database could not flush ${path} to the disk ` +
        `(${cause instanceof Error ? cause.message : String(cause)}). It accepts no more ` +
        'queries: check the disk, then restart Circa (PostgreSQL recovers from its WAL).',
    );
    this.name = 'EmbeddedDatabaseFlushError';
  }
}

/**
 * Fail-stop for flush errors, as PostgreSQL does (a failed fsync is a PANIC there: the data the
 * OS dropped cannot be written again). `flush` wraps a {@link FlushFile} and remembers the first
 * failure; `guardPool` makes every later connect and query reject with it, instead of reaching
 * a PGlite that stopped on the PANIC and would never answer.
 */
export function failStop(inner: FlushFile) {
  let failure: EmbeddedDatabaseFlushError | null = null;
  const flush: FlushFile = (fd, path) => {
    try {
      inner(fd, path);
    } catch (error) {
      failure ??= new EmbeddedDatabaseFlushError(path, error);
      throw error;
    }
  };
  const check = () => {
    if (failure) throw failure;
  };
  const guardPool = (pool: PostgresPool): PostgresPool => ({
    async connect() {
      check();
      const client = await pool.connect();
      return {
        async query(sql: string, parameters: readonly unknown[]) {
          check();
          return client.query(sql, parameters);
        },
        release: () => client.release(),
      } as PostgresPoolClient;
    },
    end: () => (failure ? Promise.resolve() : pool.end()),
  });
  return { flush, failure: () => failure, guardPool };
}
