import * as routes from '@circa/contract/shell.routes';
import { countUnreadMessages } from '@circa/db/messages.repository';
import { isAdminInAnyOrganisation } from '@circa/db/organisations.repository';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { supportEmailFor } from './shell.service';

/** Look-ups of the app shell: the Organisation tab, the Messages badge, the support address. */
export function registerShellRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: { db: Kysely<Database>; supportEmail: string },
): void {
  implementRoute(app, authenticate, routes.isRapidOrgAdminInAnyOrg, ({ user }) =>
    isAdminInAnyOrganisation(deps.db, user.userId),
  );
  implementRoute(app, authenticate, routes.unreadMessages, ({ user }) =>
    countUnreadMessages(deps.db, user.userId),
  );
  implementRoute(app, authenticate, routes.getSupportEmail, ({ user, input }) =>
    supportEmailFor(deps.db, user, input.structureId, deps.supportEmail),
  );
}
