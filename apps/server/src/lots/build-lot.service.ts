import { CollaborationAccess } from '@circa/contract/enums';
import type { Design } from '@circa/engine/design-types';
import {
  findActiveLotDesign,
  findDesign,
  insertLotDesign,
  keepDesignVersion,
} from '@circa/db/designs.repository';
import { listProjectBaselineIds } from '@circa/db/library-designs.repository';
import type { Database } from '@circa/db/schema';
import { setStructureUser, updateStructure } from '@circa/db/structures.repository';
import { isEngineError } from '@circa/engine/engine-error';
import { designFromLibraryDesigns } from '@circa/reference-data/baselines/presets';
import { designLocationForPostcode } from '@circa/reference-data/nathers-zones';
import type { AustralianState } from '@circa/engine/design-types';
import { findLciSource } from '@circa/db/lci-catalogue.repository';
import type { Kysely } from 'kysely';
import { lotAccess } from '../access/access';
import { designContent } from '../catalogue/design-columns';
import { AppError, notFound } from '../http/app-error';
import { assertMayJoinProject } from '../project-people/join-rule';
import type { AuthUser } from '../http/request-context';

/** Whether the lot has a design (built from a baseline). */
export async function isLotInitialised(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
): Promise<boolean> {
  const { structure } = await lotAccess(db, caller, structureId);
  return (await findActiveLotDesign(db, structure.id)) !== null;
}

/**
 * Initialises a lot's design (the spec's buildLot): from a baseline enabled in the development
 * and, optionally, one of its presets; templates auto-scale from the baseline; the location is
 * the development's postcode. The caller becomes the lot's lead and the lot is allocated. The
 * baseline's version is kept with the lot's design: its benchmark stays the baseline as it is
 * now, whatever later edits of the baseline. A library lot is not built: it holds the design it
 * was cloned from.
 */
export async function buildLot(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { structureId: number; baseStructureId: number; presetStructureId: number },
): Promise<{ DesignId: number }> {
  const access = await lotAccess(db, caller, input.structureId);
  const { structure, project } = access;
  if (structure.isLibrary)
    throw new AppError('forbidden', 'This lot holds a baseline or preset: it is not built.');
  if (access.isLockedForCaller || !access.canEdit) {
    throw new AppError(
      'forbidden',
      'This lot is allocated to someone else. Request access to work on it.',
    );
  }
  if (structure.isArchived || project.isArchived)
    throw new AppError('forbidden', 'The lot is archived.');
  const existing = await findActiveLotDesign(db, structure.id);
  if (existing) return { DesignId: existing.id };
  // claiming an unallocated lot joins the development (pre-approved users only, removed users)
  if (access.accessLevel === CollaborationAccess.NotInvolved)
    await assertMayJoinProject(db, caller, access);

  const enabled = await listProjectBaselineIds(db, project.id);
  const baseline = enabled.includes(input.baseStructureId)
    ? await findDesign(db, input.baseStructureId)
    : null;
  if (!baseline || baseline.kind !== 'baseline')
    throw notFound('That baseline is not enabled for this development.');
  let source = baseline;
  if (input.presetStructureId > 0) {
    const preset = await findDesign(db, input.presetStructureId);
    const isUsable =
      preset?.kind === 'preset' &&
      preset.baselineDesignId === baseline.id &&
      !preset.isArchived &&
      (preset.organisationId === null || preset.organisationId === project.organisationId);
    if (!preset || !isUsable) throw notFound('That preset is not available for this baseline.');
    source = preset;
  }

  let design: Design;
  try {
    design = {
      ...designFromLibraryDesigns(baseline.design as Design, source.design as Design, {
        name: source.name,
        location: designLocationForPostcode(project.postcode, project.state as AustralianState),
      }),
      lciSourceId: (await findLciSource(db, project.lciSourceId))?.key ?? null,
    };
  } catch (error) {
    if (isEngineError(error)) throw new AppError('validation_failed', error.message);
    throw error;
  }
  return db.transaction().execute(async (tx) => {
    await keepDesignVersion(tx, baseline);
    const designId = await insertLotDesign(
      tx,
      structure.id,
      designContent(design, {
        name: source.name,
        description: source.description,
        lciGroupId: project.lciGroupId,
      }),
      {
        baselineDesignId: baseline.id,
        baselineVersion: baseline.version,
        presetDesignId: source.id === baseline.id ? null : source.id,
      },
      caller.userId,
    );
    if (access.accessLevel === CollaborationAccess.NotInvolved)
      await setStructureUser(tx, structure.id, caller.userId, CollaborationAccess.Lead);
    await updateStructure(tx, structure.id, { isLocked: true });
    return { DesignId: designId };
  });
}
