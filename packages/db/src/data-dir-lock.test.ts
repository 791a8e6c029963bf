import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';
import type { LockTiming } from './data-dir-lock';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
/** Short retries so the refusals of unreadable files come quickly. */
const quick: LockTiming = {
  unreadableRetries: 2,
  unreadableRetryMs: 10,
  unreadableGraceMs: 10_000,
};

let dir: string;
let lockFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'circa-lockfile-'));
  lockFile = join(dir, '.circa.lock');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function refusal(run: () => unknown): DataDirLockedError {
  try {
    run();
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error('the lock was taken');
}

const lockContent = () => JSON.parse(readFileSync(lockFile, 'utf8')) as Record<string, unknown>;

/** Runs `count` Node processes at once that each try the lock, print TOOK or REFUSED, then wait. */
async function raceFromProcesses(count: number, beforeLock = ''): Promise<string[]> {
  const script = join(dir, 'contender.mjs');
  writeFileSync(
    script,
    `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
     ${beforeLock}
     try { acquireDataDirLock(${JSON.stringify(dir)}); console.log('TOOK'); }
     catch (e) { console.log(e.name === 'DataDirLockedError' ? 'REFUSED' : 'ERROR ' + e.message); }
     process.stdin.resume(); // stay alive (holding the lock) until the test closes stdin`,
  );
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['pipe', 'pipe', 'inherit'] }),
  );
  try {
    return await Promise.all(
      children.map(
        (child) =>
          new Promise<string>((resolve, reject) => {
            let out = '';
            child.stdout.on('data', (d: Buffer) => {
              out += d.toString();
              if (out.includes('\n')) resolve(out.trim());
            });
            child.once('exit', (code) => reject(new Error(`contender exited (${code}): ${out}`)));
          }),
      ),
    );
  } finally {
    for (const child of children) child.stdin.end();
    await Promise.all(
      children.map((c) => new Promise((r) => (c.exitCode === null ? c.once('exit', r) : r(0)))),
    );
  }
}

describe('acquireDataDirLock', () => {
  it('refuses a second lock in the same process while the first is held, and frees it on release', () => {
    const lock = acquireDataDirLock(dir);
    expect(lockContent()).toMatchObject({ pid: process.pid, host: hostname() });
    expect(refusal(() => acquireDataDirLock(dir)).holderPid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('treats a lock file with its own pid that it does not hold as stale (a repeated pid after a restart)', () => {
    writeFileSync(
      lockFile,
      JSON.stringify({ pid: process.pid, host: hostname(), startedAt: '2020-01-01T00:00:00Z' }),
    );
    const lock = acquireDataDirLock(dir);
    expect(lockContent()).toMatchObject({ pid: process.pid });
    expect(lockContent().startedAt).not.toBe('2020-01-01T00:00:00Z');
    lock.release();
  });

  it('takes over a lock of a process that is gone', () => {
    writeFileSync(
      lockFile,
      JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), startedAt: '' }),
    );
    const lock = acquireDataDirLock(dir);
    expect(lockContent()).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('refuses a lock of another live process, and of another host, and leaves the file alone', () => {
    const parent = { pid: process.ppid, host: hostname(), startedAt: '' };
    writeFileSync(lockFile, JSON.stringify(parent));
    expect(refusal(() => acquireDataDirLock(dir)).holderPid).toBe(process.ppid);
    expect(lockContent()).toEqual(parent);
    const remote = { pid: 2 ** 22 + 1, host: `not-${hostname()}`, startedAt: '' };
    writeFileSync(lockFile, JSON.stringify(remote));
    expect(refusal(() => acquireDataDirLock(dir)).holderPid).toBe(remote.pid);
    expect(lockContent()).toEqual(remote);
  });

  it.each([[''], ['{"pid": 12']])(
    'counts a recent unreadable lock file %j as held, and an old one as stale',
    (text) => {
      writeFileSync(lockFile, text);
      const error = refusal(() => acquireDataDirLock(dir, quick));
      expect(error.holderPid).toBeNull();
      expect(error.message).toContain('already in use by another Circa process');
      expect(readFileSync(lockFile, 'utf8')).toBe(text);
      const old = new Date(Date.now() - 60_000);
      utimesSync(lockFile, old, old);
      const lock = acquireDataDirLock(dir, quick);
      expect(lockContent()).toMatchObject({ pid: process.pid });
      lock.release();
    },
  );

  it('does not let a process that finds the lock file still empty take it from its writer', async () => {
    // Each contender first creates the file empty and fills it a moment later, as a process does
    // between open(O_EXCL) and write; a second contender that finds it empty must not remove it.
    const results = await raceFromProcesses(
      6,
      `const fs = await import('node:fs');
       const path = ${JSON.stringify(lockFile)};
       try {
         const fd = fs.openSync(path, 'wx');
         await new Promise((r) => setTimeout(r, 200));
         fs.writeSync(fd, JSON.stringify({ pid: process.pid, host: (await import('node:os')).hostname(), startedAt: '', token: 'x' }));
         fs.closeSync(fd);
         console.log('TOOK');
         process.stdin.resume();
         await new Promise(() => {});
       } catch (e) { if (e.code !== 'EEXIST') throw e; }`,
    );
    expect(results.filter((r) => r === 'TOOK')).toHaveLength(1);
    expect(results.filter((r) => r === 'REFUSED')).toHaveLength(5);
  });

  it('lets exactly one of several processes starting at once take the lock', async () => {
    const results = await raceFromProcesses(6);
    expect(results.filter((r) => r === 'TOOK')).toHaveLength(1);
    expect(results.filter((r) => r === 'REFUSED')).toHaveLength(5);
  });
});
