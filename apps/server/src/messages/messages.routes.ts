import * as routes from '@circa/contract/messages.routes';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { changeMessage, receivedMessages, sentMessages } from './messages.service';

/** The Messages area (document 3 §7 "Messages"); the unread count lives in shell/. */
export function registerMessageRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: { db: Kysely<Database>; now: () => Date },
): void {
  const { db } = deps;
  implementRoute(app, authenticate, routes.listMessages, ({ user, input }) =>
    receivedMessages(db, user, input),
  );
  implementRoute(app, authenticate, routes.sentMessages, ({ user, input }) =>
    sentMessages(db, user, input),
  );
  implementRoute(app, authenticate, routes.readMessage, ({ user, input }) =>
    changeMessage(db, user, input, 'read', deps.now()),
  );
  implementRoute(app, authenticate, routes.archiveMessage, ({ user, input }) =>
    changeMessage(db, user, input, 'archive', deps.now()),
  );
}
