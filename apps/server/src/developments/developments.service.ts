import { projectTypeOptions } from '@circa/contract/developments.schema';
import { projectCreditBalance } from '@circa/db/credits.repository';
import { findOrganisation, listUserOrganisations } from '@circa/db/organisations.repository';
import { listVisibleProjects, setProjectArchived } from '@circa/db/projects.repository';
import type { ProjectListItem } from '@circa/db/projects.repository';
import type { Database } from '@circa/db/schema';
import { listProjectStructures } from '@circa/db/structures.repository';
import type { Kysely } from 'kysely';
import { lotAccess, projectAccess, projectAdminAccess } from '../access/access';
import { notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { distanceKm, NEARBY_RADIUS_KM } from './geo-distance';

const summary = (p: ProjectListItem) => ({
  ProjectId: p.id,
  Name: p.name,
  OrgId: p.organisationId,
  OrgName: p.organisationName,
  FeatureImage: null,
  IsArchived: p.isArchived,
});

/** Developments the caller may see, newest first, with the caller's organisations. */
export async function userDevelopments(
  db: Kysely<Database>,
  caller: AuthUser,
  options: { start: number; numberOf: number; includeArchived: boolean },
) {
  const projects = await listVisibleProjects(
    db,
    { id: caller.userId, email: caller.email },
    {
      includeArchived: options.includeArchived,
      offset: options.start,
      limit: options.numberOf < 0 ? null : options.numberOf,
    },
  );
  const organisations = await listUserOrganisations(db, caller.userId);
  return {
    Developments: projects.map(summary),
    Organisations: organisations.map((o) => ({
      Id: o.id,
      Title: o.name,
      Description: o.description,
      ImageUrl: o.imageUrl,
    })),
  };
}

/** Developments the caller may see within 50 km of a point, nearest first. */
export async function nearbyDevelopments(
  db: Kysely<Database>,
  caller: AuthUser,
  point: { latitude: number; longitude: number },
) {
  const projects = await listVisibleProjects(
    db,
    { id: caller.userId, email: caller.email },
    { includeArchived: false },
  );
  return projects
    .map((p) => ({ p, d: distanceKm(point, p) }))
    .filter(({ d }) => d <= NEARBY_RADIUS_KM)
    .sort((a, b) => a.d - b.d)
    .map(({ p, d }) => ({
      ProjectId: p.id,
      Name: p.name,
      Type: p.projectTypeId,
      Address: p.address,
      Latitude: p.latitude,
      Longitude: p.longitude,
      DistanceKm: Math.round(d * 10) / 10,
    }));
}

/** The development page. */
export async function developmentProfile(
  db: Kysely<Database>,
  caller: AuthUser,
  projectId: number,
) {
  const { project, isAdminCoordinator } = await projectAccess(db, caller, projectId);
  const organisation = await findOrganisation(db, project.organisationId);
  if (!organisation) throw notFound('The development was not found.');
  const lots = await listProjectStructures(db, project.id, caller.userId, false);
  const customFields = [
    { Label: organisation.customDevelopmentLabel, Value: project.customFieldValue },
    { Label: organisation.customDevelopmentLabel2, Value: project.customFieldValue2 },
  ].filter((f) => f.Label !== '');
  return {
    ProjectId: project.id,
    Name: project.name,
    OrgId: organisation.id,
    OrgName: organisation.name,
    ProjectTypeName:
      projectTypeOptions.find((t) => t.Id === project.projectTypeId)?.Description ?? '',
    Address: project.address,
    ProjectManager: project.projectManager,
    Developer: project.developer,
    LandArea: project.landArea,
    Description: project.description,
    IsArchived: project.isArchived,
    IsAdminCoordinator: isAdminCoordinator,
    Prepaid: project.isPrepaid,
    CreditsBalance: await projectCreditBalance(db, project.id),
    LotCount: lots.length,
    CustomFields: customFields,
  };
}

/** Archives or restores a development (admin coordinators); `orgId` must be its organisation. */
export async function setDevelopmentArchived(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { projectId: number; orgId: number },
  isArchived: boolean,
): Promise<true> {
  const { project } = await projectAdminAccess(db, caller, input.projectId);
  if (project.organisationId !== input.orgId) throw notFound('The development was not found.');
  await setProjectArchived(db, project.id, isArchived);
  return true;
}

/** The cost of a credit; for a development (`projectId` > 0) only to those who may see it. */
export async function costInfo(
  db: Kysely<Database>,
  caller: AuthUser,
  projectId: number,
  price: { currency: string; unitCost: number },
) {
  if (projectId > 0) await projectAccess(db, caller, projectId);
  return { Currency: price.currency, UnitCost: price.unitCost, ProjectId: projectId };
}

/** The development of a lot the caller may see. */
export async function lotProjectId(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
): Promise<number> {
  return (await lotAccess(db, caller, structureId)).project.id;
}

/** Whether a development the caller may see is archived. */
export async function isDevelopmentArchived(
  db: Kysely<Database>,
  caller: AuthUser,
  projectId: number,
): Promise<boolean> {
  return (await projectAccess(db, caller, projectId)).project.isArchived;
}

/** Whether the caller manages a development they may see (organisation admin or coordinator). */
export async function adminCoordinatorStanding(
  db: Kysely<Database>,
  caller: AuthUser,
  projectId: number,
): Promise<'admin' | 'not'> {
  return (await projectAccess(db, caller, projectId)).isAdminCoordinator ? 'admin' : 'not';
}
