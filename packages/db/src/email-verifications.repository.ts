import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** A stored verification link (its token only as a SHA-256 hash). */
export interface EmailVerificationRecord {
  id: number;
  userId: number;
  expiresAt: Date;
  consumedAt: Date | null;
}

/** Stores a new verification link of a user. */
export async function insertEmailVerification(
  db: Kysely<Database>,
  link: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('email_verifications')
    .values({ user_id: link.userId, token_hash: link.tokenHash, expires_at: link.expiresAt })
    .execute();
}

/** The link with this token hash, used or not, expired or not (the caller decides). */
export async function findEmailVerification(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<EmailVerificationRecord | null> {
  const row = await db
    .selectFrom('email_verifications')
    .select(['id', 'user_id', 'expires_at', 'consumed_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row
    ? { id: row.id, userId: row.user_id, expiresAt: row.expires_at, consumedAt: row.consumed_at }
    : null;
}

/**
 * Uses a link once: marks it consumed (only if it is still unused and unexpired at `now`) and
 * marks its user's address verified (keeping an earlier verification time), in one transaction.
 * Answers false when another request used the link first.
 */
export async function consumeEmailVerification(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const used = await tx
      .updateTable('email_verifications')
      .set({ consumed_at: now })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!used) return false;
    await tx
      .updateTable('users')
      .set({ email_verified_at: now })
      .where('id', '=', used.user_id)
      .where('email_verified_at', 'is', null)
      .execute();
    return true;
  });
}
