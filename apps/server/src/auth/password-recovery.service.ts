import type { ValidatePinResponse } from '@circa/contract/identity.schema';
import {
  consumePinReset,
  findOpenPinReset,
  replacePinReset,
  spendPinAttempt,
  voidPinReset,
} from '@circa/db/pin-resets.repository';
import { upsertPasswordHash } from '@circa/db/sign-in-methods.repository';
import { findUserByEmail } from '@circa/db/users.repository';
import type { CallerInfo } from '../http/request-context';
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

/** PIN deliveries still running after their answer was sent, by user (one at a time each). */
const pendingDeliveries = new Map<number, Promise<void>>();

/**
 * Resolves once every PIN delivery started so far has finished (stored, mailed and audited).
 * Tests call it before reading the outbox; deliveries never reject (a failure is reported as a
 * process warning, `CIRCA_PIN_MAIL_FAILED`).
 */
export async function pinDeliveriesSettled(): Promise<void> {
  while (pendingDeliveries.size > 0) await Promise.all(pendingDeliveries.values());
}

/**
 * Runs `deliver` after the current answer has been sent (`setImmediate` runs after the reply is
 * written), after any earlier delivery to the same user, so PIN mails go out in request order.
 */
function deliverAfterReply(userId: number, deliver: () => Promise<void>): void {
  const previous = pendingDeliveries.get(userId) ?? Promise.resolve();
  const delivery = previous
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(deliver)
    .catch((error: unknown) => {
      process.emitWarning(
        `The password recovery PIN for user ${userId} could not be delivered: ${
          error instanceof Error ? error.message : String(error)
        }`,
        { code: 'CIRCA_PIN_MAIL_FAILED' },
      );
    })
    .finally(() => {
      if (pendingDeliveries.get(userId) === delivery) pendingDeliveries.delete(userId);
    });
  pendingDeliveries.set(userId, delivery);
}

/**
 * Step 1 of recovery: keeps the new password (hashed) pending and emails a one-time PIN. Answers
 * the same whether or not the account exists, so the call cannot be used to find accounts, and
 * takes the same time: both paths look the account up and run the same two argon2 hashes (the
 * new password and a PIN), and only then answer; for a real account the PIN is stored, mailed and
 * audited after the answer has been sent, so neither the database writes nor the mail (SMTP can
 * take long) add time to it (`bench/recovery-timing.ts` measures both).
 * Each PIN email counts against the account and IP throttles (no mail flooding).
 */
export async function startPasswordChange(
  deps: IdentityDeps,
  input: { username: string; password: string },
  caller: CallerInfo,
): Promise<true> {
  await deps.throttle.assertAllowed('pin-mail', input.username, caller.ip);
  assertPasswordAllowed(input.password);
  await deps.throttle.fail('pin-mail', input.username, caller.ip);
  const user = await findUserByEmail(deps.db, input.username);
  const pin = newPin();
  const pendingPasswordHash = await hashPassword(input.password);
  const pinHash = await hashPassword(pin);
  if (!user) return true;
  const now = deps.now();
  deliverAfterReply(user.id, async () => {
    await replacePinReset(
      deps.db,
      {
        userId: user.id,
        pinHash,
        pendingPasswordHash,
        attemptsLeft: PIN_ATTEMPTS,
        expiresAt: new Date(now.getTime() + PIN_LIFETIME_MINUTES * 60_000),
      },
      now,
    );
    await deps.mailer.send(pinMail(user.email, pin, PIN_LIFETIME_MINUTES));
    await audit(deps, 'pin_sent', caller, { id: user.id, email: user.email }, null);
  });
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
