import type { Kysely } from 'kysely';
import { cardColumns, toItem } from './library-designs.repository';
import type { LibraryDesignItem } from './library-designs.repository';
import type { Database } from './schema';

/**
 * Which baselines an organisation and its developments offer (organisation_baselines and
 * project_baselines: a row means enabled). A development offers a baseline when both have it
 * (library-designs.repository applies that to the lot flow's choosers).
 */

export interface SelectableBaseline extends LibraryDesignItem {
  lciGroupId: number;
  /** The organisation that made it (Create Baseline); null for the shipped library's. */
  organisationId: number | null;
  isEnabled: boolean;
}

/** A baseline row (card columns, its group, maker and `enabled`: non-null when enabled). */
function toSelectable(
  r: Parameters<typeof toItem>[0] & {
    lci_group_id: number;
    organisation_id: number | null;
    enabled: number | null;
  },
): SelectableBaseline {
  return {
    ...toItem(r, r.enabled !== null),
    lciGroupId: r.lci_group_id,
    organisationId: r.organisation_id,
    isEnabled: r.enabled !== null,
  };
}

/** Every baseline an organisation may offer (the shipped ones and its own), oldest first. */
export async function listOrganisationSelectableBaselines(
  db: Kysely<Database>,
  organisationId: number,
): Promise<SelectableBaseline[]> {
  const rows = await db
    .selectFrom('designs as d')
    .leftJoin('organisation_baselines as ob', (join) =>
      join.onRef('ob.design_id', '=', 'd.id').on('ob.organisation_id', '=', organisationId),
    )
    .select(cardColumns)
    .select(['d.lci_group_id', 'd.organisation_id', 'ob.organisation_id as enabled'])
    .where('d.kind', '=', 'baseline')
    .where('d.is_archived', '=', false)
    .where((eb) =>
      eb.or([eb('d.organisation_id', 'is', null), eb('d.organisation_id', '=', organisationId)]),
    )
    .orderBy('d.id')
    .execute();
  return rows.map(toSelectable);
}

/**
 * The baselines a development may offer: those its organisation enables, of the development's
 * LCI group; `isEnabled` when the development enables it too.
 */
export async function listProjectSelectableBaselines(
  db: Kysely<Database>,
  project: { id: number; organisationId: number; lciGroupId: number },
): Promise<SelectableBaseline[]> {
  const rows = await db
    .selectFrom('organisation_baselines as ob')
    .innerJoin('designs as d', 'd.id', 'ob.design_id')
    .leftJoin('project_baselines as pb', (join) =>
      join.onRef('pb.design_id', '=', 'd.id').on('pb.project_id', '=', project.id),
    )
    .select(cardColumns)
    .select(['d.lci_group_id', 'd.organisation_id', 'pb.project_id as enabled'])
    .where('ob.organisation_id', '=', project.organisationId)
    .where('d.kind', '=', 'baseline')
    .where('d.is_archived', '=', false)
    .where('d.lci_group_id', '=', project.lciGroupId)
    .orderBy('d.id')
    .execute();
  return rows.map(toSelectable);
}

/** Enables (adds rows) or disables (deletes rows) baselines for an organisation. */
export async function setOrganisationBaselinesEnabled(
  db: Kysely<Database>,
  organisationId: number,
  designIds: readonly number[],
  isEnabled: boolean,
): Promise<void> {
  if (designIds.length === 0) return;
  if (isEnabled) {
    await db
      .insertInto('organisation_baselines')
      .values(designIds.map((design_id) => ({ organisation_id: organisationId, design_id })))
      .onConflict((oc) => oc.columns(['organisation_id', 'design_id']).doNothing())
      .execute();
    return;
  }
  await db
    .deleteFrom('organisation_baselines')
    .where('organisation_id', '=', organisationId)
    .where('design_id', 'in', [...designIds])
    .execute();
}

/** Enables or disables baselines for a development. */
export async function setProjectBaselinesEnabled(
  db: Kysely<Database>,
  projectId: number,
  designIds: readonly number[],
  isEnabled: boolean,
): Promise<void> {
  if (designIds.length === 0) return;
  if (isEnabled) {
    await db
      .insertInto('project_baselines')
      .values(designIds.map((design_id) => ({ project_id: projectId, design_id })))
      .onConflict((oc) => oc.columns(['project_id', 'design_id']).doNothing())
      .execute();
    return;
  }
  await db
    .deleteFrom('project_baselines')
    .where('project_id', '=', projectId)
    .where('design_id', 'in', [...designIds])
    .execute();
}
