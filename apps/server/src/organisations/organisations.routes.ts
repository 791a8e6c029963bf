import * as routes from '@circa/contract/organisations.routes';
import { organisationCreditBalance } from '@circa/db/credits.repository';
import { findLciGroup } from '@circa/db/lci-catalogue.repository';
import { listUserOrganisations } from '@circa/db/organisations.repository';
import { listVisibleProjects } from '@circa/db/projects.repository';
import type { FastifyInstance } from 'fastify';
import { organisationAccess } from '../access/access';
import { notFound } from '../http/app-error';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { lciGroupOptions, lciSourceOptions } from './lci-options';
import { blockOrganisationMember, unblockOrganisationMember } from './membership.service';
import type { MembershipDeps } from './membership.service';

/** Organisation look-ups (documents 1 §7 and 3 §7 "Organisation"). */
export function registerOrganisationRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: MembershipDeps,
): void {
  const { db } = deps;
  implementRoute(app, authenticate, routes.rapidOrganisation, async ({ user }) =>
    (await listUserOrganisations(db, user.userId)).map((o) => ({
      Id: o.id,
      Title: o.name,
      Description: o.description,
      ImageUrl: o.imageUrl,
    })),
  );

  implementRoute(app, authenticate, routes.isRapidOrgAdmin, async ({ user, input }) => {
    return (await organisationAccess(db, user, input.orgId)).isAdmin;
  });

  implementRoute(app, authenticate, routes.getCustomOrgSetting, async ({ user, input }) => {
    const { organisation } = await organisationAccess(db, user, input.orgId);
    return {
      Label: organisation.customDevelopmentLabel,
      Label2: organisation.customDevelopmentLabel2,
      LotLabel: organisation.customLotLabel,
      DesignLabel: organisation.customDesignLabel,
    };
  });

  implementRoute(app, authenticate, routes.getOrgLciInfo, async ({ user, input }) => {
    const { organisation } = await organisationAccess(db, user, input.orgId);
    return {
      LciGroupId: organisation.lciGroupId,
      LciSourceId: organisation.lciSourceId,
      ForceDefaultLCIGroup: organisation.forceDefaultLciGroup,
      ForceDefaultLCISource: organisation.forceDefaultLciSource,
      LciGroups: await lciGroupOptions(db),
      LciSources: organisation.lciGroupId
        ? await lciSourceOptions(db, organisation.lciGroupId, organisation.id)
        : [],
    };
  });

  implementRoute(app, authenticate, routes.getLciGroupSource, async ({ user, input }) => {
    const organisationId = input.orgId
      ? (await organisationAccess(db, user, input.orgId)).organisation.id
      : null;
    if (!(await findLciGroup(db, input.groupId))) throw notFound('The LCI group was not found.');
    return lciSourceOptions(db, input.groupId, organisationId);
  });

  implementRoute(app, authenticate, routes.getOrgAvailableCredit, async ({ user, input }) => {
    await organisationAccess(db, user, input.orgId);
    return organisationCreditBalance(db, input.orgId);
  });

  implementRoute(app, authenticate, routes.getOrgDevelopments, async ({ user, input }) => {
    const { organisation } = await organisationAccess(db, user, input.orgId);
    const projects = await listVisibleProjects(
      db,
      { id: user.userId, email: user.email },
      { organisationId: organisation.id, includeArchived: input.includeArchivedProjects },
    );
    return projects
      .map((p) => ({
        ProjectId: p.id,
        Name: p.name,
        OrgId: p.organisationId,
        OrgName: p.organisationName,
        FeatureImage: null,
        IsArchived: p.isArchived,
      }))
      .sort((a, b) => a.Name.localeCompare(b.Name));
  });

  implementRoute(app, authenticate, routes.blockOrgUser, ({ user, input }) =>
    blockOrganisationMember(deps, user, input),
  );

  implementRoute(app, authenticate, routes.unblockOrgUser, ({ user, input }) =>
    unblockOrganisationMember(deps, user, input),
  );
}
