import type { BaselineResult } from '@circa/contract/org-library.schema';
import {
  listOrganisationSelectableBaselines,
  listProjectSelectableBaselines,
  setOrganisationBaselinesEnabled,
  setProjectBaselinesEnabled,
} from '@circa/db/baseline-enablement.repository';
import type { SelectableBaseline } from '@circa/db/baseline-enablement.repository';
import { listProjectBaselines, listProjectPresets } from '@circa/db/library-designs.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { organisationAccess, projectAccess, projectAdminAccess } from '../access/access';
import { toBuildSummaryFromLibrary } from '../builds/build-summaries';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { lciGroupOptions } from '../organisations/lci-options';

/**
 * Baseline and preset enablement (document 3 §2 "Baselines and presets"; decision 0022). The
 * organisation enables baselines for its developments (organisation admins, /org-baselines);
 * each development enables some of those for its new lots (admin coordinators,
 * /project-baselines). The lot flow's choosers offer what both enable; a lot already built keeps
 * its benchmark (decision 0015: it is the kept version of its baseline, whatever is enabled now).
 */

const card = (b: SelectableBaseline) => ({
  ...toBuildSummaryFromLibrary({ ...b, isEnabledInProject: b.isEnabled }),
  ...(b.organisationId !== null && { OrgId: b.organisationId }),
  LCIGroupId: b.lciGroupId,
});

function requireChoosable(wanted: readonly number[], choosable: readonly SelectableBaseline[]) {
  const ids = new Set(choosable.map((b) => b.id));
  const missing = wanted.find((id) => !ids.has(id));
  if (missing !== undefined) throw notFound(`The baseline ${missing} cannot be chosen here.`);
}

async function orgAdminAccess(db: Kysely<Database>, caller: AuthUser, orgId: number) {
  const access = await organisationAccess(db, caller, orgId);
  if (!access.isAdmin)
    throw new AppError('forbidden', 'Only an organisation admin can choose its baselines.');
  return access;
}

/** GET /CompleteOrgBaselines: every baseline the organisation may offer, DisableLink when it does not. */
export async function completeOrgBaselines(
  db: Kysely<Database>,
  caller: AuthUser,
  orgId: number,
): Promise<BaselineResult> {
  const { organisation } = await orgAdminAccess(db, caller, orgId);
  const baselines = await listOrganisationSelectableBaselines(db, organisation.id);
  return {
    BuildSummaries: baselines.map(card),
    Organisations: [
      {
        Id: organisation.id,
        Title: organisation.name,
        Description: organisation.description,
        ImageUrl: organisation.imageUrl,
      },
    ],
    Projects: [],
    LciGroups: await lciGroupOptions(db),
  };
}

/**
 * GET /CompleteProjectBaselines: the baselines the organisation enables of the development's
 * LCI group, DisableLink when the development does not offer it.
 */
export async function completeProjectBaselines(
  db: Kysely<Database>,
  caller: AuthUser,
  projectId: number,
): Promise<BaselineResult> {
  const { project, organisationName } = await projectAdminAccess(db, caller, projectId);
  const baselines = await listProjectSelectableBaselines(db, project);
  return {
    BuildSummaries: baselines.map(card),
    Organisations: [],
    Projects: [
      {
        ProjectId: project.id,
        Name: project.name,
        OrgId: project.organisationId,
        OrgName: organisationName,
        FeatureImage: null,
        IsArchived: project.isArchived,
      },
    ],
    LciGroups: await lciGroupOptions(db),
  };
}

/** GET /CompleteBaselineDesigns: every baseline a development offers to new lots. */
export async function completeBaselineDesigns(
  db: Kysely<Database>,
  caller: AuthUser,
  projectId: number,
) {
  const { project } = await projectAccess(db, caller, projectId);
  return (await listProjectBaselines(db, project.id, 0, 10_000)).map(toBuildSummaryFromLibrary);
}

/** GET /CompletePresetDesigns: every preset of a development; DisableLink when its baseline is off. */
export async function completePresetDesigns(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { projectId: number; baseId: number },
) {
  const { project } = await projectAccess(db, caller, input.projectId);
  const presets = await listProjectPresets(db, project, {
    baseId: input.baseId,
    onlyApproved: false,
    offset: 0,
    limit: null,
  });
  return presets.map(toBuildSummaryFromLibrary);
}

/** POST /setorganisationbaselinedesign: enables or disables baselines for the organisation. */
export async function setOrganisationBaselineDesign(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { orgId: number; designIds: number[]; isEnabled: boolean },
): Promise<true> {
  const { organisation } = await orgAdminAccess(db, caller, input.orgId);
  requireChoosable(input.designIds, await listOrganisationSelectableBaselines(db, organisation.id));
  await setOrganisationBaselinesEnabled(db, organisation.id, input.designIds, input.isEnabled);
  return true;
}

/**
 * POST /setProjectBaselineDesign: enables or disables baselines for a development (only those
 * its organisation enables, of its LCI group).
 */
export async function setProjectBaselineDesign(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { projectId: number; designIds: number[]; isEnabled: boolean },
): Promise<true> {
  const { project } = await projectAdminAccess(db, caller, input.projectId);
  requireChoosable(input.designIds, await listProjectSelectableBaselines(db, project));
  await setProjectBaselinesEnabled(db, project.id, input.designIds, input.isEnabled);
  return true;
}
