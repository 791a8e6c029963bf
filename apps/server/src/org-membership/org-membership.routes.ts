import * as routes from '@circa/contract/org-membership.routes';
import type { FastifyInstance } from 'fastify';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import {
  answerJoinRequestAsAdmin,
  askToJoinOrganisation,
  findOrganisations,
  myJoinRequests,
  organisationJoinRequests,
  withdrawJoinRequest,
} from './org-membership.service';
import type { OrgMembershipDeps } from './org-membership.service';

/** Asking to join an organisation and answering such requests (decision 0024). */
export function registerOrgMembershipRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: OrgMembershipDeps,
): void {
  const { db } = deps;
  implementRoute(app, authenticate, routes.findOrganisations, ({ user, input }) =>
    findOrganisations(db, user, input),
  );
  implementRoute(app, authenticate, routes.askToJoinOrganisation, ({ user, input }) =>
    askToJoinOrganisation(deps, user, input.orgId),
  );
  implementRoute(app, authenticate, routes.myJoinRequests, ({ user }) => myJoinRequests(db, user));
  implementRoute(app, authenticate, routes.withdrawJoinRequest, ({ user, input }) =>
    withdrawJoinRequest(deps, user, input.requestId),
  );
  implementRoute(app, authenticate, routes.orgJoinRequests, ({ user, input }) =>
    organisationJoinRequests(db, user, input.orgId),
  );
  implementRoute(app, authenticate, routes.approveJoinRequest, ({ user, input }) =>
    answerJoinRequestAsAdmin(deps, user, input.requestId, 'approved'),
  );
  implementRoute(app, authenticate, routes.rejectJoinRequest, ({ user, input }) =>
    answerJoinRequestAsAdmin(deps, user, input.requestId, 'rejected'),
  );
}
