import { sql } from 'kysely';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import {
  MAX_BACKUP_WAIT_MS,
  newestBackupTime,
  restoreBackup,
  scheduleBackups,
  writeBackup,
} from './pglite-backup';
import type { BackupClock, BackupSchedule } from './pglite-backup';

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
  }, 180_000); // three clusters are opened, one of them created (initdb in WebAssembly)

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

const HOUR = 3_600_000;
const MINUTE = 60_000;
const fakeDump = async () => new Blob(['not a real tarball']);

/** A wall clock and timers that move only when told to. */
class FakeClock implements BackupClock {
  private readonly timers = new Map<number, { at: number; run: () => void }>();
  private lastId = 0;
  /** Every delay the schedule asked for, in order. */
  readonly delays: number[] = [];

  constructor(public time: number) {}

  now(): Date {
    return new Date(this.time);
  }

  setTimer(run: () => void, delayMs: number): number {
    this.delays.push(delayMs);
    this.lastId += 1;
    this.timers.set(this.lastId, { at: this.time + delayMs, run });
    return this.lastId;
  }

  clearTimer(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  get pendingTimers(): number {
    return this.timers.size;
  }

  /** Moves the clock on by `ms`, firing each timer due on the way and letting its step finish. */
  async advance(ms: number, schedule: BackupSchedule): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      const next = [...this.timers.entries()]
        .filter(([, timer]) => timer.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!next) break;
      const [id, timer] = next;
      this.timers.delete(id);
      this.time = Math.max(this.time, timer.at);
      timer.run();
      await schedule.settled();
    }
    this.time = end;
  }
}

let folders = 0;
function backupFolder(): string {
  folders += 1;
  return join(root, `schedule-${folders}`);
}

/** Starts a schedule on `backupDir` as the server does; `made` collects the times backed up. */
function start(backupDir: string, clock: FakeClock, made: Date[], intervalHours = 24) {
  const errors: unknown[] = [];
  const schedule = scheduleBackups({
    backupDir,
    intervalMs: intervalHours * HOUR,
    backup: async (at) => {
      made.push(at);
      return writeBackup(fakeDump, backupDir, at, 1000);
    },
    onDone: () => undefined,
    onError: (error) => errors.push(error),
    clock,
  });
  return { schedule, errors };
}

describe('backups on a wall-clock schedule', () => {
  const t0 = Date.parse('2026-11-21T10:00:00Z');

  it('writes one at start when there is none, then one every interval', async () => {
    const backupDir = backupFolder();
    const clock = new FakeClock(t0);
    const made: Date[] = [];
    const { schedule, errors } = start(backupDir, clock, made);
    await schedule.settled();
    expect(made).toEqual([new Date(t0)]);
    expect(schedule.nextDueAt()).toEqual(new Date(t0 + 24 * HOUR));

    await clock.advance(24 * HOUR - 1000, schedule);
    expect(made).toHaveLength(1);
    await clock.advance(1000, schedule);
    expect(made).toEqual([new Date(t0), new Date(t0 + 24 * HOUR)]);
    expect(await newestBackupTime(backupDir)).toEqual(new Date(t0 + 24 * HOUR));
    expect(errors).toEqual([]);
    await schedule.stop();
  });

  it('writes one at start when the newest is 25 h old', async () => {
    const backupDir = backupFolder();
    await writeBackup(fakeDump, backupDir, new Date(t0 - 25 * HOUR), 7);
    const clock = new FakeClock(t0);
    const made: Date[] = [];
    const { schedule } = start(backupDir, clock, made);
    await schedule.settled();
    expect(made).toEqual([new Date(t0)]);
    expect(schedule.nextDueAt()).toEqual(new Date(t0 + 24 * HOUR));
    await schedule.stop();
  });

  it('waits for the due time when the newest is 1 h old: the next one is due in 23 h', async () => {
    const backupDir = backupFolder();
    await writeBackup(fakeDump, backupDir, new Date(t0 - HOUR), 7);
    const clock = new FakeClock(t0);
    const made: Date[] = [];
    const { schedule } = start(backupDir, clock, made);
    await schedule.settled();
    expect(made).toEqual([]);
    expect(schedule.nextDueAt()).toEqual(new Date(t0 + 23 * HOUR));

    await clock.advance(23 * HOUR - 1000, schedule);
    expect(made).toEqual([]);
    await clock.advance(1000, schedule);
    expect(made).toEqual([new Date(t0 + 23 * HOUR)]);
    // no single wait is longer than an hour: the clock and the folder are looked at again
    expect(Math.max(...clock.delays)).toBeLessThanOrEqual(MAX_BACKUP_WAIT_MS);
    await schedule.stop();
  });

  it('is not postponed by restarts: 8 restarts in 40 minutes still back up every 30 minutes', async () => {
    const backupDir = backupFolder();
    const clock = new FakeClock(t0);
    const made: Date[] = [];
    // the server runs 5 minutes, stops, and starts again at once, 8 times over
    for (let run = 0; run < 8; run++) {
      const { schedule, errors } = start(backupDir, clock, made, 0.5);
      await schedule.settled();
      await clock.advance(5 * MINUTE, schedule);
      await schedule.stop();
      expect(clock.pendingTimers).toBe(0);
      expect(errors).toEqual([]);
    }
    expect(made).toEqual([new Date(t0), new Date(t0 + 30 * MINUTE)]);
  });

  it('keeps the due time across a restart in the middle of the interval', async () => {
    const backupDir = backupFolder();
    await writeBackup(fakeDump, backupDir, new Date(t0 - HOUR), 7);
    const clock = new FakeClock(t0);
    const made: Date[] = [];
    const first = start(backupDir, clock, made).schedule;
    await first.settled();
    await clock.advance(10 * HOUR, first);
    await first.stop();

    const second = start(backupDir, clock, made).schedule;
    await second.settled();
    expect(made).toEqual([]);
    expect(second.nextDueAt()).toEqual(new Date(t0 + 23 * HOUR));
    await clock.advance(13 * HOUR, second);
    expect(made).toEqual([new Date(t0 + 23 * HOUR)]);
    await second.stop();
  });

  it('counts a backup stamped in the future (the clock was set back) as made now', async () => {
    const backupDir = backupFolder();
    await writeBackup(fakeDump, backupDir, new Date(t0 + 100 * HOUR), 7);
    const clock = new FakeClock(t0);
    const made: Date[] = [];
    const { schedule } = start(backupDir, clock, made);
    await schedule.settled();
    expect(made).toEqual([]);
    expect(schedule.nextDueAt()).toEqual(new Date(t0 + 24 * HOUR));
    await schedule.stop();
  });

  it('reports a failed backup to onError and tries again later', async () => {
    const backupDir = backupFolder();
    const clock = new FakeClock(t0);
    const made: Date[] = [];
    const errors: unknown[] = [];
    let isDiskFull = true;
    const schedule = scheduleBackups({
      backupDir,
      intervalMs: 24 * HOUR,
      backup: async (at) => {
        if (isDiskFull) throw new Error('ENOSPC: no space left on device');
        made.push(at);
        return writeBackup(fakeDump, backupDir, at, 7);
      },
      onDone: () => undefined,
      onError: (error) => errors.push(error),
      clock,
    });
    await schedule.settled();
    expect(errors).toHaveLength(1);
    expect(schedule.nextDueAt()).toEqual(new Date(t0 + 15 * MINUTE));
    isDiskFull = false;
    await clock.advance(15 * MINUTE, schedule);
    expect(made).toEqual([new Date(t0 + 15 * MINUTE)]);
    expect(errors).toHaveLength(1);
    await schedule.stop();
  });

  it('stop() clears its one timer and lets a backup in progress finish without another', async () => {
    const backupDir = backupFolder();
    const clock = new FakeClock(t0);
    let finish!: () => void;
    const mayFinish = new Promise<void>((resolve) => (finish = resolve));
    let started!: () => void;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    const finished: string[] = [];
    const schedule = scheduleBackups({
      backupDir,
      intervalMs: 24 * HOUR,
      backup: async (at) => {
        started();
        await mayFinish;
        return writeBackup(fakeDump, backupDir, at, 7);
      },
      onDone: (file) => finished.push(file),
      onError: (error) => {
        throw error;
      },
      clock,
    });
    await hasStarted;
    const stopped = schedule.stop();
    finish();
    await stopped;
    expect(finished).toHaveLength(1);
    expect(clock.pendingTimers).toBe(0);
    expect(schedule.nextDueAt()).toBeNull();
    await schedule.stop();
  });
});
