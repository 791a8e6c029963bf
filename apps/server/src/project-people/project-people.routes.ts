import * as routes from '@circa/contract/project-people.routes';
import type { FastifyInstance } from 'fastify';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import {
  makeProjectCoordinator,
  projectCoordinators,
  removeProjectCoordinator,
} from './coordinators.service';
import type { InvitationDeps } from './invitation';
import {
  addPreApprovedUser,
  projectUsers,
  removePreApprovedUser,
  resendInvitation,
  setPreApprovedOnly,
} from './pre-approved-users.service';
import { projectLots, projectUserLots } from './user-lots.service';

/** Coordinators, pre-approved users and a user's lots (document 3 §2, §7). */
export function registerProjectPeopleRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: InvitationDeps,
): void {
  const { db } = deps;
  implementRoute(app, authenticate, routes.projectCoordinators, ({ user, input }) =>
    projectCoordinators(db, user, input.projectId),
  );
  implementRoute(app, authenticate, routes.addProjectCoordinator, ({ user, input }) =>
    makeProjectCoordinator(db, user, input),
  );
  implementRoute(app, authenticate, routes.removeProjectCoordinator, ({ user, input }) =>
    removeProjectCoordinator(db, user, input),
  );
  implementRoute(app, authenticate, routes.projectUsers, ({ user, input }) =>
    projectUsers(deps, user, input.projectId),
  );
  implementRoute(app, authenticate, routes.setProjectPreApprovedOnly, ({ user, input }) =>
    setPreApprovedOnly(deps, user, input),
  );
  implementRoute(app, authenticate, routes.addProjectPreApprovedUser, ({ user, input }) =>
    addPreApprovedUser(deps, user, input),
  );
  implementRoute(app, authenticate, routes.removeProjectPreApprovedUser, ({ user, input }) =>
    removePreApprovedUser(deps, user, input),
  );
  implementRoute(app, authenticate, routes.resendPreApprovalEmail, ({ user, input }) =>
    resendInvitation(deps, user, input),
  );
  implementRoute(app, authenticate, routes.getProjectUserLots, ({ user, input }) =>
    projectUserLots(db, user, input),
  );
  implementRoute(app, authenticate, routes.projectLots, ({ user, input }) =>
    projectLots(db, user, input.projectId),
  );
}
