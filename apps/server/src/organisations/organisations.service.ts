import { organisationCreditBalance } from '@circa/db/credits.repository';
import { findLciGroup } from '@circa/db/lci-catalogue.repository';
import { listUserOrganisations } from '@circa/db/organisations.repository';
import { listVisibleProjects } from '@circa/db/projects.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { organisationAccess } from '../access/access';
import { notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { lciGroupOptions, lciSourceOptions } from './lci-options';

/** The caller's organisations (the Organisation tab). */
export async function userOrganisations(db: Kysely<Database>, caller: AuthUser) {
  return (await listUserOrganisations(db, caller.userId)).map((o) => ({
    Id: o.id,
    Title: o.name,
    Description: o.description,
    ImageUrl: o.imageUrl,
  }));
}

/** Whether the caller is an admin of an organisation they belong to. */
export async function isOrganisationAdmin(
  db: Kysely<Database>,
  caller: AuthUser,
  organisationId: number,
): Promise<boolean> {
  return (await organisationAccess(db, caller, organisationId)).isAdmin;
}

/** The organisation's own labels for developments, lots and designs. */
export async function customOrganisationLabels(
  db: Kysely<Database>,
  caller: AuthUser,
  organisationId: number,
) {
  const { organisation } = await organisationAccess(db, caller, organisationId);
  return {
    Label: organisation.customDevelopmentLabel,
    Label2: organisation.customDevelopmentLabel2,
    LotLabel: organisation.customLotLabel,
    DesignLabel: organisation.customDesignLabel,
  };
}

/** The organisation's LCI group and source, with the options to choose from. */
export async function organisationLciInfo(
  db: Kysely<Database>,
  caller: AuthUser,
  organisationId: number,
) {
  const { organisation } = await organisationAccess(db, caller, organisationId);
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
}

/** The LCI sources of a group; with an organisation, also the ones it may use. */
export async function lciGroupSources(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { groupId: number; orgId?: number | null | undefined },
) {
  const organisationId = input.orgId
    ? (await organisationAccess(db, caller, input.orgId)).organisation.id
    : null;
  if (!(await findLciGroup(db, input.groupId))) throw notFound('The LCI group was not found.');
  return lciSourceOptions(db, input.groupId, organisationId);
}

/** The organisation's credit balance (its members). */
export async function organisationAvailableCredit(
  db: Kysely<Database>,
  caller: AuthUser,
  organisationId: number,
) {
  await organisationAccess(db, caller, organisationId);
  return organisationCreditBalance(db, organisationId);
}

/** The organisation's developments the caller may see, by name. */
export async function organisationDevelopments(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { orgId: number; includeArchivedProjects: boolean },
) {
  const { organisation } = await organisationAccess(db, caller, input.orgId);
  const projects = await listVisibleProjects(
    db,
    { id: caller.userId, email: caller.email },
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
}
