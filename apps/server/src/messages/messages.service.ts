import type { Message } from '@circa/contract/messages.schema';
import { messageTexts } from '@circa/contract/messages.schema';
import type { MessageRow } from '@circa/db/messages.repository';
import {
  listReceivedMessages,
  listSentMessages,
  markReceivedMessage,
} from '@circa/db/messages.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';

/**
 * The Messages area (document 3 §2, §4): each user sees only the messages they received (inbox,
 * archive) or sent. A message of anyone else, of any organisation, is unknown (404).
 */

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter((part) => part !== null && part.trim() !== '').join(' ');

function toMessage(row: MessageRow): Message {
  return {
    Id: row.id,
    MessageType: row.messageType === 2 ? 2 : 1,
    Date: row.createdAt.toISOString(),
    Subject: row.subject,
    Content: row.body,
    From: fullName(row.senderFirstName, row.senderLastName) || messageTexts.appSender,
    To: fullName(row.recipientFirstName, row.recipientLastName),
    IsRead: row.readAt !== null,
  };
}

/** GET /messages: a page of the caller's inbox or archive, newest first. */
export async function receivedMessages(
  db: Kysely<Database>,
  caller: AuthUser,
  page: { start: number; numberOf: number; isArchived: boolean },
): Promise<Message[]> {
  const rows = await listReceivedMessages(db, caller.userId, {
    isArchived: page.isArchived,
    offset: page.start,
    limit: page.numberOf,
  });
  return rows.map(toMessage);
}

/** GET /sentMessages: a page of the messages the caller sent, newest first. */
export async function sentMessages(
  db: Kysely<Database>,
  caller: AuthUser,
  page: { offset: number; numberOf: number },
): Promise<Message[]> {
  const rows = await listSentMessages(db, caller.userId, {
    offset: page.offset,
    limit: page.numberOf,
  });
  return rows.map(toMessage);
}

/** POST /readMessage and /archiveMessage: only the recipient may; anyone else gets 404. */
export async function changeMessage(
  db: Kysely<Database>,
  caller: AuthUser,
  message: { id: number; messageType: number },
  change: 'read' | 'archive',
  now: Date,
): Promise<true> {
  const changed = await markReceivedMessage(db, caller.userId, message, change, now);
  if (!changed) throw notFound('The message was not found.');
  return true;
}
