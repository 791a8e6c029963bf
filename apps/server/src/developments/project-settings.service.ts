import { carbonSavingsOptions, projectTypeOptions } from '@circa/contract/developments.schema';
import type { ProjectSettings, ProjectSettingsFields } from '@circa/contract/developments.schema';
import { messages } from '@circa/contract/messages';
import {
  organisationCreditBalance,
  projectCreditBalance,
  projectCreditsSpent,
} from '@circa/db/credits.repository';
import { setProjectDesignsLciSource } from '@circa/db/designs.repository';
import { findLciSource } from '@circa/db/lci-catalogue.repository';
import {
  enableProjectBaselines,
  listOrganisationBaselineIds,
} from '@circa/db/library-designs.repository';
import { findOrganisation, listUserOrganisations } from '@circa/db/organisations.repository';
import type { OrganisationRecord } from '@circa/db/organisations.repository';
import { insertProjectTarget } from '@circa/db/project-targets.repository';
import {
  addProjectCoordinator,
  insertProject,
  raiseLciSourceChangeNotice,
  updateProject,
} from '@circa/db/projects.repository';
import type { ProjectFields, ProjectRecord } from '@circa/db/projects.repository';
import type { Database } from '@circa/db/schema';
import { LIFE_CYCLE_SCOPES } from '@circa/engine/life-cycle-modules';
import type { Kysely } from 'kysely';
import { organisationAccess, projectAdminAccess } from '../access/access';
import { AppError } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { lciGroupOptions, lciSourceOptions } from '../organisations/lci-options';
import { sanitizeRichText } from '../text/rich-text';
import { creditsForAdminsOnly, setProjectCreditBalance } from './project-credits';
import { checkProjectLocation } from './project-location';

const fieldError = (path: string, message: string) =>
  new AppError('validation_failed', message, [{ path: [path], message }]);

async function formOptions(
  db: Kysely<Database>,
  caller: AuthUser,
  organisation: OrganisationRecord | null,
) {
  const organisations = await listUserOrganisations(db, caller.userId);
  const groupId = organisation?.lciGroupId ?? null;
  return {
    ProjectTypes: projectTypeOptions,
    Organisations: organisations.map((o) => ({ Id: o.id, Description: o.name, IsDisabled: false })),
    CarbonSavingsList: carbonSavingsOptions,
    LciGroups: await lciGroupOptions(db),
    LciSources: groupId ? await lciSourceOptions(db, groupId, organisation?.id ?? null) : [],
    ForceDefaultLCIGroup: organisation?.forceDefaultLciGroup ?? false,
    ForceDefaultLCISource: organisation?.forceDefaultLciSource ?? false,
    CustomProjectFieldLabel: organisation?.customDevelopmentLabel ?? '',
    CustomProjectFieldLabel2: organisation?.customDevelopmentLabel2 ?? '',
  };
}

/** The settings form of a new development, with the organisation's defaults (orgId 0: the caller's only one, if one). */
export async function newProjectForm(
  db: Kysely<Database>,
  caller: AuthUser,
  orgId: number,
): Promise<ProjectSettings> {
  let organisation: OrganisationRecord | null = null;
  if (orgId > 0) organisation = (await organisationAccess(db, caller, orgId)).organisation;
  else {
    const mine = await listUserOrganisations(db, caller.userId);
    if (mine.length === 1) organisation = await findOrganisation(db, mine[0]!.id);
  }
  return {
    ...(await formOptions(db, caller, organisation)),
    ProjectId: 0,
    ProjectTypeId: null,
    ProjectName: '',
    CustomProjectFieldValue: '',
    CustomProjectFieldValue2: '',
    Location: null,
    OrganisationId: organisation?.id ?? null,
    LciGroupId: organisation?.lciGroupId ?? null,
    LciSourceId: organisation?.lciSourceId ?? null,
    ProjectManager: '',
    Developer: '',
    LandArea: null,
    CarbonSavingsId: null,
    AvailableToPublic: false,
    ExcludeFromOrgReporting: false,
    PublicShareLinksRequireApproval: false,
    Description: '',
    Prepaid: false,
    CreditsBalance: 0,
    AvailableCredit: organisation ? await organisationCreditBalance(db, organisation.id) : 0,
    CreditsSpent: 0,
    IsArchived: false,
    NotifyLciSourceChange: false,
    WarningPopupMessage: '',
  };
}

/** The settings form of an existing development (admin coordinators). */
export async function existingProjectForm(
  db: Kysely<Database>,
  caller: AuthUser,
  projectId: number,
): Promise<ProjectSettings> {
  const { project } = await projectAdminAccess(db, caller, projectId);
  const organisation = await findOrganisation(db, project.organisationId);
  return {
    ...(await formOptions(db, caller, organisation)),
    LciSources: await lciSourceOptions(db, project.lciGroupId, project.organisationId),
    ...projectValues(project),
    CreditsBalance: await projectCreditBalance(db, project.id),
    AvailableCredit: await organisationCreditBalance(db, project.organisationId),
    CreditsSpent: await projectCreditsSpent(db, project.id),
    IsArchived: project.isArchived,
    NotifyLciSourceChange: project.notifyLciSourceChange,
    WarningPopupMessage: project.lciSourceChangeMessage,
  };
}

function projectValues(p: ProjectRecord) {
  return {
    ProjectId: p.id,
    ProjectTypeId: p.projectTypeId,
    ProjectName: p.name,
    CustomProjectFieldValue: p.customFieldValue,
    CustomProjectFieldValue2: p.customFieldValue2,
    Location: {
      Address: p.address,
      Longitude: p.longitude,
      Latitude: p.latitude,
      Line1: p.addressLine1,
      Line2: p.addressLine2,
      PostCode: p.postcode,
      State: p.state,
      Country: p.country,
      ISOCountry2: p.isoCountry2,
    },
    OrganisationId: p.organisationId,
    LciGroupId: p.lciGroupId,
    LciSourceId: p.lciSourceId,
    ProjectManager: p.projectManager,
    Developer: p.developer,
    LandArea: p.landArea,
    CarbonSavingsId: p.carbonSavingsId,
    AvailableToPublic: p.isPublic,
    ExcludeFromOrgReporting: p.excludeFromOrgReporting,
    PublicShareLinksRequireApproval: p.publicShareLinksRequireApproval,
    Description: p.description,
    Prepaid: p.isPrepaid,
  };
}

/** The notice a development's people see after its LCI source changed (spec doc 2 §4). */
export function lciSourceChangeMessage(sourceName: string): string {
  return `The LCI source of this development changed to ${sourceName}. Designs not yet submitted are now calculated with it; submitted designs keep the results they were submitted with.`;
}

/** Checks LCI choices against the catalogue and the organisation's forced defaults. */
async function checkLci(
  db: Kysely<Database>,
  organisation: OrganisationRecord,
  input: ProjectSettingsFields,
): Promise<void> {
  const source = await findLciSource(db, input.LciSourceId);
  if (
    !source ||
    source.lciGroupId !== input.LciGroupId ||
    (source.organisationId !== null && source.organisationId !== organisation.id)
  ) {
    throw fieldError('LciSourceId', messages.lciSourceRequired);
  }
  if (
    organisation.forceDefaultLciGroup &&
    organisation.lciGroupId !== null &&
    input.LciGroupId !== organisation.lciGroupId
  ) {
    throw fieldError(
      'LciGroupId',
      'Your organisation requires its default life cycle inventory group.',
    );
  }
  if (
    organisation.forceDefaultLciSource &&
    organisation.lciSourceId !== null &&
    input.LciSourceId !== organisation.lciSourceId
  ) {
    throw fieldError(
      'LciSourceId',
      'Your organisation requires its default life cycle inventory source.',
    );
  }
}

function fieldsFrom(input: ProjectSettingsFields): ProjectFields {
  const l = input.Location;
  return {
    organisationId: input.OrganisationId,
    projectTypeId: input.ProjectTypeId,
    name: input.ProjectName,
    customFieldValue: input.CustomProjectFieldValue,
    customFieldValue2: input.CustomProjectFieldValue2,
    address: l.Address,
    addressLine1: l.Line1,
    addressLine2: l.Line2,
    state: l.State.toUpperCase(),
    postcode: l.PostCode,
    country: l.Country,
    isoCountry2: l.ISOCountry2,
    latitude: l.Latitude,
    longitude: l.Longitude,
    lciGroupId: input.LciGroupId,
    lciSourceId: input.LciSourceId,
    projectManager: input.ProjectManager,
    developer: input.Developer,
    landArea: input.LandArea,
    carbonSavingsId: input.CarbonSavingsId,
    isPublic: input.AvailableToPublic,
    excludeFromOrgReporting: input.ExcludeFromOrgReporting,
    publicShareLinksRequireApproval: input.PublicShareLinksRequireApproval,
    description: sanitizeRichText(input.Description),
    isPrepaid: input.Prepaid,
  };
}

/** What checking a new development found out about its creator. */
export interface CheckedNewProject {
  /** Admin of the organisation: may allocate its credits to the development. */
  isOrgAdmin: boolean;
}

/**
 * Checks a new development's settings (membership, location, LCI choices, the carbon saving
 * target when the organisation has no credits); throws a 400 that says what to fix.
 */
export async function checkNewProject(
  db: Kysely<Database>,
  caller: AuthUser,
  input: ProjectSettingsFields,
): Promise<CheckedNewProject> {
  const { organisation, isAdmin } = await organisationAccess(db, caller, input.OrganisationId);
  if (input.Prepaid && !isAdmin) throw creditsForAdminsOnly();
  checkProjectLocation(input.Location);
  await checkLci(db, organisation, input);
  const available = await organisationCreditBalance(db, organisation.id);
  if (available <= 0 && !carbonSavingsOptions.some((o) => o.Id === input.CarbonSavingsId)) {
    throw fieldError('CarbonSavingsId', messages.carbonSavingRequired);
  }
  return { isOrgAdmin: isAdmin };
}

/**
 * Inserts a checked development inside the caller's transaction: the creator becomes its
 * coordinator; the organisation's enabled baselines of its LCI group are enabled for it; a
 * first target is added (GWP, whole life without D, per year, the chosen saving); prepaid
 * credits move from the organisation.
 */
export async function insertNewProject(
  tx: Kysely<Database>,
  caller: AuthUser,
  input: ProjectSettingsFields,
  checked: CheckedNewProject,
): Promise<number> {
  const projectId = await insertProject(tx, fieldsFrom(input), caller.userId);
  await addProjectCoordinator(tx, projectId, caller.userId);
  await enableProjectBaselines(
    tx,
    projectId,
    await listOrganisationBaselineIds(tx, input.OrganisationId, input.LciGroupId),
  );
  const isSavingValid = carbonSavingsOptions.some((o) => o.Id === input.CarbonSavingsId);
  await insertProjectTarget(tx, projectId, {
    name: 'Whole of life carbon',
    indicatorId: 1,
    attributeId: 0,
    timescaleId: 2,
    lcPhases: [...LIFE_CYCLE_SCOPES.wholeLife],
    savingsTarget: isSavingValid ? input.CarbonSavingsId! : 50,
    includeOnSiteRenewable: false,
  });
  const project = { id: projectId, organisationId: input.OrganisationId };
  await setProjectCreditBalance(tx, project, input.Prepaid ? input.CreditsBalance : 0, {
    userId: caller.userId,
    isOrgAdmin: checked.isOrgAdmin,
  });
  return projectId;
}

/**
 * Creates a development: any member may create one in their organisation; only its admins may
 * make it prepaid with the organisation's credits.
 */
export async function createProject(
  db: Kysely<Database>,
  caller: AuthUser,
  input: ProjectSettingsFields,
): Promise<number> {
  const checked = await checkNewProject(db, caller, input);
  return db.transaction().execute((tx) => insertNewProject(tx, caller, input, checked));
}

/**
 * Saves a development's settings (admin coordinators). The organisation cannot change. A new
 * LCI source applies to the development's designs that are not submitted (their results follow).
 */
export async function updateProjectSettings(
  db: Kysely<Database>,
  caller: AuthUser,
  input: ProjectSettingsFields,
): Promise<number> {
  const { project, isOrgAdmin } = await projectAdminAccess(db, caller, input.ProjectId);
  if (input.Prepaid !== project.isPrepaid && !isOrgAdmin) throw creditsForAdminsOnly();
  if (input.OrganisationId !== project.organisationId) {
    throw fieldError('OrganisationId', 'A development cannot move to another organisation.');
  }
  const organisation = await findOrganisation(db, project.organisationId);
  if (!organisation) throw fieldError('OrganisationId', messages.organisationRequired);
  checkProjectLocation(input.Location);
  await checkLci(db, organisation, input);
  await db.transaction().execute(async (tx) => {
    await updateProject(tx, project.id, fieldsFrom(input));
    if (input.LciSourceId !== project.lciSourceId) {
      const source = await findLciSource(tx, input.LciSourceId);
      if (source) {
        await setProjectDesignsLciSource(tx, project.id, source.key);
        await raiseLciSourceChangeNotice(tx, project.id, lciSourceChangeMessage(source.name));
      }
    }
    await setProjectCreditBalance(tx, project, input.Prepaid ? input.CreditsBalance : 0, {
      userId: caller.userId,
      isOrgAdmin,
    });
  });
  return project.id;
}
