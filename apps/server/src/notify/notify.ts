import { insertMessage } from '@circa/db/messages.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import type { JobQueue } from '../jobs/job-queue.service';
import { enqueueMail } from '../mail/mail-job';

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
 * Sends a notice to each distinct recipient (by email, case-insensitive): an email, queued as a
 * job (the job queue sends it after the answer, with retries), and for users an in-app
 * notification (message type 1) for the Messages inbox. The emails and messages are written in
 * one transaction: all of them or none.
 */
export async function notify(
  deps: { db: Kysely<Database>; jobs: JobQueue },
  recipients: readonly Recipient[],
  notice: Notice,
): Promise<number> {
  const seen = new Set<string>();
  const distinct = recipients.filter((recipient) => {
    const key = recipient.email.trim().toLowerCase();
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await deps.db.transaction().execute(async (tx) => {
    for (const recipient of distinct) {
      await enqueueMail(deps.jobs, tx, {
        to: recipient.email,
        subject: notice.subject,
        text: notice.text,
      });
      if (recipient.userId !== null) {
        await insertMessage(tx, {
          recipientUserId: recipient.userId,
          senderUserId: notice.senderUserId,
          subject: notice.subject,
          body: notice.text,
          organisationId: notice.organisationId,
        });
      }
    }
  });
  deps.jobs.wake();
  return distinct.length;
}
