import * as routes from '@circa/contract/targets.routes';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { listTargets, removeTarget, saveTarget, targetSelection } from './targets.service';

/** Project targets (document 3 §7). */
export function registerTargetRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  db: Kysely<Database>,
): void {
  implementRoute(app, authenticate, routes.projectTargets, ({ user, input }) =>
    listTargets(db, user, input.projectId),
  );
  implementRoute(app, authenticate, routes.getProjectTargetSelection, ({ user, input }) =>
    targetSelection(db, user, input.projectId, input.targetId),
  );
  implementRoute(app, authenticate, routes.saveProjectTarget, ({ user, input }) =>
    saveTarget(db, user, input),
  );
  implementRoute(app, authenticate, routes.deleteProjectTarget, ({ user, input }) =>
    removeTarget(db, user, input),
  );
}
