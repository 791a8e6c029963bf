import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** A live session joined with its user id. */
export interface SessionRecord {
  id: number;
  userId: number;
  /** The user's email (sign-in name). */
  email: string;
  /** Whether the user's email address is verified (an unverified account cannot act yet). */
  isEmailVerified: boolean;
  isLongLived: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
  absoluteExpiresAt: Date;
}

export interface NewSession {
  userId: number;
  tokenHash: string;
  isLongLived: boolean;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<number> {
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      is_long_lived: session.isLongLived,
      expires_at: session.expiresAt,
      absolute_expires_at: session.absoluteExpiresAt,
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The session with this token hash if it is neither revoked nor expired at `now`. */
export async function findLiveSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<SessionRecord | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'users.email',
      'users.email_verified_at',
      'sessions.is_long_lived',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.absolute_expires_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.absolute_expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    isEmailVerified: row.email_verified_at !== null,
    isLongLived: row.is_long_lived,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    absoluteExpiresAt: row.absolute_expires_at,
  };
}

/** Records activity: slides the idle expiry forward. */
export async function touchSession(
  db: Kysely<Database>,
  id: number,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

/** Revokes one session by its token hash; returns the user id when one was revoked. */
export async function revokeSessionByHash(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Revokes every live session of a user (after a password change). */
export async function revokeAllSessions(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
