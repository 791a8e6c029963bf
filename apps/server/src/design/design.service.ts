import type {
  SaveDesign,
  updateCustomiseGfaSchema,
  updateThermalSchema,
} from '@circa/contract/design.schema';
import { archiveDesign, findDesignStructureId } from '@circa/db/designs.repository';
import { markOnboardingRead } from '@circa/db/organisations.repository';
import type { Database } from '@circa/db/schema';
import type { ThermalUnitId } from '@circa/engine/units';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { organisationAccess } from '../access/access';
import type { AuthUser } from '../http/request-context';
import { saveDesignFields } from './design-form.service';
import { customiseGfa, thermalLimitsFor, updateGfa, updateThermal } from './gfa-thermal.service';
import { loadLotDesign, loadLotDesignById, requireEditable } from './lot-design';

/**
 * Design calls that name a design or a lot: each loads the lot's design with the caller's access
 * (lotAccess: 404 when not visible, 403 when allocated to others) before it reads or writes.
 */

const byDesign = (db: Kysely<Database>, caller: AuthUser, designId: number) =>
  loadLotDesignById(db, caller, designId, (id) => findDesignStructureId(db, id));

/** Saves Design Details fields on a design the caller may change. */
export async function saveDesign(
  db: Kysely<Database>,
  caller: AuthUser,
  input: SaveDesign & { designId: number },
) {
  return saveDesignFields(db, await byDesign(db, caller, input.designId), input);
}

/** The GFA screen's record of a design the caller may see. */
export async function designGfa(db: Kysely<Database>, caller: AuthUser, designId: number) {
  return customiseGfa(await byDesign(db, caller, designId));
}

/** Sets the GFA of a design the caller may change. */
export async function saveDesignGfa(
  db: Kysely<Database>,
  caller: AuthUser,
  input: z.infer<typeof updateCustomiseGfaSchema>,
) {
  return updateGfa(db, await byDesign(db, caller, input.DesignId), input);
}

/** Sets the thermal rating and demands of a design the caller may change. */
export async function saveDesignThermal(
  db: Kysely<Database>,
  caller: AuthUser,
  input: z.infer<typeof updateThermalSchema>,
) {
  return updateThermal(db, await byDesign(db, caller, input.designId), input);
}

/** A thermal rating's limits in the climate zone of a lot the caller may open. */
export async function lotThermalLimits(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { structureId: number; thermalRatingId: number; thermalUnitId: number },
) {
  return thermalLimitsFor(
    await loadLotDesign(db, caller, input.structureId),
    input.thermalRatingId,
    input.thermalUnitId as ThermalUnitId,
  );
}

/** Archives the current design of a lot the caller may change (the lot starts again). */
export async function resetLotDesign(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
): Promise<true> {
  const lot = await loadLotDesign(db, caller, structureId);
  requireEditable(lot);
  await archiveDesign(db, lot.record.id);
  return true;
}

/** Marks the onboarding of an organisation the caller belongs to as read. */
export async function markOnboardingSeen(
  db: Kysely<Database>,
  caller: AuthUser,
  organisationId: number,
): Promise<true> {
  await organisationAccess(db, caller, organisationId);
  await markOnboardingRead(db, organisationId, caller.userId);
  return true;
}
