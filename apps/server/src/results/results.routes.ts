import * as routes from '@circa/contract/results.routes';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { dismissLciSourceChangeNotice, projectTargetsByStruct } from './result-targets.service';
import { designResults, impactDetails } from './results.service';

/** Results of a lot's design (document 2 §7 "Results, submission, cloning"). */
export function registerResultsRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: { db: Kysely<Database>; supportEmail: string },
): void {
  const { db } = deps;
  implementRoute(app, authenticate, routes.results, ({ user, input }) =>
    designResults(db, user, input.structureId, input.indicatorId, input.summaryOnly),
  );
  implementRoute(app, authenticate, routes.projectTargetsByStruct, ({ user, input }) =>
    projectTargetsByStruct(db, user, input.structureId, deps.supportEmail),
  );
  implementRoute(app, authenticate, routes.getImpactDetails, ({ user, input }) =>
    impactDetails(db, user, input.structureId, input.indicatorId),
  );
  implementRoute(app, authenticate, routes.toggleLciSourceChangeNotified, ({ user, input }) =>
    dismissLciSourceChangeNotice(db, user, input.projectId),
  );
}
