import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Raised when another live process holds the embedded database's data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is already in use by another Circa process (pid ${holderPid}). ` +
        'Stop that process first, or start this one with another CIRCA_DATA_DIR, ' +
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
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): LockContent | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockContent;
  } catch {
    return null;
  }
}

/**
 * Takes an exclusive lock file (`.circa.lock`) in `dataDir`, so that two processes never open the
 * same PGlite data directory (PGlite is single-process; two writers would corrupt it). A lock left
 * by a process that no longer runs on this host is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, '.circa.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      const content: LockContent = {
        pid: process.pid,
        host: hostname(),
        startedAt: new Date().toISOString(),
      };
      writeSync(fd, JSON.stringify(content));
      closeSync(fd);
      let isReleased = false;
      return {
        path,
        release() {
          if (isReleased) return;
          isReleased = true;
          const holder = readHolder(path);
          if (holder?.pid === process.pid) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      const isHeld =
        holder !== null &&
        (holder.host !== hostname() || holder.pid === process.pid || isAlive(holder.pid));
      if (holder && isHeld) throw new DataDirLockedError(dataDir, holder.pid);
      try {
        unlinkSync(path);
      } catch {
        // another process removed it first; try again
      }
    }
  }
  throw new Error(
    `Could not take the lock file ${path}; remove it if no Circa process is running.`,
  );
}
