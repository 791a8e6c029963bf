import type { Database } from '@circa/db/schema';
import { insertStructure, findStructureIdByName } from '@circa/db/structures.repository';
import { insertClonedDesign, replaceProjectBaseline } from '@circa/db/submission.repository';
import type { Kysely } from 'kysely';
import { loadLotDesign } from '../design/lot-design';
import { AppError } from '../http/app-error';
import type { AuthUser } from '../http/request-context';

/** A free lot name in the development: `base`, else `base (2)`, `base (3)`, … */
async function freeLotName(db: Kysely<Database>, projectId: number, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base} (${n})`;
    if ((await findStructureIdByName(db, projectId, name)) === null) return name;
  }
}

/**
 * Clones the lot's submitted design onto a new lot of the same development (document 2 §4 "Design
 * lifecycle"); answers the new lot's id. The new lot is a library lot: it holds the organisation's
 * baseline or preset, only organisation admins change it, and lot lists leave it out for others
 * (access.ts `LotAccess`).
 * - As a baseline (organisation admins only): the copy becomes a baseline of the organisation and
 *   the development, replacing the baseline the design was built from — lots already built from
 *   that one keep it, new lots no longer see it. This cannot be undone.
 * - As a preset build: the copy becomes a preset of the organisation on the design's baseline,
 *   approved when an organisation admin made it (otherwise it awaits approval).
 */
export async function cloneDesign(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
  kind: 'baseline' | 'preset',
): Promise<number> {
  const lot = await loadLotDesign(db, caller, structureId);
  const { access, record } = lot;
  if (kind === 'baseline' && !access.isOrgAdmin)
    throw new AppError('forbidden', 'Only an organisation administrator can create a baseline.');
  if (kind === 'preset' && !access.canEdit && !access.isOrgAdmin)
    throw new AppError('forbidden', 'This design is read-only for you.');
  if (!record.isSubmitted)
    throw new AppError(
      'conflict',
      'Submit the design before creating a baseline or preset from it.',
    );
  return db.transaction().execute(async (trx) => {
    const label = kind === 'baseline' ? 'Baseline' : 'Preset';
    const name = await freeLotName(trx, access.project.id, `${access.structure.name} - ${label}`);
    const newStructureId = await insertStructure(
      trx,
      {
        projectId: access.project.id,
        name,
        address: name,
        customFieldValue: access.structure.customFieldValue,
        description: access.structure.description,
        isLibrary: true,
      },
      caller.userId,
    );
    const designId = await insertClonedDesign(trx, record, {
      structureId: newStructureId,
      kind,
      organisationId: access.project.organisationId,
      baselineDesignId: kind === 'baseline' ? null : record.baselineDesignId,
      baselineVersion: kind === 'baseline' ? null : record.baselineVersion,
      isApproved: kind === 'baseline' || access.isOrgAdmin,
      createdBy: caller.userId,
    });
    if (kind === 'baseline')
      await replaceProjectBaseline(
        trx,
        { projectId: access.project.id, organisationId: access.project.organisationId },
        record.baselineDesignId,
        designId,
      );
    return newStructureId;
  });
}
