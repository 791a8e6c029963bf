import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The user's current PIN reset: the newest one not consumed or voided. */
export interface PinResetRecord {
  id: number;
  userId: number;
  pinHash: string;
  pendingPasswordHash: string;
  attemptsLeft: number;
  expiresAt: Date;
}

export interface NewPinReset {
  userId: number;
  pinHash: string;
  pendingPasswordHash: string;
  attemptsLeft: number;
  expiresAt: Date;
}

/** Voids earlier open resets of the user and stores a new one (one open PIN per user). */
export async function replacePinReset(
  db: Kysely<Database>,
  reset: NewPinReset,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('pin_resets')
      .set({ voided_at: now })
      .where('user_id', '=', reset.userId)
      .where('consumed_at', 'is', null)
      .where('voided_at', 'is', null)
      .execute();
    await tx
      .insertInto('pin_resets')
      .values({
        user_id: reset.userId,
        pin_hash: reset.pinHash,
        pending_password_hash: reset.pendingPasswordHash,
        attempts_left: reset.attemptsLeft,
        expires_at: reset.expiresAt,
      })
      .execute();
  });
}

/**
 * Whether the user has a reset with this PIN hash (each argon2 hash is salted, so it names one
 * request): 'open', 'closed' (consumed, voided or replaced since), or null when none was stored.
 */
export async function pinResetState(
  db: Kysely<Database>,
  userId: number,
  pinHash: string,
): Promise<'open' | 'closed' | null> {
  const row = await db
    .selectFrom('pin_resets')
    .select(['consumed_at', 'voided_at'])
    .where('user_id', '=', userId)
    .where('pin_hash', '=', pinHash)
    .executeTakeFirst();
  if (!row) return null;
  return row.consumed_at === null && row.voided_at === null ? 'open' : 'closed';
}

/** The open reset of a user, if any (it may be expired: the caller decides). */
export async function findOpenPinReset(
  db: Kysely<Database>,
  userId: number,
): Promise<PinResetRecord | null> {
  const row = await db
    .selectFrom('pin_resets')
    .select(['id', 'user_id', 'pin_hash', 'pending_password_hash', 'attempts_left', 'expires_at'])
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .where('voided_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    pinHash: row.pin_hash,
    pendingPasswordHash: row.pending_password_hash,
    attemptsLeft: row.attempts_left,
    expiresAt: row.expires_at,
  };
}

/**
 * Reserves one attempt of an open reset, atomically, before the PIN is checked: returns the
 * attempts left after this one, or null when none was left (or the reset is no longer open). So
 * parallel guesses can never check more PINs than the attempts allowed.
 */
export async function spendPinAttempt(db: Kysely<Database>, id: number): Promise<number | null> {
  const row = await db
    .updateTable('pin_resets')
    .set((eb) => ({ attempts_left: eb('attempts_left', '-', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('attempts_left', '>', 0)
    .returning('attempts_left')
    .executeTakeFirst();
  return row ? row.attempts_left : null;
}

/** Marks a reset used; false when it was not open any more (a concurrent use won). */
export async function consumePinReset(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('pin_resets')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Voids a reset (expired, or given up). */
export async function voidPinReset(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db
    .updateTable('pin_resets')
    .set({ voided_at: now })
    .where('id', '=', id)
    .where('voided_at', 'is', null)
    .execute();
}
