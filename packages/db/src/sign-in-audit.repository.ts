import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Sign-in events kept for the audit trail. */
export type SignInEvent =
  | 'login_success'
  | 'login_failure'
  | 'login_locked'
  | 'register'
  | 'logout'
  | 'pin_sent'
  | 'pin_failure'
  | 'pin_locked'
  | 'password_changed'
  | 'verification_sent'
  | 'verification_mail_failed'
  | 'email_verified';

export interface SignInAuditEntry {
  userId: number | null;
  email: string | null;
  event: SignInEvent;
  method: string | null;
  ip: string | null;
  userAgent: string | null;
}

export async function recordSignInEvent(
  db: Kysely<Database>,
  entry: SignInAuditEntry,
): Promise<void> {
  await db
    .insertInto('sign_in_audit')
    .values({
      user_id: entry.userId,
      email: entry.email,
      event: entry.event,
      method: entry.method,
      ip: entry.ip,
      user_agent: entry.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
}

/** The latest audit events of a user, newest first. */
export async function listSignInEvents(
  db: Kysely<Database>,
  userId: number,
  limit: number,
): Promise<Array<{ event: string; method: string | null; createdAt: Date }>> {
  const rows = await db
    .selectFrom('sign_in_audit')
    .select(['event', 'method', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ event: r.event, method: r.method, createdAt: r.created_at }));
}
