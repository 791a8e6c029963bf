import {
  clearThrottle,
  clearThrottlePrefix,
  findThrottle,
  recordDelayedFailure,
  recordFailure,
} from '@circa/db/auth-throttle.repository';
import type { DelayPolicy, ThrottlePolicy } from '@circa/db/auth-throttle.repository';
import type { Database } from '@circa/db/schema';
import { formatMessage, messages } from '@circa/contract/messages';
import type { Kysely } from 'kysely';
import { AppError } from '../http/app-error';

/**
 * What is throttled: each kind has a per-account and a per-IP counter (`availability`, the login
 * step's look-up of an email, only a per-IP one).
 */
export type ThrottleAction =
  'login' | 'register' | 'pin' | 'pin-mail' | 'verification-mail' | 'availability';

/**
 * Lock-out policies (docs/security.md). An account is locked for 15 minutes after 10 failures in
 * 15 minutes (PINs, PIN mails, verification mails, registrations); an IP, which many honest
 * users may share, after 30.
 */
export const throttlePolicies: Record<'account' | 'ip', ThrottlePolicy> = {
  account: { maxFailures: 10, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  ip: { maxFailures: 30, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
};

/**
 * Sign-in never locks an account (a lock would let anyone lock its owner out). Failures are
 * counted per account *and address* together: after 5, each wrong password makes the next try
 * from that address wait twice as long (1 s, 2 s, 4 s … up to 15 minutes). Across all
 * addresses, after 20 failures each makes the next try wait up to a minute: guessing from many
 * addresses slows to about one try a minute, while the owner waits at most that minute. The
 * per-IP lock of {@link throttlePolicies} still stops one address guessing across accounts.
 */
export const signInDelays: Record<'accountAddress' | 'account', DelayPolicy> = {
  accountAddress: { freeFailures: 5, baseSeconds: 1, maxSeconds: 15 * 60, windowSeconds: 15 * 60 },
  account: { freeFailures: 20, baseSeconds: 1, maxSeconds: 60, windowSeconds: 15 * 60 },
};

type Counter =
  | { key: string; kind: 'lock'; policy: ThrottlePolicy }
  | { key: string; kind: 'delay'; policy: DelayPolicy };

/** Throttling of sign-in attempts, PINs and registrations, kept in the database (shared by instances). */
export class ThrottleService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  private counters(action: ThrottleAction, account: string | null, ip: string): Counter[] {
    const counters: Counter[] = [
      { key: `${action}:ip:${ip}`, kind: 'lock', policy: throttlePolicies.ip },
    ];
    if (!account) return counters;
    const name = account.toLowerCase();
    if (action === 'login') {
      counters.push(
        {
          key: `login:account-ip:${name}:${ip}`,
          kind: 'delay',
          policy: signInDelays.accountAddress,
        },
        { key: `login:account:${name}`, kind: 'delay', policy: signInDelays.account },
      );
    } else {
      counters.push({
        key: `${action}:account:${name}`,
        kind: 'lock',
        policy: throttlePolicies.account,
      });
    }
    return counters;
  }

  /** Throws 429 (with Retry-After) while the IP, the account or the pair must wait for this action. */
  async assertAllowed(action: ThrottleAction, account: string | null, ip: string): Promise<void> {
    const now = this.now();
    for (const { key } of this.counters(action, account, ip)) {
      const state = await findThrottle(this.db, key);
      if (state?.lockedUntil && state.lockedUntil > now) throw tooMany(state.lockedUntil, now);
    }
  }

  /** Counts a failure on every counter; returns true when the next attempt must now wait. */
  async fail(action: ThrottleAction, account: string | null, ip: string): Promise<boolean> {
    const now = this.now();
    let mustWait = false;
    for (const counter of this.counters(action, account, ip)) {
      const state =
        counter.kind === 'lock'
          ? await recordFailure(this.db, counter.key, counter.policy, now)
          : await recordDelayedFailure(this.db, counter.key, counter.policy, now);
      if (state.lockedUntil && state.lockedUntil > now) mustWait = true;
    }
    return mustWait;
  }

  /** Clears the account's counters after a success (the IP counter keeps counting). */
  async succeed(action: ThrottleAction, account: string): Promise<void> {
    const name = account.toLowerCase();
    await clearThrottle(this.db, `${action}:account:${name}`);
    if (action === 'login') await clearThrottlePrefix(this.db, `login:account-ip:${name}:`);
  }
}

function tooMany(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const message =
    seconds < 120
      ? formatMessage(messages.tooManyAttemptsSeconds, { seconds })
      : formatMessage(messages.tooManyAttempts, { minutes });
  return new AppError('too_many_requests', message, undefined, seconds);
}
