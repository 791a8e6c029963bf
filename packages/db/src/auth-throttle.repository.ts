import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The throttle state of one key (e.g. `login:account:a@b.c` or `login:ip:1.2.3.4`). */
export interface ThrottleState {
  failures: number;
  lockedUntil: Date | null;
}

export async function findThrottle(
  db: Kysely<Database>,
  key: string,
): Promise<ThrottleState | null> {
  const row = await db
    .selectFrom('auth_throttle')
    .select(['failures', 'locked_until'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? { failures: row.failures, lockedUntil: row.locked_until } : null;
}

export interface ThrottlePolicy {
  /** Failures within the window that trigger a lock. */
  maxFailures: number;
  /** Length of the counting window, seconds. */
  windowSeconds: number;
  /** Length of the lock, seconds. */
  lockSeconds: number;
}

/**
 * Counts one failure for `key` in a single atomic upsert: a failure after the window restarts the
 * count; reaching `maxFailures` sets `locked_until = now + lockSeconds` and restarts the count.
 */
export async function recordFailure(
  db: Kysely<Database>,
  key: string,
  policy: ThrottlePolicy,
  now: Date,
): Promise<ThrottleState> {
  const windowStart = new Date(now.getTime() - policy.windowSeconds * 1000);
  const lockUntil = new Date(now.getTime() + policy.lockSeconds * 1000);
  const row = await db
    .insertInto('auth_throttle')
    .values({
      key,
      failures: 1,
      window_started_at: now,
      locked_until: policy.maxFailures <= 1 ? lockUntil : null,
    })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case
          when auth_throttle.window_started_at < ${windowStart} then 1
          when auth_throttle.failures + 1 >= ${policy.maxFailures} then 0
          else auth_throttle.failures + 1 end`,
        locked_until: sql<Date | null>`case
          when auth_throttle.window_started_at >= ${windowStart}
           and auth_throttle.failures + 1 >= ${policy.maxFailures} then ${lockUntil}::timestamptz
          else auth_throttle.locked_until end`,
        window_started_at: sql<Date>`case
          when auth_throttle.window_started_at < ${windowStart} then ${now}::timestamptz
          else auth_throttle.window_started_at end`,
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow();
  return { failures: row.failures, lockedUntil: row.locked_until };
}

/** A progressive delay: after `freeFailures`, each failure makes the next try wait twice as long. */
export interface DelayPolicy {
  /** Failures within the window that cost nothing. */
  freeFailures: number;
  /** Wait after the first failure beyond the free ones, seconds; it doubles with each failure. */
  baseSeconds: number;
  /** The longest wait, seconds. */
  maxSeconds: number;
  /** Length of the counting window, seconds (a failure after it restarts the count). */
  windowSeconds: number;
}

/**
 * Counts one failure for `key` in a single atomic upsert and sets the time before which the
 * next attempt is refused: none for the first `freeFailures`, then `baseSeconds × 2^(n − free − 1)`
 * up to `maxSeconds`. The count is never reset by reaching a limit, so the wait keeps growing.
 */
export async function recordDelayedFailure(
  db: Kysely<Database>,
  key: string,
  policy: DelayPolicy,
  now: Date,
): Promise<ThrottleState> {
  const windowStart = new Date(now.getTime() - policy.windowSeconds * 1000);
  const failures = sql<number>`case
    when auth_throttle.window_started_at < ${windowStart} then 1
    else auth_throttle.failures + 1 end`;
  const waitUntil = (count: unknown) => sql<Date | null>`case
    when ${count} > ${policy.freeFailures} then ${now}::timestamptz + make_interval(secs => least(
      ${policy.maxSeconds}::float8,
      ${policy.baseSeconds}::float8 * power(2, ${count} - ${policy.freeFailures} - 1)
    ))
    else null end`;
  const row = await db
    .insertInto('auth_throttle')
    .values({
      key,
      failures: 1,
      window_started_at: now,
      locked_until: waitUntil(sql`1`),
    })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures,
        locked_until: waitUntil(failures),
        window_started_at: sql<Date>`case
          when auth_throttle.window_started_at < ${windowStart} then ${now}::timestamptz
          else auth_throttle.window_started_at end`,
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow();
  return { failures: row.failures, lockedUntil: row.locked_until };
}

/** Forgets a key's failures (after a success). */
export async function clearThrottle(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('auth_throttle').where('key', '=', key).execute();
}

/** Forgets the failures of every key starting with `prefix` (an account's per-address counters). */
export async function clearThrottlePrefix(db: Kysely<Database>, prefix: string): Promise<void> {
  await db
    .deleteFrom('auth_throttle')
    .where(sql<boolean>`starts_with(key, ${prefix})`)
    .execute();
}
