import { decodeQuotedPrintable } from './mail-text';
import type { TestApp } from './test-app';

/** The emails the outbox holds for `to` (any case), oldest first, decoded to text. */
export function mailsTo(t: TestApp, to: string): string[] {
  return t
    .mails()
    .map(decodeQuotedPrintable)
    .filter((m) => m.toLowerCase().includes(`to: ${to.toLowerCase()}`));
}

/** A user's in-app messages (subject and body), oldest first. */
export function messagesOf(t: TestApp, userId: number) {
  return t.database.db
    .selectFrom('messages')
    .select(['subject', 'body'])
    .where('recipient_user_id', '=', userId)
    .orderBy('id')
    .execute();
}
