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

/** A message as the Messages screens list it, with the names of its sender and recipient. */
export interface MessageRow {
  id: number;
  messageType: number;
  createdAt: Date;
  subject: string;
  body: string;
  senderFirstName: string | null;
  senderLastName: string | null;
  recipientFirstName: string;
  recipientLastName: string;
  readAt: Date | null;
}

function messageLines(db: Kysely<Database>) {
  return db
    .selectFrom('messages as m')
    .innerJoin('users as r', 'r.id', 'm.recipient_user_id')
    .leftJoin('users as s', 's.id', 'm.sender_user_id')
    .select([
      'm.id',
      'm.message_type as messageType',
      'm.created_at as createdAt',
      'm.subject',
      'm.body',
      's.first_name as senderFirstName',
      's.last_name as senderLastName',
      'r.first_name as recipientFirstName',
      'r.last_name as recipientLastName',
      'm.read_at as readAt',
    ]);
}

/**
 * A page of a user's received messages, newest first: the inbox (not archived) or the archive.
 * Served by the partial indexes of migration 0019.
 */
export async function listReceivedMessages(
  db: Kysely<Database>,
  userId: number,
  page: { isArchived: boolean; offset: number; limit: number },
): Promise<MessageRow[]> {
  return messageLines(db)
    .where('m.recipient_user_id', '=', userId)
    .where('m.archived_at', page.isArchived ? 'is not' : 'is', null)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute() as Promise<MessageRow[]>;
}

/** A page of the messages a user sent, newest first. */
export async function listSentMessages(
  db: Kysely<Database>,
  userId: number,
  page: { offset: number; limit: number },
): Promise<MessageRow[]> {
  return messageLines(db)
    .where('m.sender_user_id', '=', userId)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute() as Promise<MessageRow[]>;
}

/**
 * Marks a received message read (`read`) or archived (`archive`) at `at`, keeping an earlier
 * time. False when the user received no message with that id and type.
 */
export async function markReceivedMessage(
  db: Kysely<Database>,
  userId: number,
  message: { id: number; messageType: number },
  change: 'read' | 'archive',
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('messages')
    .set((eb) =>
      change === 'read'
        ? { read_at: eb.fn.coalesce('read_at', eb.val(at)) }
        : { archived_at: eb.fn.coalesce('archived_at', eb.val(at)) },
    )
    .where('id', '=', message.id)
    .where('recipient_user_id', '=', userId)
    .where('message_type', '=', message.messageType)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
