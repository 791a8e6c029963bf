import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { acquireDataDirLock } from './data-dir-lock';

/** Backup files are named `circa-<UTC timestamp>.tar.gz` so that name order is time order. */
const BACKUP_NAME = /^circa-\d{8}T\d{6}Z\.tar\.gz$/;

/** The folder of the PGlite cluster inside a data directory (as `openDatabase` creates it). */
export function pgliteClusterDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** `2026-11-21T15:04:05.123Z` → `20261121T150405Z`. */
function stamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Writes one backup (a gzipped tarball of the PGlite cluster, as `PGlite.dumpDataDir` makes it)
 * into `backupDir`, then deletes the oldest backups beyond `keep`. Returns the new file's path.
 */
export async function writeBackup(
  dump: () => Promise<Blob>,
  backupDir: string,
  at: Date,
  keep: number,
): Promise<string> {
  await mkdir(backupDir, { recursive: true });
  const file = join(backupDir, `circa-${stamp(at)}.tar.gz`);
  const partial = `${file}.partial`;
  const tarball = await dump();
  await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
  await rename(partial, file);
  const backups = (await readdir(backupDir)).filter((name) => BACKUP_NAME.test(name)).sort();
  const surplus = backups.slice(0, Math.max(0, backups.length - keep));
  await Promise.all(surplus.map((name) => rm(join(backupDir, name))));
  return file;
}

/** A running backup timer; `stop()` cancels the next run (a run in progress finishes). */
export interface BackupSchedule {
  stop(): void;
}

/**
 * Backs up every `intervalMs` (the timer does not keep the process alive). Failures are reported
 * to `onError` and the schedule carries on.
 */
export function scheduleBackups(options: {
  backup: () => Promise<string>;
  intervalMs: number;
  onDone: (file: string) => void;
  onError: (error: unknown) => void;
}): BackupSchedule {
  const timer = setInterval(() => {
    options.backup().then(options.onDone, options.onError);
  }, options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * Replaces the PGlite cluster in `dataDir` with the one in a backup tarball. Refuses while Circa
 * runs on that folder (the data-dir lock). The replaced cluster is kept beside it as
 * `pglite-replaced-<timestamp>`, so a restore never loses data. Returns that folder (or null when
 * there was no cluster).
 */
export async function restoreBackup(
  dataDir: string,
  backupFile: string,
  at: Date,
): Promise<string | null> {
  const lock = acquireDataDirLock(dataDir);
  try {
    const tarball = new Blob([await readFile(backupFile)]);
    const cluster = pgliteClusterDir(dataDir);
    let replaced: string | null = null;
    if (existsSync(cluster)) {
      replaced = join(dataDir, `pglite-replaced-${stamp(at)}`);
      await rename(cluster, replaced);
    }
    const restored = new PGlite(cluster, { loadDataDir: tarball });
    await restored.waitReady;
    await restored.close();
    return replaced;
  } finally {
    lock.release();
  }
}
