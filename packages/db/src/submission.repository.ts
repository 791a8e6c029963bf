import type { Kysely, Selectable } from 'kysely';
import type { DesignRecord } from './designs.repository';
import type { Database, DesignReferencesTable } from './schema';

/** A reference document of a design (the file itself is in the BlobStore under `blobKey`). */
export interface DesignReferenceRecord {
  id: number;
  designId: number;
  refTypeId: number;
  fileName: string;
  blobKey: string;
  contentType: string;
  sizeBytes: number;
}

function toReference(r: Selectable<DesignReferencesTable>): DesignReferenceRecord {
  return {
    id: r.id,
    designId: r.design_id,
    refTypeId: r.ref_type_id,
    fileName: r.file_name,
    blobKey: r.blob_key,
    contentType: r.content_type,
    sizeBytes: r.size_bytes,
  };
}

/** A design's reference documents, oldest first. */
export async function listDesignReferences(
  db: Kysely<Database>,
  designId: number,
): Promise<DesignReferenceRecord[]> {
  const rows = await db
    .selectFrom('design_references')
    .selectAll()
    .where('design_id', '=', designId)
    .orderBy('id')
    .execute();
  return rows.map(toReference);
}

export async function findDesignReference(
  db: Kysely<Database>,
  id: number,
): Promise<DesignReferenceRecord | null> {
  const row = await db
    .selectFrom('design_references')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toReference(row) : null;
}

export async function insertDesignReference(
  db: Kysely<Database>,
  ref: Omit<DesignReferenceRecord, 'id'>,
  uploadedBy: number,
): Promise<number> {
  const row = await db
    .insertInto('design_references')
    .values({
      design_id: ref.designId,
      ref_type_id: ref.refTypeId,
      file_name: ref.fileName,
      blob_key: ref.blobKey,
      content_type: ref.contentType,
      size_bytes: ref.sizeBytes,
      uploaded_by: uploadedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteDesignReference(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('design_references').where('id', '=', id).execute();
}

/**
 * Marks a design submitted (with purpose and phase) or, with `submission` null, editable again.
 * Answers false when the design was not in the opposite state (a concurrent submit or unsubmit).
 */
export async function setDesignSubmitted(
  db: Kysely<Database>,
  designId: number,
  submission: { designPurposeId: number; designPhaseId: number; userId: number } | null,
): Promise<boolean> {
  const row = await db
    .updateTable('designs')
    .set(
      submission
        ? {
            is_submitted: true,
            design_purpose_id: submission.designPurposeId,
            design_phase_id: submission.designPhaseId,
            submitted_at: new Date(),
            submitted_by: submission.userId,
            updated_at: new Date(),
          }
        : { is_submitted: false, updated_at: new Date() },
    )
    .where('id', '=', designId)
    .where('is_submitted', '=', submission === null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Inserts a copy of a lot's design on another lot as an organisation baseline or preset (its
 * content, figures and image; not submitted). Answers the new design id.
 */
export async function insertClonedDesign(
  db: Kysely<Database>,
  source: DesignRecord,
  target: {
    structureId: number;
    kind: 'baseline' | 'preset';
    organisationId: number;
    baselineDesignId: number | null;
    /** The kept baseline version (the source's, for a preset that keeps its baseline). */
    baselineVersion: number | null;
    isApproved: boolean;
    createdBy: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('designs')
    .values({
      kind: target.kind,
      structure_id: target.structureId,
      organisation_id: target.organisationId,
      baseline_design_id: target.baselineDesignId,
      baseline_version: target.baselineVersion,
      preset_design_id: null,
      lci_group_id: source.lciGroupId,
      name: source.name,
      description: source.description,
      function_type_name: source.functionTypeName,
      image_url: source.imageUrl,
      is_approved: target.isApproved,
      dwellings: source.dwellings,
      bedrooms: source.bedrooms,
      bathrooms: source.bathrooms,
      floors: source.floors,
      gross_floor_area: source.grossFloorArea,
      design: JSON.stringify(source.design),
      created_by: target.createdBy,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Makes `newBaselineId` a baseline of the development (and of its organisation) in place of
 * `oldBaselineId`: lots already built from the old baseline keep it, new lots no longer see it.
 */
export async function replaceProjectBaseline(
  db: Kysely<Database>,
  scope: { projectId: number; organisationId: number },
  oldBaselineId: number | null,
  newBaselineId: number,
): Promise<void> {
  await db
    .insertInto('project_baselines')
    .values({ project_id: scope.projectId, design_id: newBaselineId })
    .onConflict((oc) => oc.columns(['project_id', 'design_id']).doNothing())
    .execute();
  await db
    .insertInto('organisation_baselines')
    .values({ organisation_id: scope.organisationId, design_id: newBaselineId })
    .onConflict((oc) => oc.columns(['organisation_id', 'design_id']).doNothing())
    .execute();
  if (oldBaselineId !== null && oldBaselineId !== newBaselineId) {
    await db
      .deleteFrom('project_baselines')
      .where('project_id', '=', scope.projectId)
      .where('design_id', '=', oldBaselineId)
      .execute();
  }
}

/** Locks a design row until the transaction ends (submit checks and writes as one step). */
export async function lockDesign(db: Kysely<Database>, designId: number): Promise<void> {
  await db.selectFrom('designs').select('id').where('id', '=', designId).forUpdate().execute();
}
