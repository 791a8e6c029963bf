import { z } from 'zod';
import {
  messageActionSchema,
  messageSchema,
  messagesQuerySchema,
  sentMessagesQuerySchema,
} from './messages.schema';
import { defineRoute } from './route';

/**
 * The Messages area (document 3 §2 "Messages", §7 "Messages"). The unread count of the bottom
 * bar is `unreadMessages` in shell.routes.ts.
 */

export const listMessages = defineRoute({
  id: 'messages',
  method: 'GET',
  paths: ['/messages'],
  access: 'user',
  requestKind: 'query',
  request: messagesQuerySchema,
  response: z.array(messageSchema),
  envelope: 'data',
  summary:
    "A page of the caller's inbox (isArchived false) or archive (true), newest first; fewer than numberOf means the last page.",
  errors: ['validation_failed'],
});

export const sentMessages = defineRoute({
  id: 'sentMessages',
  method: 'GET',
  paths: ['/sentMessages'],
  access: 'user',
  requestKind: 'query',
  request: sentMessagesQuerySchema,
  response: z.array(messageSchema),
  envelope: 'data',
  summary: 'A page of the messages the caller sent, newest first.',
  errors: ['validation_failed'],
});

export const readMessage = defineRoute({
  id: 'readMessage',
  method: 'POST',
  paths: ['/readMessage'],
  access: 'user',
  requestKind: 'json',
  request: messageActionSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    "Marks one of the caller's messages read (opening it); reading it again changes nothing.",
  errors: ['validation_failed', 'not_found'],
});

export const archiveMessage = defineRoute({
  id: 'archiveMessage',
  method: 'POST',
  paths: ['/archiveMessage'],
  access: 'user',
  requestKind: 'json',
  request: messageActionSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    "Moves one of the caller's messages to the archive (it leaves the inbox); archiving it again changes nothing.",
  errors: ['validation_failed', 'not_found'],
});
