import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { acquireDataDirLock } from './data-dir-lock';
import { durablePgliteOptions, flushPath, flushTree } from './pglite-durable-fs';

/** Backup files are named `circa-<UTC timestamp>.tar.gz` so that name order is time order. */
const BACKUP_NAME = /^circa-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/;
/** What a backup interrupted by a crash leaves behind. */
const PARTIAL_NAME = /^circa-\d{8}T\d{6}Z\.tar\.gz\.partial$/;

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

/** Writes `data` to `file` and flushes it to the disk before returning. */
async function writeFlushed(file: string, data: Uint8Array): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes one backup (a gzipped tarball of the PGlite cluster, as `PGlite.dumpDataDir` makes it)
 * into `backupDir`, then deletes the oldest backups beyond `keep` (and the partial file of a
 * backup a crash interrupted). Returns the new file's path. The file is flushed to the disk
 * before it gets its name, so a backup that exists is whole.
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
  await writeFlushed(partial, new Uint8Array(await tarball.arrayBuffer()));
  await rename(partial, file);
  await flushPath(backupDir);
  const names = await readdir(backupDir);
  const backups = names.filter((name) => BACKUP_NAME.test(name)).sort();
  const surplus = backups.slice(0, Math.max(0, backups.length - keep));
  const stale = names.filter((name) => PARTIAL_NAME.test(name));
  await Promise.all([...surplus, ...stale].map((name) => rm(join(backupDir, name))));
  return file;
}

/** The time in a backup file's name, or null for a file that is not a backup. */
export function backupTime(name: string): Date | null {
  const parts = BACKUP_NAME.exec(name);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

/** The time of the newest backup in `backupDir` (by its name), or null when there is none. */
export async function newestBackupTime(backupDir: string): Promise<Date | null> {
  let names: string[];
  try {
    names = await readdir(backupDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const newest = names
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .at(-1);
  return newest ? backupTime(newest) : null;
}

/** The wall clock and the one timer of a backup schedule (tests pass a fake one). */
export interface BackupClock {
  now(): Date;
  /** Calls `run` once after `delayMs`; the handle is for `clearTimer`. */
  setTimer(run: () => void, delayMs: number): unknown;
  clearTimer(handle: unknown): void;
}

/** The real clock; its timer does not keep the process alive. */
export const systemClock: BackupClock = {
  now: () => new Date(),
  setTimer(run, delayMs) {
    const timer = setTimeout(run, delayMs);
    timer.unref();
    return timer;
  },
  clearTimer: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * The longest single wait (1 h): the schedule looks at the clock and the folder again at least
 * this often, so a changed clock or a suspended machine cannot push a backup far past its time
 * (and no wait exceeds what `setTimeout` can hold).
 */
export const MAX_BACKUP_WAIT_MS = 3_600_000;

/** A running backup schedule. */
export interface BackupSchedule {
  /** When the next backup is due (null before the first look at the folder, or once stopped). */
  nextDueAt(): Date | null;
  /** The current step (the look at the folder, and a backup when one is due) has finished. */
  settled(): Promise<void>;
  /** Clears the timer; resolves once a backup in progress has finished. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Backs up on the wall clock: a backup is due `intervalMs` after the newest backup file in
 * `backupDir` (by the time in its name), so a restart neither postpones nor repeats one. At
 * start the folder is looked at straight away: with no backup, or the newest older than the
 * interval, one is written at once. One timer at a time; `stop()` clears it. A failure goes to
 * `onError` and is tried again after `retryMs` (default: the interval, at most 15 min).
 * A newest backup stamped in the future (the clock was set back) counts as made now.
 */
export function scheduleBackups(options: {
  backupDir: string;
  intervalMs: number;
  backup: (at: Date) => Promise<string>;
  onDone: (file: string) => void;
  onError: (error: unknown) => void;
  /** Told when the next backup's due time is set or changes. */
  onPlanned?: (dueAt: Date) => void;
  retryMs?: number;
  clock?: BackupClock;
}): BackupSchedule {
  const clock = options.clock ?? systemClock;
  const retryMs = options.retryMs ?? Math.min(options.intervalMs, 15 * 60_000);
  let isStopped = false;
  let timer: unknown = null;
  let dueAt: Date | null = null;

  const plan = (due: Date) => {
    if (isStopped) return;
    const isNewDue = dueAt?.getTime() !== due.getTime();
    dueAt = due;
    const wait = Math.max(0, due.getTime() - clock.now().getTime());
    timer = clock.setTimer(wake, Math.min(wait, MAX_BACKUP_WAIT_MS));
    if (isNewDue) options.onPlanned?.(due);
  };

  const step = async () => {
    const now = clock.now();
    try {
      const newest = await newestBackupTime(options.backupDir);
      const last = newest === null ? null : Math.min(newest.getTime(), now.getTime());
      const due = last === null ? now : new Date(last + options.intervalMs);
      if (due.getTime() > now.getTime()) return plan(due);
      if (isStopped) return;
      const file = await options.backup(now);
      options.onDone(file);
      plan(new Date(now.getTime() + options.intervalMs));
    } catch (error) {
      plan(new Date(now.getTime() + retryMs));
      options.onError(error);
    }
  };

  let current: Promise<void> = Promise.resolve();
  function wake() {
    timer = null;
    // step() reports its own failures; only a throwing onError/onPlanned could get here
    current = step().catch(() => undefined);
  }
  wake();

  return {
    nextDueAt: () => (isStopped ? null : dueAt),
    settled: () => current,
    async stop() {
      isStopped = true;
      if (timer !== null) clock.clearTimer(timer);
      timer = null;
      await current;
    },
  };
}

/**
 * Replaces the PGlite cluster in `dataDir` with the one in a backup tarball. Refuses while Circa
 * runs on that folder (the data-dir lock). The replaced cluster is kept beside it as
 * `pglite-replaced-<timestamp>`, so a restore never loses data. The restored cluster is flushed
 * to the disk before this returns. Returns the replaced folder (or null when there was none).
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
    const restored = new PGlite({ ...durablePgliteOptions(cluster), loadDataDir: tarball });
    await restored.waitReady;
    await restored.close();
    await flushTree(cluster);
    await flushPath(dirname(cluster));
    return replaced;
  } finally {
    lock.release();
  }
}
