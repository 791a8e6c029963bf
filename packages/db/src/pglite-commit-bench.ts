/**
 * `npx tsx packages/db/src/pglite-commit-bench.ts [commits]`: what a commit costs on the embedded
 * database, as PGlite ships (fsync off) and as Circa opens it (`DurableNodeFS`, fsync on). For
 * each, a new cluster in a temp folder, then `commits` (default 500) single-row insert commits
 * one after another. Prints one JSON line each: commits/s, the flushes (`fsync(2)` calls) made
 * during the commits and the files they were made on, and how long flushing the new cluster
 * (`flushTree`) took. The clusters go to a temp folder under BENCH_DIR (default: the OS temp
 * folder; point it at the disk the data will live on). Printing only; the figures are in
 * docs/decisions/0013.
 * To see the system calls themselves: `strace -f -c -e trace=fsync,fdatasync,pwrite64 npx tsx ...`.
 */
import { PGlite } from '@electric-sql/pglite';
import { fsyncSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { durablePgliteOptions, flushTree } from './pglite-durable-fs';

const commits = Number(process.argv[2] ?? 500);

async function bench(mode: 'as shipped' | 'durable'): Promise<void> {
  const root = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), 'circa-commit-bench-'));
  const clusterDir = join(root, 'pglite');
  const flushed: string[] = [];
  let isCounting = false;
  try {
    const pglite =
      mode === 'durable'
        ? new PGlite(
            durablePgliteOptions(clusterDir, (fd, path) => {
              if (isCounting) flushed.push(path.replace(/^.*\/data\//, ''));
              fsyncSync(fd); // the real flush, as in production
            }),
          )
        : new PGlite(clusterDir);
    const openStart = performance.now();
    await pglite.waitReady;
    const createMs = performance.now() - openStart;
    const treeStart = performance.now();
    await flushTree(clusterDir);
    const flushTreeMs = performance.now() - treeStart;
    await pglite.exec('create table bench (id int primary key, note text)');
    isCounting = true;
    const start = performance.now();
    for (let i = 0; i < commits; i++) {
      await pglite.query('insert into bench values ($1, $2)', [i, `row ${i}`]);
    }
    const ms = performance.now() - start;
    isCounting = false;
    await pglite.close();
    const files = [...new Set(flushed.map((path) => path.replace(/\/[^/]*$/, '/')))];
    process.stdout.write(
      `${JSON.stringify({
        mode,
        commits,
        commitsPerSecond: Math.round((commits * 1000) / ms),
        msPerCommit: Number((ms / commits).toFixed(3)),
        flushesDuringCommits: mode === 'durable' ? flushed.length : 0,
        flushedFolders: files,
        createClusterMs: Math.round(createMs),
        flushTreeMs: Math.round(flushTreeMs),
      })}\n`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await bench('as shipped');
await bench('durable');
