import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OpenDatabase } from './database';
import {
  claimJobs,
  completeJob,
  enqueueJob,
  failJob,
  findJob,
  giveUpAbandonedJobs,
  listJobs,
  purgeFinishedJobs,
  releaseAllLeases,
} from './jobs.repository';
import { openTestDatabase } from './test-database';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await database.db.deleteFrom('jobs').execute();
});

const t0 = new Date('2026-01-01T00:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const job = (payload: unknown = { n: 1 }) => ({
  kind: 'test',
  payload,
  runAt: t0,
  maxAttempts: 3,
});
const lease = (workerId: string, seconds: number, limit = 10) => ({
  workerId,
  now: at(seconds),
  leaseMs: 60_000,
  limit,
});

describe('jobs', () => {
  it('exists only when the transaction that enqueued it commits', async () => {
    const { db } = database;
    await expect(
      db.transaction().execute(async (tx) => {
        await enqueueJob(tx, job({ rolledBack: true }));
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await listJobs(db)).toEqual([]);
    await db.transaction().execute(async (tx) => {
      await enqueueJob(tx, job({ committed: true }));
    });
    expect((await listJobs(db)).map((j) => j.payload)).toEqual([{ committed: true }]);
  });

  it('keeps one job per idempotency key', async () => {
    const { db } = database;
    const first = await enqueueJob(db, { ...job(), idempotencyKey: 'once' });
    expect(first).toEqual(expect.any(Number));
    expect(await enqueueJob(db, { ...job(), idempotencyKey: 'once' })).toBeNull();
    expect(await listJobs(db)).toHaveLength(1);
  });

  it('claims due jobs oldest first, each for one worker, and none before its run_at', async () => {
    const { db } = database;
    const early = await enqueueJob(db, job({ n: 'early' }));
    const late = await enqueueJob(db, { ...job({ n: 'late' }), runAt: at(30) });
    const a = await claimJobs(db, lease('a', 0));
    expect(a.map((j) => j.id)).toEqual([early]);
    expect(a[0]).toMatchObject({ attempt: 1, lockedBy: 'a', payload: { n: 'early' } });
    expect(a[0]!.lockedUntil).toEqual(at(60));
    expect(await claimJobs(db, lease('b', 10))).toEqual([]); // early is held, late not due
    expect((await claimJobs(db, lease('b', 30))).map((j) => j.id)).toEqual([late]);
  });

  it('gives an expired lease to the next claimer, and only that claim may finish the job', async () => {
    const { db } = database;
    const id = (await enqueueJob(db, job()))!;
    const [dead] = await claimJobs(db, lease('dead', 0)); // its worker never answers
    expect(await claimJobs(db, lease('b', 59))).toEqual([]);
    const [next] = await claimJobs(db, lease('b', 60));
    expect(next).toMatchObject({ id, attempt: 2, lockedBy: 'b' });
    const deadClaim = { id, lockedBy: 'dead', attempt: dead!.attempt };
    expect(await completeJob(db, deadClaim, at(61))).toBe(false);
    expect(await failJob(db, deadClaim, { error: 'late', retryAt: at(90) }, at(61))).toBe(false);
    expect(await completeJob(db, { id, lockedBy: 'b', attempt: 2 }, at(62))).toBe(true);
    const done = await findJob(db, id);
    expect(done).toMatchObject({ attempts: 2, doneAt: at(62), payload: null, lastError: null });
    expect(await claimJobs(db, lease('c', 1000))).toEqual([]);
  });

  it('retries a failed job at its retry time, and gives it up with its last error', async () => {
    const { db } = database;
    const id = (await enqueueJob(db, job({ secret: 'PIN' })))!;
    const [first] = await claimJobs(db, lease('a', 0));
    await failJob(
      db,
      { id, lockedBy: 'a', attempt: first!.attempt },
      { error: 'smtp down', retryAt: at(30) },
      at(1),
    );
    expect(await findJob(db, id)).toMatchObject({
      runAt: at(30),
      lastError: 'smtp down',
      lockedBy: null,
    });
    expect(await claimJobs(db, lease('a', 29))).toEqual([]);
    const [second] = await claimJobs(db, lease('a', 30));
    await failJob(
      db,
      { id, lockedBy: 'a', attempt: second!.attempt },
      { error: 'still down', retryAt: null },
      at(31),
    );
    expect(await findJob(db, id)).toMatchObject({
      attempts: 2,
      failedAt: at(31),
      lastError: 'still down',
      payload: null, // the secret does not stay behind
    });
    expect(await claimJobs(db, lease('a', 10_000))).toEqual([]);
  });

  it('gives up a job whose worker died in its last attempt', async () => {
    const { db } = database;
    const id = (await enqueueJob(db, { ...job(), maxAttempts: 1 }))!;
    await claimJobs(db, lease('dead', 0));
    expect(await giveUpAbandonedJobs(db, at(59))).toEqual([]);
    expect(await giveUpAbandonedJobs(db, at(60))).toEqual([id]);
    expect(await findJob(db, id)).toMatchObject({
      failedAt: at(60),
      lastError: 'the worker stopped answering during the last attempt',
    });
  });

  it('runs the jobs of one serial key one at a time, in order', async () => {
    const { db } = database;
    const first = await enqueueJob(db, { ...job({ n: 1 }), serialKey: 'k' });
    const second = await enqueueJob(db, { ...job({ n: 2 }), serialKey: 'k' });
    const other = await enqueueJob(db, { ...job({ n: 3 }), serialKey: 'other' });
    const claimed = await claimJobs(db, lease('a', 0));
    expect(claimed.map((j) => j.id)).toEqual([first, other]);
    expect(await claimJobs(db, lease('b', 1))).toEqual([]);
    // a retry of the first holds the second back too
    await failJob(
      db,
      { id: first!, lockedBy: 'a', attempt: 1 },
      { error: 'x', retryAt: at(30) },
      at(2),
    );
    expect(await claimJobs(db, lease('b', 3))).toEqual([]);
    const [again] = await claimJobs(db, lease('b', 30));
    expect(again?.id).toBe(first);
    await completeJob(db, { id: first!, lockedBy: 'b', attempt: 2 }, at(31));
    expect((await claimJobs(db, lease('b', 31))).map((j) => j.id)).toEqual([second]);
  });

  it('never gives one job to two claimers at once', async () => {
    const { db } = database;
    for (let i = 0; i < 30; i++) await enqueueJob(db, job({ i }));
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, w) => claimJobs(db, lease(`w${w}`, 0, 4))),
    );
    const ids = claims.flat().map((j) => j.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('releases every lease at once (a sole process starting), and purges finished jobs', async () => {
    const { db } = database;
    const held = (await enqueueJob(db, job()))!;
    const finished = (await enqueueJob(db, job()))!;
    await claimJobs(db, lease('old process', 0, 2));
    await completeJob(db, { id: finished, lockedBy: 'old process', attempt: 1 }, at(1));
    expect(await releaseAllLeases(db, at(2))).toBe(1);
    expect((await claimJobs(db, lease('new process', 2))).map((j) => j.id)).toEqual([held]);
    expect(await purgeFinishedJobs(db, at(1))).toBe(0);
    expect(await purgeFinishedJobs(db, at(2))).toBe(1);
    expect((await listJobs(db)).map((j) => j.id)).toEqual([held]);
  });
});
