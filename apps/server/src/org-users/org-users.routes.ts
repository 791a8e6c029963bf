import * as routes from '@circa/contract/org-users.routes';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { markLotLowRisk, organisationLotRisks, organisationUsers } from './org-users.service';

/** Organisation users and lot risk (document 3 §4); block/unblock live in organisations/. */
export function registerOrgUserRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: { db: Kysely<Database>; now: () => Date },
): void {
  const { db } = deps;
  implementRoute(app, authenticate, routes.orgUsers, ({ user, input }) =>
    organisationUsers(db, user, input.orgId),
  );
  implementRoute(app, authenticate, routes.orgLotRisks, ({ user, input }) =>
    organisationLotRisks(db, user, input.orgId),
  );
  implementRoute(app, authenticate, routes.markSafeLotRisk, ({ user, input }) =>
    markLotLowRisk(db, user, input.StructureId, deps.now()),
  );
}
