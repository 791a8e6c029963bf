import { sql } from 'kysely';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { restoreBackup, writeBackup } from './pglite-backup';

const root = mkdtempSync(join(tmpdir(), 'circa-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function probeValues(dataDir: string): Promise<number[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const { rows } = await sql<{ v: number }>`select v from backup_probe order by v`.execute(
      database.db,
    );
    return rows.map((row) => row.v);
  } finally {
    await database.close();
  }
}

describe('PGlite backups', () => {
  it('restores the cluster as it was at the backup and keeps the replaced one beside it', async () => {
    const dataDir = join(root, 'db');
    const backupDir = join(root, 'backups');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    let file: string;
    try {
      await sql`create table backup_probe (v int)`.execute(database.db);
      await sql`insert into backup_probe values (1)`.execute(database.db);
      file = await writeBackup(
        database.dumpDataDir!,
        backupDir,
        new Date('2026-11-21T10:00:00Z'),
        7,
      );
      await sql`insert into backup_probe values (2)`.execute(database.db);
      await expect(restoreBackup(dataDir, file, new Date('2026-11-21T11:00:00Z'))).rejects.toThrow(
        /already in use/,
      );
    } finally {
      await database.close();
    }
    expect(file).toBe(join(backupDir, 'circa-20261121T100000Z.tar.gz'));
    expect(await probeValues(dataDir)).toEqual([1, 2]);

    const replaced = await restoreBackup(dataDir, file, new Date('2026-11-21T12:00:00Z'));
    expect(replaced).toBe(join(dataDir, 'pglite-replaced-20261121T120000Z'));
    expect(existsSync(replaced!)).toBe(true);
    expect(await probeValues(dataDir)).toEqual([1]);
  });

  it('keeps only the newest backups', async () => {
    const backupDir = join(root, 'pruned');
    const dump = async () => new Blob(['not a real tarball']);
    for (const hour of ['01', '02', '03', '04']) {
      await writeBackup(dump, backupDir, new Date(`2026-11-21T${hour}:00:00Z`), 2);
    }
    expect(readdirSync(backupDir).sort()).toEqual([
      'circa-20261121T030000Z.tar.gz',
      'circa-20261121T040000Z.tar.gz',
    ]);
  });

  it('is offered for PGlite in memory too', async () => {
    const memory = await openDatabase({ kind: 'memory' });
    try {
      expect(typeof memory.dumpDataDir).toBe('function');
    } finally {
      await memory.close();
    }
  });
});
