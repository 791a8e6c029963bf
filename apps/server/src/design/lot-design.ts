import { findDesignJson, updateDesignContent } from '@circa/db/designs.repository';
import type { DesignRecord } from '@circa/db/designs.repository';
import type { Database } from '@circa/db/schema';
import type { Design } from '@circa/engine/design-types';
import { isEngineError } from '@circa/engine/engine-error';
import type { EngineError } from '@circa/engine/engine-error';
import type { Evaluation } from '@circa/engine/evaluation-types';
import { isUnderMinimumArea, minimumAreaFigure } from '@circa/contract/design.schema';
import { GrossFloorAreaType } from '@circa/contract/enums';
import { formatMessage, messages } from '@circa/contract/messages';
import type { ReadOnlyReason } from '@circa/contract/read-only.schema';
import type { Kysely } from 'kysely';
import { lotAccess } from '../access/access';
import type { LotAccess } from '../access/access';
import { designContent } from '../catalogue/design-columns';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { processCache } from '../memory/bounded-cache';
import { evaluate, evaluateDesignVersion, rememberEvaluation } from '../results/evaluation-cache';
import { cachedDesign, rememberDesign } from './design-json-cache';
import { refuseThermalConflict } from './thermal-consistency';

/** A lot's current design with the caller's standing. */
export interface LotDesign {
  access: LotAccess;
  record: DesignRecord;
  design: Design;
  /** The caller may change the design now. */
  canEdit: boolean;
  /** Why not, when `canEdit` is false. */
  readOnlyReason: ReadOnlyReason;
}

/**
 * Who may change a design (document 2 §6): anyone who may edit the lot, while the design and lot
 * are not archived; a submitted (shared) design only the development's user admins (admin
 * coordinators: "Shared designs are locked for non-user-admins"); a locked design only
 * organisation admins ("builder users cannot edit ... anything in a locked design"). This is the
 * one rule: the forms show IsReadOnly and its reason from it.
 */
function readOnlyReason(access: LotAccess, record: DesignRecord): ReadOnlyReason {
  if (!access.canEdit) return 'access';
  if (record.isArchived || access.structure.isArchived) return 'archived';
  if (record.isSubmitted && !access.isAdminCoordinator) return 'submitted';
  if (access.structure.isDesignLocked && !access.isOrgAdmin) return 'locked';
  return null;
}

/** The lot's current design (404 when the lot has none, 403 when it is allocated to others). */
export async function loadLotDesign(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
): Promise<LotDesign> {
  const access = await lotAccess(db, caller, structureId);
  if (access.isLockedForCaller)
    throw new AppError(
      'forbidden',
      'This lot is allocated to someone else. Request access to open it.',
    );
  const meta = access.currentDesign;
  if (!meta) throw notFound('The lot has no design yet: choose a baseline first.');
  const design =
    cachedDesign(meta.id, meta.version) ??
    rememberDesign(meta.id, meta.version, (await findDesignJson(db, meta.id)) as Design);
  const record: DesignRecord = { ...meta, design };
  const reason = readOnlyReason(access, record);
  return { access, record, design, canEdit: reason === null, readOnlyReason: reason };
}

/** The lot of each design seen (a design never moves to another lot), bounded. */
const lotOfDesign = processCache<number, number>(10_000);

/** The same, found by design id (the GFA screen's calls name the design). */
export async function loadLotDesignById(
  db: Kysely<Database>,
  caller: AuthUser,
  designId: number,
  findStructureOf: (designId: number) => Promise<number | null>,
): Promise<LotDesign> {
  const structureId = lotOfDesign.get(designId) ?? (await findStructureOf(designId));
  if (structureId === null) throw notFound('The design was not found.');
  lotOfDesign.set(designId, structureId);
  const lot = await loadLotDesign(db, caller, structureId);
  if (lot.record.id !== designId) throw notFound('The design was not found.');
  return lot;
}

/** Refuses a change the caller may not make. */
export function requireEditable(lot: LotDesign): void {
  if (!lot.canEdit) {
    throw new AppError(
      'forbidden',
      lot.record.isSubmitted && !lot.access.isAdminCoordinator
        ? 'The design is submitted: re-design it to make changes.'
        : 'This design is read-only for you.',
    );
  }
}

/**
 * The spec's 'too small' message for a design whose Known or Calculated GFA is under the
 * accepted minimum, with the figure the browser shows ({@link minimumAreaFigure}).
 */
function gfaTooSmall(design: Design, minimum: number): AppError {
  const n = minimumAreaFigure(minimum);
  const isCalculated = design.attributes.grossFloorAreaType === GrossFloorAreaType.Calculated;
  const message = isCalculated
    ? formatMessage(messages.areasTooSmall, { min: n })
    : formatMessage(messages.gfaTooSmall, { n });
  // named on the area field, so the form flags the area whichever field raised the minimum
  const field = isCalculated ? 'fullyEnclosedFloorArea' : 'grossFloorArea';
  return new AppError('validation_failed', message, [{ path: [field], message }]);
}

/** An engine error as a 400 that says what to fix (the GFA minimum with the shared figure). */
function explainEngineError(error: EngineError, design: Design): AppError {
  if (error.code === 'GROSS_FLOOR_AREA_TOO_SMALL' && typeof error.details.minimum === 'number')
    return gfaTooSmall(design, error.details.minimum);
  return new AppError('validation_failed', error.message);
}

/** Evaluates a design through the engine, turning input errors into a 400 that says what to fix. */
export function evaluateOrExplain(designId: number, version: number, design: Design): Evaluation {
  try {
    return evaluateDesignVersion(designId, version, design);
  } catch (error) {
    if (isEngineError(error)) throw explainEngineError(error, design);
    throw error;
  }
}

/**
 * Saves a changed design: it is evaluated first (so an invalid design is refused with the
 * engine's message and nothing is stored; a Known or Calculated GFA under the accepted minimum
 * figure too, as in the browser, and entered thermal demands outside a changed rating), then stored with a new version, and its evaluation is cached
 * under that version.
 */
export async function saveLotDesign(
  db: Kysely<Database>,
  lot: LotDesign,
  design: Design,
  /** Further rules on the new design's evaluation: throws to refuse the save. */
  check?: (evaluation: Evaluation) => void,
): Promise<{ version: number; evaluation: Evaluation }> {
  let evaluation: Evaluation;
  try {
    evaluation = evaluate(design);
  } catch (error) {
    if (isEngineError(error)) throw explainEngineError(error, design);
    throw error;
  }
  refuseThermalConflict(lot.design, design);
  check?.(evaluation);
  const { grossFloorArea, minimumGrossFloorArea } = evaluation.resolved;
  const attributes = design.attributes;
  // Calculated: the spec checks the sum of the two covered areas, not the half-weighted GFA
  const checkedArea =
    attributes.grossFloorAreaType === GrossFloorAreaType.Calculated
      ? (attributes.fullyEnclosedFloorArea ?? 0) + (attributes.unenclosedCoveredArea ?? 0)
      : grossFloorArea;
  if (
    attributes.grossFloorAreaType !== GrossFloorAreaType.Predicted &&
    isUnderMinimumArea(checkedArea, minimumGrossFloorArea)
  )
    throw gfaTooSmall(design, minimumGrossFloorArea);
  const version = await updateDesignContent(
    db,
    lot.record.id,
    designContent(design, {
      name: design.name,
      description: lot.record.description,
      lciGroupId: lot.record.lciGroupId,
    }),
    lot.record.version,
  );
  if (version === null) {
    throw new AppError(
      'conflict',
      'The design was changed at the same time by someone else; reload to see the latest.',
    );
  }
  rememberEvaluation(lot.record.id, version, evaluation);
  rememberDesign(lot.record.id, version, design);
  return { version, evaluation };
}
