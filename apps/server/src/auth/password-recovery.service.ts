import type { ValidatePinResponse } from '@circa/contract/identity.schema';
import {
  consumePinReset,
  findOpenPinReset,
  pinResetState,
  replacePinReset,
  spendPinAttempt,
  voidPinReset,
} from '@circa/db/pin-resets.repository';
import { upsertPasswordHash } from '@circa/db/sign-in-methods.repository';
import { findUserByEmail } from '@circa/db/users.repository';
import { z } from 'zod';
import type { CallerInfo } from '../http/request-context';
import { defineJobKind } from '../jobs/job-queue.service';
import type { JobQueue } from '../jobs/job-queue.service';
import type { Mailer } from '../mail/mailer';
import { pinMail } from '../mail/templates';
import type { IdentityDeps } from './identity-deps';
import { hashPassword, verifyPassword } from './password-hashing';
import { assertPasswordAllowed } from './password-policy';
import { newPin } from './secret-tokens';
import { audit, completeSignIn } from './sign-in';

/** Wrong PINs allowed before the recovery is void and must start over. */
export const PIN_ATTEMPTS = 3;
/** Life of a PIN, minutes. */
export const PIN_LIFETIME_MINUTES = 10;

const resetAnswer: ValidatePinResponse = {
  Success: false,
  Reset: true,
  AttemptsLeft: 0,
  UserResponseDetail: null,
};

/**
 * The PIN of a recovery request, stored, mailed and audited by the job queue after the answer.
 * The job carries the PIN (erased from the job when it finishes), its hash and the pending
 * password's hash. 5 attempts, retried after 30 s, 1 and 2 minutes: within the PIN's life.
 */
export const pinMailJob = defineJobKind(
  'pin-mail',
  z.object({
    username: z.string(),
    pin: z.string(),
    pinHash: z.string(),
    pendingPasswordHash: z.string(),
    /** ISO time of the request: the PIN's 10 minutes count from it. */
    requestedAt: z.string(),
    caller: z.object({ ip: z.string(), userAgent: z.string().nullable() }),
  }),
  { maxAttempts: 5, retryDelayMs: 30_000, maxRetryDelayMs: 120_000 },
);

/**
 * Runs the queue's PIN jobs. For a real account: stores the reset (voiding the user's earlier
 * one), mails the PIN and audits `pin_sent`; for an unknown account nothing. Idempotent: a rerun
 * (its worker died) finds its reset by the PIN's hash and does not store it again, mails it again
 * only while it is still open (at least once), and sends nothing once it was used or replaced.
 * A PIN whose 10 minutes passed before its job ran is dropped (the user asks again).
 */
export function handlePinMailJobs(
  jobs: JobQueue,
  deps: Pick<IdentityDeps, 'db' | 'now'> & { mailer: Mailer },
): void {
  jobs.handle(pinMailJob, async (job) => {
    const user = await findUserByEmail(deps.db, job.username);
    if (!user) return;
    const requestedAt = new Date(job.requestedAt);
    const expiresAt = new Date(requestedAt.getTime() + PIN_LIFETIME_MINUTES * 60_000);
    if (expiresAt <= deps.now()) return;
    const state = await pinResetState(deps.db, user.id, job.pinHash);
    if (state === 'closed') return;
    if (state === null) {
      const reset = {
        userId: user.id,
        pinHash: job.pinHash,
        pendingPasswordHash: job.pendingPasswordHash,
        attemptsLeft: PIN_ATTEMPTS,
        expiresAt,
      };
      await replacePinReset(deps.db, reset, requestedAt);
    }
    await deps.mailer.send(pinMail(user.email, job.pin, PIN_LIFETIME_MINUTES));
    await audit(deps, 'pin_sent', job.caller, { id: user.id, email: user.email }, null);
  });
}

/**
 * Step 1 of recovery: keeps the new password (hashed) pending and emails a one-time PIN. Answers
 * the same whether or not the account exists, so the call cannot be used to find accounts, and
 * takes the same time: both paths run the same two argon2 hashes (the new password and a PIN)
 * and queue the same job, and only then answer; the job looks the account up and, for a real
 * one, stores, mails and audits the PIN after the answer has been sent, so neither the database
 * writes nor the mail (SMTP can take long) add time to it (`bench/recovery-timing.ts` measures
 * both). The jobs of one address run one at a time in request order (serial key), so the last
 * PIN mailed is the one that works. Each PIN email counts against the account and IP throttles
 * (no mail flooding).
 */
export async function startPasswordChange(
  deps: IdentityDeps,
  input: { username: string; password: string },
  caller: CallerInfo,
): Promise<true> {
  await deps.throttle.assertAllowed('pin-mail', input.username, caller.ip);
  assertPasswordAllowed(input.password);
  await deps.throttle.fail('pin-mail', input.username, caller.ip);
  const pin = newPin();
  const pendingPasswordHash = await hashPassword(input.password);
  const pinHash = await hashPassword(pin);
  await deps.jobs.enqueue(
    deps.db,
    pinMailJob,
    {
      username: input.username,
      pin,
      pinHash,
      pendingPasswordHash,
      requestedAt: deps.now().toISOString(),
      caller: { ip: caller.ip, userAgent: caller.userAgent },
    },
    { serialKey: `pin-mail:${input.username.trim().toLowerCase()}` },
  );
  return true;
}

/**
 * Step 2: checks the PIN. An attempt is reserved before the PIN is compared, so parallel guesses
 * never exceed the attempts allowed. The server decides lock-out: when the last attempt fails,
 * or the PIN is expired, used or unknown, the answer is Reset without Success. On success the
 * pending password replaces the old one, every session of the user is revoked, and a new one starts.
 */
export async function validatePin(
  deps: IdentityDeps,
  input: { username: string; pin: string },
  caller: CallerInfo,
): Promise<ValidatePinResponse> {
  await deps.throttle.assertAllowed('pin', input.username, caller.ip);
  const now = deps.now();
  const user = await findUserByEmail(deps.db, input.username);
  const reset = user ? await findOpenPinReset(deps.db, user.id) : null;
  if (!user || !reset) {
    await deps.throttle.fail('pin', input.username, caller.ip);
    return resetAnswer;
  }
  if (reset.expiresAt <= now) {
    await voidPinReset(deps.db, reset.id, now);
    return resetAnswer;
  }
  const attemptsLeft = await spendPinAttempt(deps.db, reset.id);
  if (attemptsLeft === null) return resetAnswer;

  if (!(await verifyPassword(reset.pinHash, input.pin))) {
    await deps.throttle.fail('pin', input.username, caller.ip);
    if (attemptsLeft === 0) {
      await voidPinReset(deps.db, reset.id, now);
      await audit(deps, 'pin_locked', caller, { id: user.id, email: user.email }, null);
      return resetAnswer;
    }
    await audit(deps, 'pin_failure', caller, { id: user.id, email: user.email }, null);
    return { Success: false, Reset: false, AttemptsLeft: attemptsLeft, UserResponseDetail: null };
  }

  const isApplied = await deps.db.transaction().execute(async (tx) => {
    if (!(await consumePinReset(tx, reset.id, now))) return false;
    await upsertPasswordHash(tx, user.id, reset.pendingPasswordHash);
    return true;
  });
  if (!isApplied) return resetAnswer;
  await deps.sessions.endAll(user.id);
  await deps.throttle.succeed('pin', input.username);
  await deps.throttle.succeed('login', input.username);
  await audit(deps, 'password_changed', caller, { id: user.id, email: user.email }, 'password');
  const detail = await completeSignIn(deps, user, true, caller, 'password');
  return { Success: true, Reset: false, AttemptsLeft: attemptsLeft, UserResponseDetail: detail };
}
