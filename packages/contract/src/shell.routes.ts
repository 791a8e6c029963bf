import { z } from 'zod';
import { queryInt } from './numbers.schema';
import { defineRoute } from './route';
import { emptyRequestSchema } from './identity.schema';

/** Look-ups the app shell needs (document 1 §7 "Lists and lookups"). */

export const isRapidOrgAdminInAnyOrg = defineRoute({
  id: 'isRapidOrgAdminInAnyOrg',
  method: 'GET',
  paths: ['/isRapidOrgAdminInAnyOrg'],
  access: 'user',
  requestKind: 'none',
  request: emptyRequestSchema,
  response: z.boolean(),
  envelope: 'data',
  summary: 'Whether the user administers any organisation (shows the Organisation tab).',
  errors: [],
});

export const unreadMessages = defineRoute({
  id: 'unreadMessages',
  method: 'GET',
  paths: ['/unreadMessages'],
  access: 'user',
  requestKind: 'none',
  request: emptyRequestSchema,
  response: z.int32().min(0),
  envelope: 'data',
  summary: 'Number of unread in-app messages (the Messages badge).',
  errors: [],
});

export const getSupportEmail = defineRoute({
  id: 'getSupportEmail',
  method: 'GET',
  paths: ['/getSupportEmail'],
  access: 'optional',
  requestKind: 'query',
  request: z.object({ structureId: queryInt().positive().optional() }),
  response: z.string(),
  envelope: 'data',
  summary:
    "The support email: for a lot, its organisation's own when set; otherwise the installation's (configured, with a default).",
  errors: [],
});
