import { openDatabase } from '@circa/db/database';
import type { OpenDatabase } from '@circa/db/database';
import { claimJobs, findJob, listJobs } from '@circa/db/jobs.repository';
import { openTestDatabase } from '@circa/db/test-database';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJobKind, JobQueue, retryDelayMs } from './job-queue.service';
import type { JobLog } from './job-queue.service';

let database: OpenDatabase & { url: string | null };
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await database.db.deleteFrom('jobs').execute();
  clock = Date.parse('2026-01-01T00:00:00Z');
  logged.length = 0;
});

let clock = 0;
const now = () => new Date(clock);
const logged: Array<{ level: string; msg: string }> = [];
const log: JobLog = {
  warn: (_obj, msg) => logged.push({ level: 'warn', msg }),
  error: (_obj, msg) => logged.push({ level: 'error', msg }),
};
const work = defineJobKind('test-work', z.object({ n: z.number() }), {
  maxAttempts: 3,
  retryDelayMs: 1000,
  maxRetryDelayMs: 10_000,
});
const leaseMs = 60_000;
const queue = (workerId: string, db = database.db) =>
  new JobQueue(db, { now, log, workerId, leaseMs, pollMs: 60_000 });

/** A promise with its resolve and reject. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the job queue', () => {
  it('backs off exponentially up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((a) => retryDelayMs(work, a))).toEqual([
      1000, 2000, 4000, 8000, 10_000,
    ]);
  });

  it('has no job when the transaction that enqueued it rolled back', async () => {
    const jobs = queue('w');
    jobs.handle(work, async () => undefined);
    await expect(
      database.db.transaction().execute(async (tx) => {
        await jobs.enqueue(tx, work, { n: 1 });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await listJobs(database.db, work.name)).toEqual([]);
    expect(await jobs.drain()).toBe(0);
  });

  it('retries a failing handler with back-off, then gives up after max_attempts with last_error', async () => {
    const jobs = queue('w');
    let calls = 0;
    jobs.handle(work, async () => {
      calls++;
      throw new Error(`mail server refused (${calls})`);
    });
    const id = (await jobs.enqueue(database.db, work, { n: 1 }))!;
    expect(await jobs.drain()).toBe(1);
    expect(await findJob(database.db, id)).toMatchObject({
      attempts: 1,
      runAt: new Date(clock + 1000),
      lastError: 'mail server refused (1)',
      doneAt: null,
      failedAt: null,
    });
    clock += 999;
    expect(await jobs.drain()).toBe(0); // not due yet
    clock += 1;
    expect(await jobs.drain()).toBe(1);
    expect((await findJob(database.db, id))!.runAt).toEqual(new Date(clock + 2000));
    clock += 2000;
    expect(await jobs.drain()).toBe(1);
    expect(await findJob(database.db, id)).toMatchObject({
      attempts: 3,
      failedAt: new Date(clock),
      lastError: 'mail server refused (3)',
      payload: null,
    });
    clock += 3_600_000;
    expect(await jobs.drain()).toBe(0);
    expect(calls).toBe(3);
    expect(logged).toEqual([
      { level: 'warn', msg: 'job failed; will retry' },
      { level: 'warn', msg: 'job failed; will retry' },
      { level: 'error', msg: 'job failed; given up' },
    ]);
  });

  it('finishes once the job of a worker killed mid-job, after its lease expires', async () => {
    const effects = new Map<number, number>();
    const record = (n: number) => {
      effects.set(n, (effects.get(n) ?? 0) + 1);
    };
    // worker a dies in the middle of the job: its handler never gets past `killed`
    const a = queue('a');
    const started = deferred();
    const killed = deferred();
    a.handle(work, async (payload) => {
      started.resolve();
      await killed.promise;
      record(payload.n);
    });
    const b = queue('b');
    b.handle(work, async (payload) => record(payload.n));

    const id = (await a.enqueue(database.db, work, { n: 7 }))!;
    const aRun = a.runDue();
    await started.promise;
    expect(await b.drain()).toBe(0); // a's lease holds
    clock += leaseMs - 1;
    expect(await b.drain()).toBe(0);
    clock += 1;
    expect(await b.drain()).toBe(1); // the lease expired: b runs it
    expect(effects.get(7)).toBe(1);
    expect(await findJob(database.db, id)).toMatchObject({ attempts: 2, lastError: null });
    expect((await findJob(database.db, id))!.doneAt).toEqual(now());

    // the dead worker never comes back; if its code did resume, its claim is void
    killed.reject(new Error('killed'));
    await aRun;
    clock += 10 * leaseMs;
    expect(await b.drain()).toBe(0);
    expect(effects.get(7)).toBe(1);
    expect((await findJob(database.db, id))!.lastError).toBeNull();
    expect(logged).toContainEqual({
      level: 'warn',
      msg: 'job failed after its lease ended; not recorded',
    });
  });

  it('runs a job claimed by a dead process once (claimed directly, never completed)', async () => {
    const jobs = queue('live');
    let runs = 0;
    jobs.handle(work, async () => {
      runs++;
    });
    await jobs.enqueue(database.db, work, { n: 1 });
    await claimJobs(database.db, { workerId: 'dead', now: now(), leaseMs, limit: 1 });
    expect(await jobs.drain()).toBe(0);
    clock += leaseMs;
    expect(await jobs.drain()).toBe(1);
    clock += leaseMs;
    expect(await jobs.drain()).toBe(0);
    expect(runs).toBe(1);
  });

  it('never runs one job in two workers at once, and runs each once', async () => {
    // on PostgreSQL the second worker has its own pool; PGlite is one connection for both
    const second: OpenDatabase | null = database.url
      ? await openDatabase({ kind: 'postgres', url: database.url, maxConnections: 4 })
      : null;
    try {
      const running = new Set<number>();
      const runs = new Map<number, string[]>();
      let overlaps = 0;
      const handler = (worker: string) => async (payload: { n: number }) => {
        if (running.has(payload.n)) overlaps++;
        running.add(payload.n);
        runs.set(payload.n, [...(runs.get(payload.n) ?? []), worker]);
        await nextTurn(); // let the other worker claim meanwhile
        running.delete(payload.n);
      };
      const a = queue('a');
      const b = queue('b', second?.db ?? database.db);
      a.handle(work, handler('a'));
      b.handle(work, handler('b'));
      const count = 40;
      for (let n = 0; n < count; n++) await a.enqueue(database.db, work, { n });
      const [byA, byB] = await Promise.all([a.drain(), b.drain()]);
      expect(byA + byB).toBe(count);
      expect(overlaps).toBe(0);
      expect([...runs.values()].every((workers) => workers.length === 1)).toBe(true);
      expect(runs.size).toBe(count);
      expect((await listJobs(database.db, work.name)).every((j) => j.doneAt !== null)).toBe(true);
    } finally {
      await second?.close();
    }
  });

  it('runs in the background: an enqueue wakes the worker, and stop waits for the job in hand', async () => {
    const jobs = queue('bg'); // polls once a minute: only a wake runs the job soon
    const started = deferred();
    const release = deferred();
    let finished = 0;
    jobs.handle(work, async () => {
      started.resolve();
      await release.promise;
      finished++;
    });
    jobs.start();
    try {
      await jobs.enqueue(database.db, work, { n: 1 });
      await started.promise;
      let isStopped = false;
      const stopping = jobs.stop().then(() => {
        isStopped = true;
      });
      await nextTurn();
      expect(isStopped).toBe(false); // the job in hand is not dropped
      release.resolve();
      await stopping;
      expect(finished).toBe(1);
      expect((await listJobs(database.db, work.name))[0]!.doneAt).not.toBeNull();
    } finally {
      release.resolve();
      await jobs.stop();
    }
  });

  it('refuses to enqueue a kind without a handler, and leaves kinds it cannot run to others', async () => {
    const jobs = queue('w');
    await expect(jobs.enqueue(database.db, work, { n: 1 })).rejects.toThrow('has no handler');
    const other = queue('other');
    let runs = 0;
    other.handle(work, async () => {
      runs++;
    });
    const id = (await other.enqueue(database.db, work, { n: 1 }))!;
    expect(await jobs.drain()).toBe(0); // `jobs` has no handler for it (an older version, say)
    expect((await findJob(database.db, id))!.attempts).toBe(0);
    expect(await other.drain()).toBe(1);
    expect(runs).toBe(1);
  });

  it('gives up at once a job whose payload does not fit its kind', async () => {
    const jobs = queue('w');
    jobs.handle(work, async () => undefined);
    const [id] = await database.db
      .insertInto('jobs')
      .values({ kind: work.name, payload: '{"n":"seven"}', run_at: now(), max_attempts: 3 })
      .returning('id')
      .execute()
      .then((rows) => rows.map((r) => r.id));
    expect(await jobs.drain()).toBe(1);
    const job = await findJob(database.db, id!);
    expect(job).toMatchObject({ attempts: 1, failedAt: now() });
    expect(job!.lastError).toMatch(/^invalid payload/);
  });
});
