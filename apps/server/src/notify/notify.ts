import { insertMessage } from '@circa/db/messages.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import type { Mailer } from '../mail/mailer';

/** Someone to tell: a user (who also gets an in-app message) or just an email address. */
export interface Recipient {
  userId: number | null;
  email: string;
}

/** A notice sent by email and kept for the Messages inbox. */
export interface Notice {
  subject: string;
  text: string;
  senderUserId: number | null;
  organisationId: number | null;
}

/**
 * Sends a notice to each distinct recipient (by email, case-insensitive): an email through the
 * mailer, and for users an in-app notification (message type 1) for the Messages inbox.
 */
export async function notify(
  deps: { db: Kysely<Database>; mailer: Mailer },
  recipients: readonly Recipient[],
  notice: Notice,
): Promise<number> {
  const seen = new Set<string>();
  let sent = 0;
  for (const recipient of recipients) {
    const key = recipient.email.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    await deps.mailer.send({ to: recipient.email, subject: notice.subject, text: notice.text });
    if (recipient.userId !== null) {
      await insertMessage(deps.db, {
        recipientUserId: recipient.userId,
        senderUserId: notice.senderUserId,
        subject: notice.subject,
        body: notice.text,
        organisationId: notice.organisationId,
      });
    }
    sent++;
  }
  return sent;
}
