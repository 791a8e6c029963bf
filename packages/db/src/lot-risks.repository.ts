import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export interface RiskDescriptionRow {
  RiskPoint: number;
  Description: string;
}

/** A new assessment of a lot's submitted design (docs/methodology.md §19). */
export interface NewLotRiskAssessment {
  structureId: number;
  designId: number;
  designVersion: number;
  points: number;
  descriptions: RiskDescriptionRow[];
  gwpReduction: number | null;
}

/**
 * Records a lot's assessment at submission, superseding its earlier one (kept, with any low-risk
 * marking it had): the lot is reassessed on every submission. Run in the submission's transaction.
 */
export async function recordLotRiskAssessment(
  db: Kysely<Database>,
  assessment: NewLotRiskAssessment,
): Promise<void> {
  await db
    .updateTable('lot_risk_assessments')
    .set({ superseded_at: sql<Date>`now()` })
    .where('structure_id', '=', assessment.structureId)
    .where('superseded_at', 'is', null)
    .execute();
  await db
    .insertInto('lot_risk_assessments')
    .values({
      structure_id: assessment.structureId,
      design_id: assessment.designId,
      design_version: assessment.designVersion,
      risk_points: assessment.points,
      risk_descriptions: JSON.stringify(assessment.descriptions),
      gwp_reduction: assessment.gwpReduction,
    })
    .execute();
}

/**
 * The whole-life GWP reductions of a development's other lots, as assessed at their current
 * submission (lots still submitted, not archived).
 */
export async function listOtherSubmittedReductions(
  db: Kysely<Database>,
  projectId: number,
  exceptStructureId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('lot_risk_assessments as a')
    .innerJoin('structures as s', 's.id', 'a.structure_id')
    .innerJoin('designs as d', 'd.id', 'a.design_id')
    .select('a.gwp_reduction')
    .where('s.project_id', '=', projectId)
    .where('a.structure_id', '<>', exceptStructureId)
    .where('a.superseded_at', 'is', null)
    .where('a.gwp_reduction', 'is not', null)
    .where('s.is_archived', '=', false)
    .where('d.is_submitted', '=', true)
    .where('d.is_archived', '=', false)
    .execute();
  return rows.map((r) => r.gwp_reduction!);
}

export interface OpenLotRiskRecord {
  structureId: number;
  structureName: string;
  projectId: number;
  projectName: string;
  points: number;
  descriptions: RiskDescriptionRow[];
}

/**
 * An organisation's lots whose current submission scored risk points and is not marked low risk,
 * by points ascending then lot name (spec document 3 §4). Lots without points (nothing to look
 * at), lots and developments archived, and designs no longer submitted are left out. One query on
 * the current assessments.
 */
export async function listOpenLotRisks(
  db: Kysely<Database>,
  organisationId: number,
): Promise<OpenLotRiskRecord[]> {
  const rows = await db
    .selectFrom('lot_risk_assessments as a')
    .innerJoin('structures as s', 's.id', 'a.structure_id')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .innerJoin('designs as d', 'd.id', 'a.design_id')
    .select([
      's.id as structureId',
      's.name as structureName',
      'p.id as projectId',
      'p.name as projectName',
      'a.risk_points',
      'a.risk_descriptions',
    ])
    .where('p.organisation_id', '=', organisationId)
    .where('a.superseded_at', 'is', null)
    .where('a.approved_at', 'is', null)
    .where('a.risk_points', '>', 0)
    .where('s.is_archived', '=', false)
    .where('p.is_archived', '=', false)
    .where('d.is_submitted', '=', true)
    .where('d.is_archived', '=', false)
    .orderBy('a.risk_points')
    .orderBy('s.name')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    structureId: r.structureId,
    structureName: r.structureName,
    projectId: r.projectId,
    projectName: r.projectName,
    points: r.risk_points,
    descriptions: r.risk_descriptions,
  }));
}

/**
 * Marks a lot's current assessment low risk, with who and when. Returns 'marked', 'already'
 * (marked before) or 'none' (the lot has no current assessment in this organisation).
 */
export async function markLotRiskLow(
  db: Kysely<Database>,
  organisationId: number,
  structureId: number,
  by: { userId: number; at: Date },
): Promise<'marked' | 'already' | 'none'> {
  const current = await db
    .selectFrom('lot_risk_assessments as a')
    .innerJoin('structures as s', 's.id', 'a.structure_id')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .select(['a.id', 'a.approved_at'])
    .where('a.structure_id', '=', structureId)
    .where('p.organisation_id', '=', organisationId)
    .where('a.superseded_at', 'is', null)
    .executeTakeFirst();
  if (!current) return 'none';
  if (current.approved_at !== null) return 'already';
  await db
    .updateTable('lot_risk_assessments')
    .set({ approved_by: by.userId, approved_at: by.at })
    .where('id', '=', current.id)
    .where('approved_at', 'is', null)
    .execute();
  return 'marked';
}

/** The low-risk marking of a lot's current assessment, or null (for tests and audits). */
export async function findCurrentLotRisk(
  db: Kysely<Database>,
  structureId: number,
): Promise<{ points: number; approvedBy: number | null; approvedAt: Date | null } | null> {
  const r = await db
    .selectFrom('lot_risk_assessments')
    .select(['risk_points', 'approved_by', 'approved_at'])
    .where('structure_id', '=', structureId)
    .where('superseded_at', 'is', null)
    .executeTakeFirst();
  return r ? { points: r.risk_points, approvedBy: r.approved_by, approvedAt: r.approved_at } : null;
}

/** The organisation a lot belongs to (through its development), or null for an unknown lot. */
export async function findStructureOrganisationId(
  db: Kysely<Database>,
  structureId: number,
): Promise<number | null> {
  const r = await db
    .selectFrom('structures as s')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .select('p.organisation_id')
    .where('s.id', '=', structureId)
    .executeTakeFirst();
  return r?.organisation_id ?? null;
}
