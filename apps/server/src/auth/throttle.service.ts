import { clearThrottle, findThrottle, recordFailure } from '@circa/db/auth-throttle.repository';
import type { ThrottlePolicy } from '@circa/db/auth-throttle.repository';
import type { Database } from '@circa/db/schema';
import { formatMessage, messages } from '@circa/contract/messages';
import type { Kysely } from 'kysely';
import { AppError } from '../http/app-error';

/**
 * What is throttled: each kind has a per-account and a per-IP counter (`availability`, the login
 * step's look-up of an email, only a per-IP one).
 */
export type ThrottleAction = 'login' | 'register' | 'pin' | 'pin-mail' | 'availability';

/**
 * Lock-out policies (docs/security.md). An account is locked for 15 minutes after 10 failures in
 * 15 minutes; an IP, which many honest users may share, after 30.
 */
export const throttlePolicies: Record<'account' | 'ip', ThrottlePolicy> = {
  account: { maxFailures: 10, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  ip: { maxFailures: 30, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
};

/** Per-IP and per-account throttling of sign-in attempts, kept in the database (shared by instances). */
export class ThrottleService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  private keys(action: ThrottleAction, account: string | null, ip: string) {
    const keys: Array<{ key: string; scope: 'account' | 'ip' }> = [
      { key: `${action}:ip:${ip}`, scope: 'ip' },
    ];
    if (account) keys.push({ key: `${action}:account:${account.toLowerCase()}`, scope: 'account' });
    return keys;
  }

  /** Throws 429 (with Retry-After) while the IP or the account is locked for this action. */
  async assertAllowed(action: ThrottleAction, account: string | null, ip: string): Promise<void> {
    const now = this.now();
    for (const { key } of this.keys(action, account, ip)) {
      const state = await findThrottle(this.db, key);
      if (state?.lockedUntil && state.lockedUntil > now) throw tooMany(state.lockedUntil, now);
    }
  }

  /** Counts a failure on both counters; returns true when this failure caused a lock. */
  async fail(action: ThrottleAction, account: string | null, ip: string): Promise<boolean> {
    const now = this.now();
    let isLocked = false;
    for (const { key, scope } of this.keys(action, account, ip)) {
      const state = await recordFailure(this.db, key, throttlePolicies[scope], now);
      if (state.lockedUntil && state.lockedUntil > now) isLocked = true;
    }
    return isLocked;
  }

  /** Clears the account counter after a success (the IP counter keeps counting). */
  async succeed(action: ThrottleAction, account: string): Promise<void> {
    await clearThrottle(this.db, `${action}:account:${account.toLowerCase()}`);
  }
}

function tooMany(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(
    'too_many_requests',
    formatMessage(messages.tooManyAttempts, { minutes }),
    undefined,
    seconds,
  );
}
