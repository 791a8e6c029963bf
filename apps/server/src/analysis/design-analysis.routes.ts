import * as routes from '@circa/contract/analysis.routes';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { designPivotTable } from './design-analysis.service';

/** Design analysis: the pivot rows of a submitted lot's design (document 2 §7 GET /pivotTable). */
export function registerDesignAnalysisRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: { db: Kysely<Database> },
): void {
  implementRoute(app, authenticate, routes.pivotTable, ({ user, input }) =>
    designPivotTable(deps.db, user, input.structureId, input.indicatorId),
  );
}
