import * as routes from '@circa/contract/operator.routes';
import type { FastifyInstance } from 'fastify';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import {
  isOperator,
  operatorCreateOrganisation,
  operatorGrantCredits,
  operatorMakeAdmin,
  operatorOrganisations,
} from './operator.service';
import type { OperatorDeps } from './operator.service';

/** Installation operators set up customers (decision 0024). */
export function registerOperatorRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: OperatorDeps,
): void {
  implementRoute(app, authenticate, routes.isOperator, ({ user }) =>
    Promise.resolve(isOperator(deps, user)),
  );
  implementRoute(app, authenticate, routes.operatorOrganisations, ({ user }) =>
    operatorOrganisations(deps, user),
  );
  implementRoute(app, authenticate, routes.operatorCreateOrganisation, ({ user, input }) =>
    operatorCreateOrganisation(deps, user, input),
  );
  implementRoute(app, authenticate, routes.operatorGrantCredits, ({ user, input }) =>
    operatorGrantCredits(deps, user, input),
  );
  implementRoute(app, authenticate, routes.operatorMakeAdmin, ({ user, input }) =>
    operatorMakeAdmin(deps, user, input),
  );
}
