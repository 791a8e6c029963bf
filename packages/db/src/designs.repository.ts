import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database, DesignKind, DesignsTable } from './schema';

/** A design row: a lot's design or a library baseline/preset. `design` is the engine's Design. */
export interface DesignRecord {
  id: number;
  kind: DesignKind;
  structureId: number | null;
  organisationId: number | null;
  libraryKey: string | null;
  baselineDesignId: number | null;
  /**
   * The version of the baseline this lot design was built on (its benchmark, kept in
   * design_versions); null for library designs and designs without a baseline.
   */
  baselineVersion: number | null;
  presetDesignId: number | null;
  lciGroupId: number;
  name: string;
  description: string;
  functionTypeName: string;
  imageUrl: string | null;
  isApproved: boolean;
  isArchived: boolean;
  isSubmitted: boolean;
  isFeature: boolean;
  sharePermission: number;
  designPhaseId: number | null;
  designPurposeId: number | null;
  dwellings: number;
  bedrooms: number;
  bathrooms: number;
  floors: number;
  grossFloorArea: number | null;
  design: unknown;
  version: number;
  updatedAt: Date;
}

/** A design's columns without its JSON (what lot access reads with every call). */
export type DesignMeta = Omit<DesignRecord, 'design'>;

/** A designs row (without the `design` column) as DesignMeta. */
export function designMetaFromRow(r: Omit<Selectable<DesignsTable>, 'design'>): DesignMeta {
  const { design: _design, ...meta } = toRecord({ ...r, design: null });
  return meta;
}

/** Only a design's JSON (the engine's Design), when the caller has its other columns. */
export async function findDesignJson(db: Kysely<Database>, id: number): Promise<unknown> {
  const r = await db.selectFrom('designs').select('design').where('id', '=', id).executeTakeFirst();
  return r?.design ?? null;
}

/** Only a design's version (null when there is no such design): enough to use a cached JSON. */
export async function findDesignVersion(db: Kysely<Database>, id: number): Promise<number | null> {
  const r = await db
    .selectFrom('designs')
    .select('version')
    .where('id', '=', id)
    .executeTakeFirst();
  return r?.version ?? null;
}

function toRecord(r: Selectable<DesignsTable>): DesignRecord {
  return {
    id: r.id,
    kind: r.kind,
    structureId: r.structure_id,
    organisationId: r.organisation_id,
    libraryKey: r.library_key,
    baselineDesignId: r.baseline_design_id,
    baselineVersion: r.baseline_version,
    presetDesignId: r.preset_design_id,
    lciGroupId: r.lci_group_id,
    name: r.name,
    description: r.description,
    functionTypeName: r.function_type_name,
    imageUrl: r.image_url,
    isApproved: r.is_approved,
    isArchived: r.is_archived,
    isSubmitted: r.is_submitted,
    isFeature: r.is_feature,
    sharePermission: r.share_permission,
    designPhaseId: r.design_phase_id,
    designPurposeId: r.design_purpose_id,
    dwellings: r.dwellings,
    bedrooms: r.bedrooms,
    bathrooms: r.bathrooms,
    floors: r.floors,
    grossFloorArea: r.gross_floor_area,
    design: r.design,
    version: r.version,
    updatedAt: r.updated_at,
  };
}

/** The columns every design row carries beside its JSON. */
export interface DesignContent {
  name: string;
  description: string;
  functionTypeName: string;
  lciGroupId: number;
  dwellings: number;
  bedrooms: number;
  bathrooms: number;
  floors: number;
  grossFloorArea: number | null;
  design: unknown;
}

function contentRow(content: DesignContent) {
  return {
    name: content.name,
    description: content.description,
    function_type_name: content.functionTypeName,
    lci_group_id: content.lciGroupId,
    dwellings: content.dwellings,
    bedrooms: content.bedrooms,
    bathrooms: content.bathrooms,
    floors: content.floors,
    gross_floor_area: content.grossFloorArea,
    design: JSON.stringify(content.design),
  };
}

/**
 * Inserts or refreshes a shipped library design by its key (the design JSON and list columns
 * follow the shipped version; its id stays, so lots built from it keep their link; a changed
 * JSON gets a new version, and lots built before keep the version they were built on).
 */
export async function upsertLibraryDesign(
  db: Kysely<Database>,
  libraryKey: string,
  kind: Exclude<DesignKind, 'design'>,
  content: DesignContent,
  baselineDesignId: number | null,
): Promise<number> {
  const row = await db
    .insertInto('designs')
    .values({
      kind,
      library_key: libraryKey,
      baseline_design_id: baselineDesignId,
      ...contentRow(content),
    })
    .onConflict((oc) =>
      oc.column('library_key').doUpdateSet({
        ...contentRow(content),
        baseline_design_id: baselineDesignId,
        updated_at: new Date(),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Keeps a design's JSON at its version (once: a design id and version name one content, see
 * migration 0012), so lots built on it keep it as their benchmark whatever changes it later.
 */
export async function keepDesignVersion(
  db: Kysely<Database>,
  design: { id: number; version: number; design: unknown },
): Promise<void> {
  await db
    .insertInto('design_versions')
    .values({
      design_id: design.id,
      version: design.version,
      design: JSON.stringify(design.design),
    })
    .onConflict((oc) => oc.columns(['design_id', 'version']).doNothing())
    .execute();
}

/** A kept version of a design's JSON (null when that version was not kept). */
export async function findKeptDesignJson(
  db: Kysely<Database>,
  designId: number,
  version: number,
): Promise<unknown> {
  const r = await db
    .selectFrom('design_versions')
    .select('design')
    .where('design_id', '=', designId)
    .where('version', '=', version)
    .executeTakeFirst();
  return r?.design ?? null;
}

/**
 * Inserts a lot's design built from a baseline (and preset); `baselineVersion` is the kept
 * version of the baseline it was built on ({@link keepDesignVersion}).
 */
export async function insertLotDesign(
  db: Kysely<Database>,
  structureId: number,
  content: DesignContent,
  source: { baselineDesignId: number; baselineVersion: number; presetDesignId: number | null },
  createdBy: number,
): Promise<number> {
  const row = await db
    .insertInto('designs')
    .values({
      kind: 'design',
      structure_id: structureId,
      baseline_design_id: source.baselineDesignId,
      baseline_version: source.baselineVersion,
      preset_design_id: source.presetDesignId,
      created_by: createdBy,
      ...contentRow(content),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findDesign(db: Kysely<Database>, id: number): Promise<DesignRecord | null> {
  const r = await db.selectFrom('designs').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toRecord(r) : null;
}

/** The lot's current (not archived) design, if built. */
export async function findActiveLotDesign(
  db: Kysely<Database>,
  structureId: number,
): Promise<DesignRecord | null> {
  const r = await db
    .selectFrom('designs')
    .selectAll()
    .where('structure_id', '=', structureId)
    .where('is_archived', '=', false)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r ? toRecord(r) : null;
}

/** All designs of a lot (archived ones too), oldest first. */
export async function listLotDesigns(
  db: Kysely<Database>,
  structureId: number,
): Promise<DesignRecord[]> {
  const rows = await db
    .selectFrom('designs')
    .selectAll()
    .where('structure_id', '=', structureId)
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}

/** Library designs by id (baselines and presets), in one query. */
export async function findDesigns(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<DesignRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('designs')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toRecord);
}

/**
 * Replaces a lot design's content and bumps its version; answers the new version. With
 * `expectedVersion`, nothing changes unless the stored version still is that (no lost update);
 * then null is answered.
 */
export async function updateDesignContent(
  db: Kysely<Database>,
  id: number,
  content: DesignContent,
  expectedVersion?: number,
): Promise<number | null> {
  let query = db
    .updateTable('designs')
    .set((eb) => ({
      ...contentRow(content),
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', id);
  if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
  const row = await query.returning('version').executeTakeFirst();
  return row?.version ?? null;
}

/** Archives a design (Reset design). */
export async function archiveDesign(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('designs')
    .set({ is_archived: true, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The lot of a design (null for library designs or unknown ids). */
export async function findDesignStructureId(
  db: Kysely<Database>,
  id: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('designs')
    .select('structure_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.structure_id ?? null;
}

/**
 * Points every design of a development's lots that is neither submitted nor archived at another
 * LCI source (the design JSON's `lciSourceId`), bumping each one's version so every cached
 * design and evaluation is refreshed. Submitted designs keep the source they were submitted
 * with. Answers how many designs changed.
 */
export async function setProjectDesignsLciSource(
  db: Kysely<Database>,
  projectId: number,
  lciSourceKey: string,
): Promise<number> {
  const rows = await db
    .updateTable('designs')
    .set((eb) => ({
      design: sql`jsonb_set(design, '{lciSourceId}', to_jsonb(${lciSourceKey}::text))`,
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('kind', '=', 'design')
    .where('is_submitted', '=', false)
    .where('is_archived', '=', false)
    .where('structure_id', 'in', (eb) =>
      eb.selectFrom('structures').select('id').where('project_id', '=', projectId),
    )
    .returning('id')
    .execute();
  return rows.length;
}
