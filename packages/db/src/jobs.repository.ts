import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The job queue's table (migration 0013, docs/decisions/0018-job-queue.md). Times are passed in
 * (the caller's clock), never read from the database's `now()`, so tests move them.
 */

/** A job to enqueue. */
export interface NewJob {
  kind: string;
  /** Any JSON value; stored as jsonb. */
  payload: unknown;
  /** When it may run first. */
  runAt: Date;
  maxAttempts: number;
  /** At most one job per key: a second enqueue with the key is ignored. */
  idempotencyKey?: string | null;
  /** Jobs with the same key run one at a time, in the order they were enqueued. */
  serialKey?: string | null;
}

/** A job a worker holds until `lockedUntil` (its lease). */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** This claim's number, from 1; with `lockedBy` it identifies the claim (a fencing token). */
  attempt: number;
  maxAttempts: number;
  lockedBy: string;
  lockedUntil: Date;
  createdAt: Date;
}

/** Identifies one claim of a job: only the worker holding it may finish it. */
export interface JobClaim {
  id: number;
  lockedBy: string;
  attempt: number;
}

/** A job as stored (for inspection and tests). */
export interface JobRecord {
  id: number;
  kind: string;
  payload: unknown;
  runAt: Date;
  attempts: number;
  maxAttempts: number;
  lockedBy: string | null;
  lockedUntil: Date | null;
  lastError: string | null;
  doneAt: Date | null;
  failedAt: Date | null;
  idempotencyKey: string | null;
  serialKey: string | null;
}

/**
 * Adds a job. Pass the caller's transaction so the job exists exactly when its write commits.
 * Returns its id, or null when a job with the same idempotency key already exists.
 */
export async function enqueueJob(db: Kysely<Database>, job: NewJob): Promise<number | null> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? null),
      run_at: job.runAt,
      max_attempts: job.maxAttempts,
      idempotency_key: job.idempotencyKey ?? null,
      serial_key: job.serialKey ?? null,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Claims up to `limit` due jobs for `workerId` until `now + leaseMs`, oldest due first: a job is
 * due when it is neither done nor given up, its run_at has come, nobody holds a live lease on it
 * (a lease left by a dead worker has expired) and no earlier job of its serial key is unfinished.
 * `FOR UPDATE SKIP LOCKED` lets concurrent claimers pass over each other's rows, so two workers
 * never claim the same job. Each claim counts as an attempt. With `kinds`, only jobs of those kinds
 * are claimed (a worker leaves the kinds it has no handler for to others, e.g. newer versions).
 */
export async function claimJobs(
  db: Kysely<Database>,
  options: { workerId: string; now: Date; leaseMs: number; limit: number; kinds?: string[] },
): Promise<ClaimedJob[]> {
  const { workerId, now, leaseMs, limit, kinds } = options;
  if (kinds?.length === 0) return [];
  const until = new Date(now.getTime() + leaseMs);
  const result = await sql<{
    id: number;
    kind: string;
    payload: unknown;
    attempts: number;
    max_attempts: number;
    locked_until: Date;
    created_at: Date;
    run_at: Date;
  }>`
    with due as (
      select j.id from jobs j
      where j.done_at is null and j.failed_at is null
        and j.attempts < j.max_attempts
        and j.run_at <= ${now}
        and ${kinds ? sql`j.kind in (${sql.join(kinds)})` : sql`true`}
        and (j.locked_until is null or j.locked_until <= ${now})
        and (j.serial_key is null or not exists (
          select 1 from jobs e
          where e.serial_key = j.serial_key and e.id < j.id
            and e.done_at is null and e.failed_at is null))
      order by j.run_at, j.id
      limit ${limit}
      for update skip locked
    )
    update jobs set locked_by = ${workerId}, locked_until = ${until}, attempts = jobs.attempts + 1
    from due where jobs.id = due.id
    returning jobs.id, jobs.kind, jobs.payload, jobs.attempts, jobs.max_attempts,
      jobs.locked_until, jobs.created_at, jobs.run_at`.execute(db);
  return result.rows
    .sort((a, b) => a.run_at.getTime() - b.run_at.getTime() || a.id - b.id)
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      payload: row.payload,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
      lockedBy: workerId,
      lockedUntil: row.locked_until,
      createdAt: row.created_at,
    }));
}

/**
 * Marks a claimed job done (and erases its payload). Returns false, changing nothing, when the
 * claim is no longer the job's (its lease expired and another worker claimed it since).
 */
export async function completeJob(
  db: Kysely<Database>,
  claim: JobClaim,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ done_at: now, payload: null, locked_by: null, locked_until: null, last_error: null })
    .where('id', '=', claim.id)
    .where('locked_by', '=', claim.lockedBy)
    .where('attempts', '=', claim.attempt)
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Records a failed attempt of a claimed job: it runs again at `retryAt`, or with `retryAt` null
 * it is given up (failed_at, payload erased). Returns false when the claim is no longer the job's.
 */
export async function failJob(
  db: Kysely<Database>,
  claim: JobClaim,
  failure: { error: string; retryAt: Date | null },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      last_error: failure.error.slice(0, 2000),
      locked_by: null,
      locked_until: null,
      ...(failure.retryAt ? { run_at: failure.retryAt } : { failed_at: now, payload: null }),
    })
    .where('id', '=', claim.id)
    .where('locked_by', '=', claim.lockedBy)
    .where('attempts', '=', claim.attempt)
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Gives up the jobs whose last attempt's lease expired without an answer (their worker died on
 * the last attempt). Returns their ids.
 */
export async function giveUpAbandonedJobs(db: Kysely<Database>, now: Date): Promise<number[]> {
  const rows = await db
    .updateTable('jobs')
    .set({
      failed_at: now,
      payload: null,
      locked_by: null,
      locked_until: null,
      last_error: sql<string>`coalesce(last_error || '; ', '') || 'the worker stopped answering during the last attempt'`,
    })
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .whereRef('attempts', '>=', 'max_attempts')
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Ends every lease now. Only for a database that one process holds (PGlite behind its lock
 * file): at start, any lease was left by an earlier process that is gone.
 */
export async function releaseAllLeases(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({ locked_until: now })
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('locked_until', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes jobs done or given up before `before`. Returns how many. */
export async function purgeFinishedJobs(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb.and([eb('done_at', 'is not', null), eb('done_at', '<', before)]),
        eb.and([eb('failed_at', 'is not', null), eb('failed_at', '<', before)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** One job by id. */
export async function findJob(db: Kysely<Database>, id: number): Promise<JobRecord | null> {
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** The jobs of a kind, oldest first (inspection and tests). */
export async function listJobs(db: Kysely<Database>, kind?: string): Promise<JobRecord[]> {
  let query = db.selectFrom('jobs').selectAll().orderBy('id');
  if (kind !== undefined) query = query.where('kind', '=', kind);
  return (await query.execute()).map(toRecord);
}

function toRecord(row: {
  id: number;
  kind: string;
  payload: unknown;
  run_at: Date;
  attempts: number;
  max_attempts: number;
  locked_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
  done_at: Date | null;
  failed_at: Date | null;
  idempotency_key: string | null;
  serial_key: string | null;
}): JobRecord {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    runAt: row.run_at,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    lockedBy: row.locked_by,
    lockedUntil: row.locked_until,
    lastError: row.last_error,
    doneAt: row.done_at,
    failedAt: row.failed_at,
    idempotencyKey: row.idempotency_key,
    serialKey: row.serial_key,
  };
}
