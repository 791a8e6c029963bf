import {
  claimJobs,
  completeJob,
  enqueueJob,
  failJob,
  giveUpAbandonedJobs,
  purgeFinishedJobs,
  releaseAllLeases,
} from '@circa/db/jobs.repository';
import type { ClaimedJob } from '@circa/db/jobs.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { z } from 'zod';

/**
 * The one job queue (docs/decisions/0018-job-queue.md): background work is a row in `jobs`,
 * enqueued in the transaction of the write it belongs to and run by a worker in each process.
 * Delivery is at least once: a job whose worker dies after the work but before recording it runs
 * again, so handlers must be idempotent (or, for mail, accept a rare second copy).
 */

/** A kind of job: its name, the shape of its payload and its retry policy. */
export interface JobKind<P> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
  /** Attempts before the job is given up (each claim counts, also one whose worker died). */
  readonly maxAttempts: number;
  /** Delay before the first retry, ms; it doubles with each failed attempt... */
  readonly retryDelayMs: number;
  /** ...up to this, ms. */
  readonly maxRetryDelayMs: number;
}

/** Defines a kind of job. Defaults: 8 attempts, retries after 30 s, 1 min, 2 min ... up to 1 h. */
export function defineJobKind<P>(
  name: string,
  payload: z.ZodType<P>,
  policy: Partial<Pick<JobKind<P>, 'maxAttempts' | 'retryDelayMs' | 'maxRetryDelayMs'>> = {},
): JobKind<P> {
  return {
    name,
    payload,
    maxAttempts: policy.maxAttempts ?? 8,
    retryDelayMs: policy.retryDelayMs ?? 30_000,
    maxRetryDelayMs: policy.maxRetryDelayMs ?? 3_600_000,
  };
}

/** Exponential back-off: the wait after failed attempt `attempt` (1, 2, ...), ms. */
export function retryDelayMs(
  kind: Pick<JobKind<unknown>, 'retryDelayMs' | 'maxRetryDelayMs'>,
  attempt: number,
): number {
  return Math.min(kind.maxRetryDelayMs, kind.retryDelayMs * 2 ** Math.max(0, attempt - 1));
}

/** Does the work of one job. It may run more than once for one job: make it idempotent. */
export type JobHandler<P> = (payload: P, job: ClaimedJob) => Promise<void>;

/** Where the queue reports (pino's signature). */
export interface JobLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobQueueOptions {
  /** The clock of run_at, leases and back-off; tests move it. */
  now: () => Date;
  log: JobLog;
  /** Names this worker in `locked_by`; unique per process by default. */
  workerId?: string;
  /** Idle wait between looks for due jobs, ms (an enqueue in this process wakes it at once). */
  pollMs?: number;
  /** How long a claim holds a job, ms: longer than any handler runs (the mailer's timeouts). */
  leaseMs?: number;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** Finished jobs are deleted after this, ms. */
  retentionMs?: number;
  /**
   * True when this process alone uses the database (PGlite behind its lock file): at start,
   * leases left by an earlier process are ended at once instead of waiting for them to expire.
   */
  isSoleProcess?: boolean;
}

interface Registered {
  kind: JobKind<unknown>;
  handler: JobHandler<unknown>;
}

const purgeEveryMs = 3_600_000;

export class JobQueue {
  readonly workerId: string;
  private readonly handlers = new Map<string, Registered>();
  /** Job bookkeeping is no data a cached answer shows: it does not count as a write. */
  private readonly bookkeeping: Kysely<Database>;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly retentionMs: number;
  private loop: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private endSleep: (() => void) | null = null;
  private isStopping = false;
  private isWakePending = false;
  private drainTail: Promise<void> = Promise.resolve();
  private lastPurgeAt = Number.NEGATIVE_INFINITY;

  constructor(
    db: Kysely<Database>,
    private readonly options: JobQueueOptions,
  ) {
    this.bookkeeping = db.withoutPlugins();
    this.workerId =
      options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 10 * 60_000;
    this.concurrency = options.concurrency ?? 2;
    this.retentionMs = options.retentionMs ?? 7 * 24 * 3_600_000;
  }

  /** Registers the handler of a kind (once per kind). */
  handle<P>(kind: JobKind<P>, handler: JobHandler<P>): void {
    if (this.handlers.has(kind.name)) throw new Error(`job kind "${kind.name}" has a handler`);
    this.handlers.set(kind.name, {
      kind: kind as JobKind<unknown>,
      handler: handler as JobHandler<unknown>,
    });
  }

  /**
   * Adds a job through `db`: pass the caller's transaction, so the job exists exactly when the
   * write it belongs to commits, and call {@link wake} once it has committed. Outside a
   * transaction the worker is woken here. Returns the job's id, or null when `idempotencyKey`
   * already has a job.
   */
  async enqueue<P>(
    db: Kysely<Database>,
    kind: JobKind<P>,
    payload: P,
    options: { runAt?: Date; idempotencyKey?: string; serialKey?: string } = {},
  ): Promise<number | null> {
    if (!this.handlers.has(kind.name)) throw new Error(`job kind "${kind.name}" has no handler`);
    const id = await enqueueJob(db, {
      kind: kind.name,
      payload: kind.payload.parse(payload),
      runAt: options.runAt ?? this.options.now(),
      maxAttempts: kind.maxAttempts,
      idempotencyKey: options.idempotencyKey ?? null,
      serialKey: options.serialKey ?? null,
    });
    if (!db.isTransaction) this.wake();
    return id;
  }

  /**
   * Makes the running worker look for due jobs now rather than at its next poll. It looks after
   * the current turn of the event loop, so an answer being sent goes out first.
   */
  wake(): void {
    if (!this.loop || this.isStopping) return;
    if (this.endSleep) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => this.endSleep?.(), 0);
    } else {
      this.isWakePending = true;
    }
  }

  /** Starts this process's worker: one loop, sleeping on one timer between looks. */
  start(): void {
    if (this.loop) return;
    this.isStopping = false;
    this.loop = this.work();
  }

  /** Stops the worker: clears its timer and waits for the jobs in hand. Idempotent. */
  async stop(): Promise<void> {
    this.isStopping = true;
    this.endSleep?.();
    const loop = this.loop;
    await loop;
    if (this.loop === loop) this.loop = null;
  }

  /**
   * Runs due jobs until none is left (tests, instead of a running worker). Concurrent calls run
   * one after another, so each sees the jobs enqueued before it was called. Returns the jobs run.
   */
  drain(): Promise<number> {
    const run = this.drainTail.then(async () => {
      let total = 0;
      for (;;) {
        const ran = await this.runDue();
        if (ran === 0) return total;
        total += ran;
      }
    });
    this.drainTail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /**
   * One look: gives up jobs abandoned on their last attempt, claims up to `concurrency` due jobs
   * of the kinds it has handlers for and runs them. Returns how many it ran.
   */
  async runDue(): Promise<number> {
    const now = this.options.now();
    if (now.getTime() - this.lastPurgeAt >= purgeEveryMs) {
      this.lastPurgeAt = now.getTime();
      await purgeFinishedJobs(this.bookkeeping, new Date(now.getTime() - this.retentionMs));
    }
    for (const id of await giveUpAbandonedJobs(this.bookkeeping, now)) {
      this.options.log.error({ jobId: id }, 'job given up: its worker stopped in the last attempt');
    }
    const claimed = await claimJobs(this.bookkeeping, {
      workerId: this.workerId,
      now,
      leaseMs: this.leaseMs,
      limit: this.concurrency,
      kinds: [...this.handlers.keys()],
    });
    await Promise.all(claimed.map((job) => this.run(job)));
    return claimed.length;
  }

  private async work(): Promise<void> {
    if (this.options.isSoleProcess) {
      try {
        await releaseAllLeases(this.bookkeeping, this.options.now());
      } catch (error) {
        this.options.log.error({ err: error }, 'job queue: could not release old leases');
      }
    }
    while (!this.isStopping) {
      let ran = 0;
      try {
        ran = await this.runDue();
      } catch (error) {
        this.options.log.error({ err: error }, 'job queue: looking for due jobs failed');
      }
      if (this.isStopping) break;
      if (ran > 0 || this.isWakePending) {
        this.isWakePending = false;
        continue;
      }
      await this.sleep(this.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.endSleep = () => {
        if (this.timer) clearTimeout(this.timer);
        this.timer = null;
        this.endSleep = null;
        resolve();
      };
      this.timer = setTimeout(() => this.endSleep?.(), ms);
    });
  }

  /** Runs one claimed job and records the outcome; never throws. */
  private async run(job: ClaimedJob): Promise<void> {
    const registered = this.handlers.get(job.kind);
    const claim = { id: job.id, lockedBy: job.lockedBy, attempt: job.attempt };
    const context = { jobId: job.id, kind: job.kind, attempt: job.attempt };
    try {
      if (!registered) throw new PermanentJobError(`no handler for job kind "${job.kind}"`);
      const parsed = registered.kind.payload.safeParse(job.payload);
      if (!parsed.success) throw new PermanentJobError(`invalid payload: ${parsed.error.message}`);
      await registered.handler(parsed.data, job);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const isLast = job.attempt >= job.maxAttempts || error instanceof PermanentJobError;
      const retryAt =
        isLast || !registered
          ? null
          : new Date(this.options.now().getTime() + retryDelayMs(registered.kind, job.attempt));
      try {
        const isHeld = await failJob(
          this.bookkeeping,
          claim,
          { error: message, retryAt },
          this.options.now(),
        );
        if (!isHeld) {
          this.options.log.warn(context, 'job failed after its lease ended; not recorded');
        } else if (retryAt) {
          this.options.log.warn({ ...context, err: error, retryAt }, 'job failed; will retry');
        } else {
          this.options.log.error({ ...context, err: error }, 'job failed; given up');
        }
      } catch (recordError) {
        // the lease expires and the job is claimed again
        this.options.log.error({ ...context, err: recordError }, 'job failure not recorded');
      }
      return;
    }
    try {
      const isHeld = await completeJob(this.bookkeeping, claim, this.options.now());
      if (!isHeld) {
        this.options.log.warn(context, 'job finished after its lease ended: it may run twice');
      }
    } catch (error) {
      this.options.log.error(
        { ...context, err: error },
        'job done but not recorded: it will rerun',
      );
    }
  }
}

/** A failure that retrying cannot mend (the job is given up at once). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}
