import * as routes from '@circa/contract/organisations.routes';
import type { FastifyInstance } from 'fastify';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { blockOrganisationMember, unblockOrganisationMember } from './membership.service';
import type { MembershipDeps } from './membership.service';
import {
  customOrganisationLabels,
  isOrganisationAdmin,
  lciGroupSources,
  organisationAvailableCredit,
  organisationDevelopments,
  organisationLciInfo,
  userOrganisations,
} from './organisations.service';

/** Organisation look-ups (documents 1 §7 and 3 §7 "Organisation"). */
export function registerOrganisationRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: MembershipDeps,
): void {
  const { db } = deps;
  implementRoute(app, authenticate, routes.rapidOrganisation, ({ user }) =>
    userOrganisations(db, user),
  );
  implementRoute(app, authenticate, routes.isRapidOrgAdmin, ({ user, input }) =>
    isOrganisationAdmin(db, user, input.orgId),
  );
  implementRoute(app, authenticate, routes.getCustomOrgSetting, ({ user, input }) =>
    customOrganisationLabels(db, user, input.orgId),
  );
  implementRoute(app, authenticate, routes.getOrgLciInfo, ({ user, input }) =>
    organisationLciInfo(db, user, input.orgId),
  );
  implementRoute(app, authenticate, routes.getLciGroupSource, ({ user, input }) =>
    lciGroupSources(db, user, input),
  );
  implementRoute(app, authenticate, routes.getOrgAvailableCredit, ({ user, input }) =>
    organisationAvailableCredit(db, user, input.orgId),
  );
  implementRoute(app, authenticate, routes.getOrgDevelopments, ({ user, input }) =>
    organisationDevelopments(db, user, input),
  );

  implementRoute(app, authenticate, routes.blockOrgUser, ({ user, input }) =>
    blockOrganisationMember(deps, user, input),
  );

  implementRoute(app, authenticate, routes.unblockOrgUser, ({ user, input }) =>
    unblockOrganisationMember(deps, user, input),
  );
}
