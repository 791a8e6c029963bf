import { z } from 'zod';
import { queryInt } from './numbers.schema';
import { idField, queryBoolean } from './select-option.schema';

/** Inbox, archive and sent lists are loaded this many at a time (document 3 §9). */
export const messagePageSize = 20;

/** Message types (document 3 §3): 1 notification (written by the app), 2 message (from a person). */
export const messageTypeSchema = z.union([z.literal(1), z.literal(2)], {
  error: 'messageType must be 1 (notification) or 2 (message).',
});

/**
 * An in-app message (document 3 §3 "Message"). Content is plain text as it was written (links as
 * written, no markup): the screen shows it as text, never as HTML.
 */
export const messageSchema = z.object({
  Id: z.int32(),
  MessageType: messageTypeSchema,
  /** ISO 8601 time the message was written. */
  Date: z.string(),
  Subject: z.string(),
  Content: z.string(),
  /** The sender's name; 'Circa' for a notification the app wrote. */
  From: z.string(),
  /** The recipient's name. */
  To: z.string(),
  IsRead: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

const pageSizeField = queryInt('numberOf must be a whole number from 1 to 100.')
  .min(1, 'numberOf must be a whole number from 1 to 100.')
  .max(100, 'numberOf must be a whole number from 1 to 100.');
const offsetField = (name: string) =>
  queryInt(`${name} must be a whole number of 0 or more.`).min(
    0,
    `${name} must be a whole number of 0 or more.`,
  );

/** GET /messages: a page of the inbox (isArchived false) or the archive (true), newest first. */
export const messagesQuerySchema = z.object({
  start: offsetField('start').default(0),
  numberOf: pageSizeField.default(messagePageSize),
  isArchived: queryBoolean.default(false),
});

/** GET /sentMessages: a page of the messages the caller sent, newest first. */
export const sentMessagesQuerySchema = z.object({
  offset: offsetField('offset').default(0),
  numberOf: pageSizeField.default(messagePageSize),
});

/** POST /readMessage and /archiveMessage: one of the caller's received messages. */
export const messageActionSchema = z.object({
  id: idField('id'),
  messageType: messageTypeSchema,
});

/** Empty texts of the lists (document 3 §2 and §9; the spec words only the sent one). */
export const messageTexts = {
  noInbox: 'You have no messages in your inbox.',
  noArchive: 'You have no archived messages.',
  noSent: 'You have no sent messages.',
  /** The sender of a notification the app wrote. */
  appSender: 'Circa',
} as const;
