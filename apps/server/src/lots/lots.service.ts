import type { createLotSchema, saveLotDetailsSchema } from '@circa/contract/lots.schema';
import { findActiveLotDesign } from '@circa/db/designs.repository';
import {
  listBaselinesWithApprovedPresets,
  listProjectBaselineIds,
  listProjectPresets,
} from '@circa/db/library-designs.repository';
import { findOrganisation } from '@circa/db/organisations.repository';
import { findProjectTarget, listProjectTargets } from '@circa/db/project-targets.repository';
import type { Database } from '@circa/db/schema';
import {
  findStructureIdByName,
  insertStructure,
  listProjectStructures,
  setStructureArchived,
  updateStructure,
} from '@circa/db/structures.repository';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { lotAccess, projectAccess, projectAdminAccess } from '../access/access';
import type { LotAccess } from '../access/access';
import { toBuildSummaryFromLibrary } from '../builds/build-summaries';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { toTargetLine } from '../targets/target-lines';
import { sanitizeRichText } from '../text/rich-text';
import { toLotSummary } from './lot-summary';

/**
 * A development's lots as the caller sees them (document 1 §2.10, §3). Lots holding the
 * organisation's baselines and presets (Create Baseline/Preset) are not builders' lots: only
 * organisation admins, who alone may change them, see them listed.
 */
export async function listLots(
  db: Kysely<Database>,
  caller: AuthUser,
  projectId: number,
  showArchived: boolean,
) {
  const { project, organisationName, isAdminCoordinator, isOrgAdmin } = await projectAccess(
    db,
    caller,
    projectId,
  );
  const lots = await listProjectStructures(db, project.id, caller.userId, showArchived, isOrgAdmin);
  const baselineIds = await listProjectBaselineIds(db, project.id);
  return {
    LotSummaries: lots.map((lot) => toLotSummary(lot, baselineIds, isAdminCoordinator)),
    IsAdmin: isAdminCoordinator,
    IsPreconfigured: project.isPreconfigured,
    IsPrepaid: project.isPrepaid,
    OrgName: organisationName,
    ProjectName: project.name,
    BaselinesWithApprovedPresets: await listBaselinesWithApprovedPresets(
      db,
      project.organisationId,
      baselineIds,
    ),
  };
}

/** Creates a lot (admin coordinators, not in preconfigured or archived developments). */
export async function createLot(
  db: Kysely<Database>,
  caller: AuthUser,
  input: z.infer<typeof createLotSchema>,
): Promise<number> {
  const { project } = await projectAdminAccess(db, caller, input.projectId);
  if (project.isPreconfigured)
    throw new AppError('forbidden', 'Lots of this development are set up by upload only.');
  if (project.isArchived)
    throw new AppError('forbidden', 'The development is archived: restore it to add lots.');
  await refuseDuplicateLot(db, project.id, input.address, null);
  return insertStructure(
    db,
    {
      projectId: project.id,
      name: input.address,
      address: input.address,
      customFieldValue: input.customLotFieldValue,
      description: sanitizeRichText(input.description),
    },
    caller.userId,
  );
}

/** Lots of a development have distinct names (their addresses): uploads refuse duplicates too. */
async function refuseDuplicateLot(
  db: Kysely<Database>,
  projectId: number,
  name: string,
  self: number | null,
) {
  const existing = await findStructureIdByName(db, projectId, name);
  if (existing !== null && existing !== self) {
    throw new AppError('conflict', 'A lot with this address already exists in the development.');
  }
}

function openLot(access: LotAccess): LotAccess {
  if (access.isLockedForCaller) {
    throw new AppError(
      'forbidden',
      'This lot is allocated to someone else. Request access to open it.',
    );
  }
  return access;
}

/** A lot's details (document 2 §3 "Lot details"). */
export async function lotDetails(db: Kysely<Database>, caller: AuthUser, structureId: number) {
  const access = openLot(await lotAccess(db, caller, structureId));
  const { structure, project } = access;
  const organisation = await findOrganisation(db, project.organisationId);
  const design = await findActiveLotDesign(db, structure.id);
  const baselineIds = await listProjectBaselineIds(db, project.id);
  const presets = await listProjectPresets(db, project, {
    baseId: 0,
    onlyApproved: true,
    offset: 0,
    limit: 3,
  });
  return {
    StructureId: structure.id,
    ProjectId: project.id,
    Name: structure.name,
    Address: structure.address,
    CustomLotFieldLabel: organisation?.customLotLabel ?? '',
    CustomLotFieldValue: structure.customFieldValue,
    Description: structure.description,
    ProjectName: project.name,
    ProjectTargetId: structure.projectTargetId ?? 0,
    IsBuilt: design !== null,
    IsReadOnly: !access.canEdit,
    IsDesignLocked: structure.isDesignLocked,
    IsArchived: structure.isArchived,
    IsAdminCoordinator: access.isAdminCoordinator,
    IsOrgAdmin: access.isOrgAdmin,
    FavoriteDesignId: design?.id ?? 0,
    LotSummary: {
      StructureId: structure.id,
      Name: structure.name,
      IsBuilt: design !== null,
      IsLocked: false,
      IsArchived: structure.isArchived,
      BaselineDesigns: baselineIds,
    },
    PresetBuilds: presets.map(toBuildSummaryFromLibrary),
  };
}

/**
 * Saves a lot's details: not by read-only callers, nor — while the design is locked — by anyone
 * but an organisation admin, who alone sets and clears the lock (document 2 §5, §6).
 */
export async function saveLotDetails(
  db: Kysely<Database>,
  caller: AuthUser,
  input: z.infer<typeof saveLotDetailsSchema>,
): Promise<true> {
  const access = openLot(await lotAccess(db, caller, input.StructureId));
  if (!access.canEdit) throw new AppError('forbidden', 'You have read-only access to this lot.');
  if (access.structure.isDesignLocked && !access.isOrgAdmin)
    throw new AppError(
      'forbidden',
      'The design is locked: only an organisation admin can change this lot.',
    );
  if (input.ProjectTargetId > 0) {
    const target = await findProjectTarget(db, input.ProjectTargetId);
    if (!target || target.projectId !== access.project.id)
      throw notFound('The target was not found.');
  }
  await refuseDuplicateLot(db, access.project.id, input.Address, access.structure.id);
  await updateStructure(db, access.structure.id, {
    name: input.Address,
    address: input.Address,
    customFieldValue: input.CustomLotFieldValue,
    description: sanitizeRichText(input.Description),
    projectTargetId: input.ProjectTargetId > 0 ? input.ProjectTargetId : null,
    ...(access.isOrgAdmin && { isDesignLocked: input.IsDesignLocked }),
  });
  return true;
}

/** Archives (with its designs) or restores a lot (admin coordinators). */
export async function setLotArchived(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
  isArchived: boolean,
): Promise<true> {
  const access = await lotAccess(db, caller, structureId);
  if (!access.isAdminCoordinator)
    throw new AppError(
      'forbidden',
      'Only an admin coordinator of this development can archive lots.',
    );
  await setStructureArchived(db, access.structure.id, isArchived);
  return true;
}

/** The targets of the development a lot the caller may see belongs to. */
export async function availableProjectTargets(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
) {
  const { project } = await lotAccess(db, caller, structureId);
  return (await listProjectTargets(db, project.id)).map(toTargetLine);
}

/** The organisation's own word for a lot, for a development the caller may see. */
export async function customLotLabel(
  db: Kysely<Database>,
  caller: AuthUser,
  projectId: number,
): Promise<string> {
  const { project } = await projectAccess(db, caller, projectId);
  return (await findOrganisation(db, project.organisationId))?.customLotLabel ?? '';
}
