import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Template enablement (migration 0015): rows name the templates turned off; every other template
 * of the library is approved.
 */

/** Template ids an organisation has turned off. */
export async function listOrganisationDisabledTemplates(
  db: Kysely<Database>,
  organisationId: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('organisation_disabled_templates')
    .select('template_id')
    .where('organisation_id', '=', organisationId)
    .execute();
  return rows.map((r) => r.template_id);
}

/** Template ids turned off for the designs built on the baseline of a library lot. */
export async function listBaselineDisabledTemplates(
  db: Kysely<Database>,
  structureId: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('baseline_disabled_templates')
    .select('template_id')
    .where('structure_id', '=', structureId)
    .execute();
  return rows.map((r) => r.template_id);
}

/** Turns templates on (deletes their rows) or off (adds rows) for an organisation. */
export async function setOrganisationTemplatesSelected(
  db: Kysely<Database>,
  organisationId: number,
  templateIds: readonly string[],
  isSelected: boolean,
  userId: number,
): Promise<void> {
  if (templateIds.length === 0) return;
  if (isSelected) {
    await db
      .deleteFrom('organisation_disabled_templates')
      .where('organisation_id', '=', organisationId)
      .where('template_id', 'in', [...templateIds])
      .execute();
    return;
  }
  await db
    .insertInto('organisation_disabled_templates')
    .values(
      templateIds.map((template_id) => ({
        organisation_id: organisationId,
        template_id,
        created_by: userId,
      })),
    )
    .onConflict((oc) => oc.columns(['organisation_id', 'template_id']).doNothing())
    .execute();
}

/** Turns templates on or off for the designs built on a library lot's baseline. */
export async function setBaselineTemplatesSelected(
  db: Kysely<Database>,
  structureId: number,
  templateIds: readonly string[],
  isSelected: boolean,
  userId: number,
): Promise<void> {
  if (templateIds.length === 0) return;
  if (isSelected) {
    await db
      .deleteFrom('baseline_disabled_templates')
      .where('structure_id', '=', structureId)
      .where('template_id', 'in', [...templateIds])
      .execute();
    return;
  }
  await db
    .insertInto('baseline_disabled_templates')
    .values(
      templateIds.map((template_id) => ({
        structure_id: structureId,
        template_id,
        created_by: userId,
      })),
    )
    .onConflict((oc) => oc.columns(['structure_id', 'template_id']).doNothing())
    .execute();
}

/**
 * Template ids not approved for a lot design: those its organisation turned off, and those turned
 * off on the baseline it was built on (when that baseline is held by a library lot).
 */
export async function listUnapprovedTemplatesForDesign(
  db: Kysely<Database>,
  scope: { organisationId: number; baselineDesignId: number | null },
): Promise<Set<string>> {
  const fromOrganisation = db
    .selectFrom('organisation_disabled_templates')
    .select('template_id')
    .where('organisation_id', '=', scope.organisationId);
  const rows =
    scope.baselineDesignId === null
      ? await fromOrganisation.execute()
      : await fromOrganisation
          .union(
            db
              .selectFrom('baseline_disabled_templates as bt')
              .innerJoin('designs as b', 'b.structure_id', 'bt.structure_id')
              .select('bt.template_id')
              .where('b.id', '=', scope.baselineDesignId),
          )
          .execute();
  return new Set(rows.map((r) => r.template_id));
}
