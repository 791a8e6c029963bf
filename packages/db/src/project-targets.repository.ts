import type { Kysely, Selectable } from 'kysely';
import type { Database, ProjectTargetsTable } from './schema';

/** A project target as stored. `lcPhases` are life cycle module codes ('A1-A3', ..., 'D'). */
export interface ProjectTargetRecord {
  id: number;
  projectId: number;
  name: string;
  indicatorId: number;
  attributeId: number;
  timescaleId: number;
  lcPhases: string[];
  savingsTarget: number;
  includeOnSiteRenewable: boolean;
  basePrice: number;
  relativeExchangeRate: number;
  currency: string;
  isLocked: boolean;
}

function toRecord(r: Selectable<ProjectTargetsTable>): ProjectTargetRecord {
  return {
    id: r.id,
    projectId: r.project_id,
    name: r.name,
    indicatorId: r.indicator_id,
    attributeId: r.attribute_id,
    timescaleId: r.timescale_id,
    lcPhases: r.lc_phases,
    savingsTarget: r.savings_target,
    includeOnSiteRenewable: r.include_on_site_renewable,
    basePrice: r.base_price,
    relativeExchangeRate: r.relative_exchange_rate,
    currency: r.currency,
    isLocked: r.is_locked,
  };
}

export type ProjectTargetFields = Pick<
  ProjectTargetRecord,
  | 'name'
  | 'indicatorId'
  | 'attributeId'
  | 'timescaleId'
  | 'lcPhases'
  | 'savingsTarget'
  | 'includeOnSiteRenewable'
>;

function toRow(fields: ProjectTargetFields) {
  return {
    name: fields.name,
    indicator_id: fields.indicatorId,
    attribute_id: fields.attributeId,
    timescale_id: fields.timescaleId,
    lc_phases: JSON.stringify(fields.lcPhases),
    savings_target: fields.savingsTarget,
    include_on_site_renewable: fields.includeOnSiteRenewable,
  };
}

export async function listProjectTargets(
  db: Kysely<Database>,
  projectId: number,
): Promise<ProjectTargetRecord[]> {
  const rows = await db
    .selectFrom('project_targets')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}

export async function findProjectTarget(
  db: Kysely<Database>,
  id: number,
): Promise<ProjectTargetRecord | null> {
  const r = await db
    .selectFrom('project_targets')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return r ? toRecord(r) : null;
}

export async function insertProjectTarget(
  db: Kysely<Database>,
  projectId: number,
  fields: ProjectTargetFields & { isLocked?: boolean },
): Promise<number> {
  const row = await db
    .insertInto('project_targets')
    .values({ project_id: projectId, ...toRow(fields), is_locked: fields.isLocked ?? false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProjectTarget(
  db: Kysely<Database>,
  id: number,
  fields: ProjectTargetFields,
): Promise<void> {
  await db.updateTable('project_targets').set(toRow(fields)).where('id', '=', id).execute();
}

export async function deleteProjectTarget(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('project_targets').where('id', '=', id).execute();
}
