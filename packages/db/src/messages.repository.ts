import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Number of unread, unarchived in-app messages of a user. */
export async function countUnreadMessages(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('recipient_user_id', '=', userId)
    .where('read_at', 'is', null)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewMessage {
  recipientUserId: number;
  senderUserId: number | null;
  subject: string;
  body: string;
  /** 1 notification (default), 2 message. */
  messageType?: 1 | 2;
  organisationId?: number | null;
}

export async function insertMessage(db: Kysely<Database>, message: NewMessage): Promise<number> {
  const row = await db
    .insertInto('messages')
    .values({
      recipient_user_id: message.recipientUserId,
      sender_user_id: message.senderUserId,
      subject: message.subject,
      body: message.body,
      message_type: message.messageType ?? 1,
      organisation_id: message.organisationId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
