import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

const dataDir = mkdtempSync(join(tmpdir(), 'circa-lock-'));
const databaseModule = fileURLToPath(new URL('./database.ts', import.meta.url));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Opens the same data dir from a second Node process and reports how it ended. */
function openFromSecondProcess() {
  const script = join(dataDir, 'second.mjs');
  writeFileSync(
    script,
    `const { openDatabase } = await import(${JSON.stringify(databaseModule)});
     try { const d = await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} }); await d.close(); console.log('OPENED'); }
     catch (e) { console.log(e.name + ': ' + e.message); process.exitCode = 3; }`,
  );
  return spawnSync(process.execPath, ['--import', 'tsx', script], {
    encoding: 'utf8',
    timeout: 60000,
  });
}

describe('PGlite data directory lock', () => {
  it('refuses a second process on the same data dir, and lets it in after close', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const refused = openFromSecondProcess();
      expect(refused.status).toBe(3);
      expect(refused.stdout).toContain('DataDirLockedError');
      expect(refused.stdout).toContain(
        `already in use by another Circa process (pid ${process.pid})`,
      );
      // the refused process must not have removed the holder's lock
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/already in use/);
    } finally {
      await first.close();
    }
    const after = openFromSecondProcess();
    expect(after.stdout).toContain('OPENED');
    expect(after.status).toBe(0);
  });

  it('takes over a lock left by a process that is gone', async () => {
    writeFileSync(
      join(dataDir, '.circa.lock'),
      JSON.stringify({
        pid: 2 ** 22 + 12345,
        host: (await import('node:os')).hostname(),
        startedAt: '',
      }),
    );
    const opened = await openDatabase({ kind: 'pglite', dataDir });
    await opened.close();
  });
});
