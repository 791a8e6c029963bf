import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** A baseline or preset as its card shows it. */
export interface LibraryDesignItem {
  id: number;
  name: string;
  description: string;
  functionTypeName: string;
  imageUrl: string | null;
  baselineDesignId: number | null;
  isEnabledInProject: boolean;
  dwellings: number;
  bedrooms: number;
  bathrooms: number;
  floors: number;
  grossFloorArea: number | null;
}

/** Enables baselines for an organisation (idempotent). */
export async function enableOrganisationBaselines(
  db: Kysely<Database>,
  organisationId: number,
  designIds: readonly number[],
): Promise<void> {
  if (designIds.length === 0) return;
  await db
    .insertInto('organisation_baselines')
    .values(designIds.map((design_id) => ({ organisation_id: organisationId, design_id })))
    .onConflict((oc) => oc.columns(['organisation_id', 'design_id']).doNothing())
    .execute();
}

/** Enables baselines for a development (idempotent). */
export async function enableProjectBaselines(
  db: Kysely<Database>,
  projectId: number,
  designIds: readonly number[],
): Promise<void> {
  if (designIds.length === 0) return;
  await db
    .insertInto('project_baselines')
    .values(designIds.map((design_id) => ({ project_id: projectId, design_id })))
    .onConflict((oc) => oc.columns(['project_id', 'design_id']).doNothing())
    .execute();
}

/** Ids of the baselines an organisation has enabled, of one LCI group. */
export async function listOrganisationBaselineIds(
  db: Kysely<Database>,
  organisationId: number,
  lciGroupId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('organisation_baselines as ob')
    .innerJoin('designs as d', 'd.id', 'ob.design_id')
    .select('d.id')
    .where('ob.organisation_id', '=', organisationId)
    .where('d.lci_group_id', '=', lciGroupId)
    .where('d.is_archived', '=', false)
    .orderBy('d.id')
    .execute();
  return rows.map((r) => r.id);
}

/** Ids of all shipped library baselines (for a new organisation's defaults). */
export async function listShippedBaselineIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('designs')
    .select('id')
    .where('kind', '=', 'baseline')
    .where('organisation_id', 'is', null)
    .where('library_key', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Ids of the baselines enabled for a development: enabled there and still enabled by its
 * organisation (turning a baseline off for the organisation turns it off in every development
 * without forgetting their choice).
 */
export async function listProjectBaselineIds(
  db: Kysely<Database>,
  projectId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('project_baselines as pb')
    .innerJoin('designs as d', 'd.id', 'pb.design_id')
    .innerJoin('projects as p', 'p.id', 'pb.project_id')
    .innerJoin('organisation_baselines as ob', (join) =>
      join
        .onRef('ob.design_id', '=', 'pb.design_id')
        .onRef('ob.organisation_id', '=', 'p.organisation_id'),
    )
    .select('d.id')
    .where('pb.project_id', '=', projectId)
    .where('d.is_archived', '=', false)
    .orderBy('d.id')
    .execute();
  return rows.map((r) => r.id);
}

/** Columns of a library design card (with `toLibraryDesignItem`). */
export const cardColumns = [
  'd.id',
  'd.name',
  'd.description',
  'd.function_type_name',
  'd.image_url',
  'd.baseline_design_id',
  'd.dwellings',
  'd.bedrooms',
  'd.bathrooms',
  'd.floors',
  'd.gross_floor_area',
] as const;

/** Baselines enabled for a development (and its organisation), oldest first, paged. */
export async function listProjectBaselines(
  db: Kysely<Database>,
  projectId: number,
  offset: number,
  limit: number,
): Promise<LibraryDesignItem[]> {
  const rows = await db
    .selectFrom('project_baselines as pb')
    .innerJoin('designs as d', 'd.id', 'pb.design_id')
    .innerJoin('projects as p', 'p.id', 'pb.project_id')
    .innerJoin('organisation_baselines as ob', (join) =>
      join
        .onRef('ob.design_id', '=', 'pb.design_id')
        .onRef('ob.organisation_id', '=', 'p.organisation_id'),
    )
    .select(cardColumns)
    .where('pb.project_id', '=', projectId)
    .where('d.is_archived', '=', false)
    .orderBy('d.id')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((r) => toItem(r, true));
}

/**
 * Presets visible to a development: the shipped ones and its organisation's, of the
 * development's LCI group; `isEnabledInProject` is false when the preset's baseline is not
 * enabled there (its card is disabled).
 */
export async function listProjectPresets(
  db: Kysely<Database>,
  project: { id: number; organisationId: number; lciGroupId: number },
  options: { baseId: number; onlyApproved: boolean; offset: number; limit: number | null },
): Promise<LibraryDesignItem[]> {
  let query = db
    .selectFrom('designs as d')
    .leftJoin('project_baselines as pb', (join) =>
      join.onRef('pb.design_id', '=', 'd.baseline_design_id').on('pb.project_id', '=', project.id),
    )
    .leftJoin('organisation_baselines as ob', (join) =>
      join
        .onRef('ob.design_id', '=', 'd.baseline_design_id')
        .on('ob.organisation_id', '=', project.organisationId),
    )
    .select(cardColumns)
    .select(['pb.project_id as enabled_project_id', 'ob.organisation_id as enabled_org_id'])
    .where('d.kind', '=', 'preset')
    .where('d.is_archived', '=', false)
    .where('d.lci_group_id', '=', project.lciGroupId)
    .where((eb) =>
      eb.or([
        eb('d.organisation_id', 'is', null),
        eb('d.organisation_id', '=', project.organisationId),
      ]),
    )
    .orderBy('d.id')
    .offset(options.offset);
  if (options.limit !== null) query = query.limit(options.limit);
  if (options.baseId > 0) query = query.where('d.baseline_design_id', '=', options.baseId);
  if (options.onlyApproved) query = query.where('d.is_approved', '=', true);
  const rows = await query.execute();
  return rows.map((r) => toItem(r, r.enabled_project_id !== null && r.enabled_org_id !== null));
}

/** A card row as a LibraryDesignItem. */
export function toItem(
  r: {
    id: number;
    name: string;
    description: string;
    function_type_name: string;
    image_url: string | null;
    baseline_design_id: number | null;
    dwellings: number;
    bedrooms: number;
    bathrooms: number;
    floors: number;
    gross_floor_area: number | null;
  },
  isEnabledInProject: boolean,
): LibraryDesignItem {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    functionTypeName: r.function_type_name,
    imageUrl: r.image_url,
    baselineDesignId: r.baseline_design_id,
    isEnabledInProject,
    dwellings: r.dwellings,
    bedrooms: r.bedrooms,
    bathrooms: r.bathrooms,
    floors: r.floors,
    grossFloorArea: r.gross_floor_area,
  };
}

/** Baseline ids (among `baselineIds`) that have approved presets for the development. */
export async function listBaselinesWithApprovedPresets(
  db: Kysely<Database>,
  organisationId: number,
  baselineIds: readonly number[],
): Promise<number[]> {
  if (baselineIds.length === 0) return [];
  const rows = await db
    .selectFrom('designs')
    .select('baseline_design_id')
    .distinct()
    .where('kind', '=', 'preset')
    .where('is_archived', '=', false)
    .where('is_approved', '=', true)
    .where('baseline_design_id', 'in', [...baselineIds])
    .where((eb) =>
      eb.or([eb('organisation_id', 'is', null), eb('organisation_id', '=', organisationId)]),
    )
    .execute();
  return rows.map((r) => r.baseline_design_id).filter((id): id is number => id !== null);
}
