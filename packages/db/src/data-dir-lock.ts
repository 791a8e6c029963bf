import { randomUUID } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** Raised when another live process holds the embedded database's data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    /** The holder's pid; null when the lock file is being written and cannot be read yet. */
    readonly holderPid: number | null,
  ) {
    super(
      `The embedded database in ${dataDir} is already in use by another Circa process` +
        (holderPid === null ? ' (its lock file was just created)' : ` (pid ${holderPid})`) +
        '. Stop that process first, or start this one with another CIRCA_DATA_DIR, ' +
        'or set DATABASE_URL to use PostgreSQL (which many processes can share).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** A held lock; `release()` removes the lock file (idempotent). */
export interface DataDirLock {
  readonly path: string;
  release(): void;
}

interface LockContent {
  pid: number;
  host: string;
  startedAt: string;
  /** Random per lock, so a lock is told apart from an older one that had the same pid. */
  token: string;
}

/** Timing of the look at a lock file that exists but cannot be read (it may be being written). */
export interface LockTiming {
  /** How often, and how long apart (ms), an unreadable lock file is read again. */
  unreadableRetries: number;
  unreadableRetryMs: number;
  /** An unreadable lock file younger than this (ms) counts as held; an older one as stale. */
  unreadableGraceMs: number;
}

const defaultTiming: LockTiming = {
  unreadableRetries: 20,
  unreadableRetryMs: 50,
  unreadableGraceMs: 10_000,
};

/** Lock files this process holds now (absolute paths). */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

type Observed =
  | { kind: 'missing' }
  | { kind: 'unreadable'; raw: string }
  | { kind: 'holder'; raw: string; holder: LockContent };

function readLockFile(path: string): Observed {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  try {
    const holder = JSON.parse(raw) as Partial<LockContent> | null;
    if (holder && Number.isInteger(holder.pid) && typeof holder.host === 'string')
      return { kind: 'holder', raw, holder: holder as LockContent };
  } catch {
    // empty or partly written
  }
  return { kind: 'unreadable', raw };
}

/** Reads the lock file, reading an unreadable one again a few times (its writer may be mid-write). */
function observe(path: string, timing: LockTiming): Observed {
  let observed = readLockFile(path);
  for (let i = 0; i < timing.unreadableRetries && observed.kind === 'unreadable'; i++) {
    sleepSync(timing.unreadableRetryMs);
    observed = readLockFile(path);
  }
  return observed;
}

/**
 * Whether an existing lock file still guards the directory. A readable lock is held when it was
 * written on another host (its pid cannot be checked from here), by this process for a lock it
 * holds now, or by another live process. A lock naming this process's pid that this process does
 * not hold is left over from an earlier run (after a container restart the pid can repeat), so it
 * is stale. An unreadable lock is held while it is recent (someone may be writing it).
 */
function isHeld(path: string, observed: Observed, timing: LockTiming): boolean {
  if (observed.kind === 'missing') return false;
  if (observed.kind === 'unreadable') {
    try {
      return Date.now() - statSync(path).mtimeMs < timing.unreadableGraceMs;
    } catch {
      return false; // removed meanwhile
    }
  }
  const { holder } = observed;
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return heldByThisProcess.has(path);
  return isAlive(holder.pid);
}

/** Creates the lock file only if none exists (O_EXCL); false when one exists. */
function tryCreate(path: string, content: LockContent): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(content));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Removes a stale lock file, but only if it still has the content that was judged stale. */
function removeIfUnchanged(path: string, observed: Observed): void {
  if (observed.kind === 'missing') return;
  const now = readLockFile(path);
  if (now.kind === 'missing' || now.raw !== observed.raw) return; // someone else took over
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Takes an exclusive lock file (`.circa.lock`) in `dataDir`, so that two processes never open the
 * same PGlite data directory (PGlite is single-process; two writers would corrupt it). The file is
 * created atomically (O_EXCL); a stale one (see `isHeld`) is removed and the creation retried.
 */
export function acquireDataDirLock(
  dataDir: string,
  timing: LockTiming = defaultTiming,
): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = resolve(join(dataDir, '.circa.lock'));
  const content: LockContent = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(path, content)) {
      heldByThisProcess.add(path);
      let isReleased = false;
      return {
        path,
        release() {
          if (isReleased) return;
          isReleased = true;
          heldByThisProcess.delete(path);
          const current = readLockFile(path);
          if (current.kind === 'holder' && current.holder.token === content.token) unlinkSync(path);
        },
      };
    }
    const observed = observe(path, timing);
    if (isHeld(path, observed, timing)) {
      throw new DataDirLockedError(
        dataDir,
        observed.kind === 'holder' ? observed.holder.pid : null,
      );
    }
    removeIfUnchanged(path, observed);
  }
  throw new Error(
    `Could not take the lock file ${path}; remove it if no Circa process is running.`,
  );
}
