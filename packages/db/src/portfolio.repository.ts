import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { currentDesignOfLot } from './current-design';
import type { Database, StoredIndicatorRows } from './schema';

/** Which lots a portfolio covers: an organisation's, one development's, or one design's lot. */
export type PortfolioScope =
  | { kind: 'organisation'; organisationId: number }
  | { kind: 'development'; projectId: number }
  | { kind: 'design'; designId: number };

/** A submitted current design of an active lot, with its stored results (if written). */
export interface PortfolioLot {
  structureId: number;
  lotName: string;
  projectId: number;
  projectName: string;
  designId: number;
  designName: string;
  version: number;
  baselineDesignId: number | null;
  baselineVersion: number | null;
  /** Null when this design version's rows are not stored yet. */
  stored: { targetsKey: string; targetsAchieved: boolean | null; indicatorIds: number[] } | null;
}

/**
 * The submitted current designs (the lot's newest design that is not archived) of the active,
 * non-library lots of the scope's active developments, in development then lot order, each with
 * its stored results of the current version when they are written.
 */
export async function listPortfolioLots(
  db: Kysely<Database>,
  scope: PortfolioScope,
): Promise<PortfolioLot[]> {
  let query = db
    .selectFrom('structures as s')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .innerJoinLateral(currentDesignOfLot, (join) => join.onTrue())
    .leftJoin('stored_results as r', (join) =>
      join.onRef('r.design_id', '=', 'cd.id').onRef('r.design_version', '=', 'cd.version'),
    )
    .select([
      's.id as structureId',
      's.name as lotName',
      'p.id as projectId',
      'p.name as projectName',
      'cd.id as designId',
      'cd.name as designName',
      'cd.version',
      'cd.baseline_design_id',
      'cd.baseline_version',
      'r.targets_key',
      'r.targets_achieved',
      'r.indicator_ids',
    ])
    .where('p.is_archived', '=', false)
    .where('s.is_archived', '=', false)
    .where('s.is_library', '=', false)
    .where('cd.is_submitted', '=', true);
  if (scope.kind === 'organisation')
    query = query.where('p.organisation_id', '=', scope.organisationId);
  else if (scope.kind === 'development') query = query.where('p.id', '=', scope.projectId);
  else query = query.where('cd.id', '=', scope.designId);
  const rows = await query.orderBy('p.name').orderBy('p.id').orderBy('s.id').execute();
  return rows.map((r) => ({
    structureId: r.structureId,
    lotName: r.lotName,
    projectId: r.projectId,
    projectName: r.projectName,
    designId: r.designId,
    designName: r.designName,
    version: r.version,
    baselineDesignId: r.baseline_design_id,
    baselineVersion: r.baseline_version,
    stored:
      r.targets_key === null
        ? null
        : {
            targetsKey: r.targets_key,
            targetsAchieved: r.targets_achieved,
            indicatorIds: (r.indicator_ids ?? []).map(Number),
          },
  }));
}

/** One stored result row: an indicator's value in one module, construction and material category. */
export interface StoredResultRow {
  indicatorId: number;
  module: string;
  category: string;
  material: string;
  value: number;
}

export type { StoredIndicatorRows } from './schema';

/** Groups rows by indicator into column-wise documents with their own dictionaries. */
function indicatorDocuments(
  rows: readonly StoredResultRow[],
): { indicatorId: number; rows: StoredIndicatorRows }[] {
  const byIndicator = new Map<number, StoredIndicatorRows>();
  const indexes = new Map<number, Map<string, number>[]>();
  const indexOf = (labels: string[], index: Map<string, number>, label: string) => {
    let i = index.get(label);
    if (i === undefined) {
      i = labels.length;
      labels.push(label);
      index.set(label, i);
    }
    return i;
  };
  for (const r of rows) {
    let document = byIndicator.get(r.indicatorId);
    let index = indexes.get(r.indicatorId);
    if (!document || !index) {
      document = {
        Modules: [],
        Categories: [],
        Materials: [],
        Module: [],
        Category: [],
        Material: [],
        Value: [],
      };
      index = [new Map(), new Map(), new Map()];
      byIndicator.set(r.indicatorId, document);
      indexes.set(r.indicatorId, index);
    }
    document.Module.push(indexOf(document.Modules, index[0]!, r.module));
    document.Category.push(indexOf(document.Categories, index[1]!, r.category));
    document.Material.push(indexOf(document.Materials, index[2]!, r.material));
    document.Value.push(r.value);
  }
  return [...byIndicator].map(([indicatorId, document]) => ({ indicatorId, rows: document }));
}

/**
 * Stores a design version's rows and outcome once: a second write of the same version (a job run
 * again, or a read back-filling at the same time) changes nothing. Rows of the design's earlier
 * versions are removed, since only the current version is ever read.
 */
export async function writeStoredResults(
  db: Kysely<Database>,
  design: { designId: number; version: number },
  outcome: { targetsKey: string; targetsAchieved: boolean | null },
  rows: readonly StoredResultRow[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const written = await trx
      .insertInto('stored_results')
      .values({
        design_id: design.designId,
        design_version: design.version,
        targets_key: outcome.targetsKey,
        targets_achieved: outcome.targetsAchieved,
        indicator_ids: `{${[...new Set(rows.map((r) => r.indicatorId))].sort((a, b) => a - b).join(',')}}`,
      })
      .onConflict((c) => c.columns(['design_id', 'design_version']).doNothing())
      .returning('design_id')
      .executeTakeFirst();
    if (!written) return;
    await trx
      .deleteFrom('stored_results')
      .where('design_id', '=', design.designId)
      .where('design_version', '<', design.version)
      .execute();
    const documents = indicatorDocuments(rows);
    if (documents.length === 0) return;
    await trx
      .insertInto('stored_result_rows')
      .values(
        documents.map(({ indicatorId, rows: document }) => ({
          design_id: design.designId,
          design_version: design.version,
          indicator_id: indicatorId,
          rows: JSON.stringify(document),
        })),
      )
      .execute();
  });
}

/** Records the outcome of a stored design version decided again after its targets changed. */
export async function updateStoredOutcome(
  db: Kysely<Database>,
  design: { designId: number; version: number },
  outcome: { targetsKey: string; targetsAchieved: boolean | null },
): Promise<void> {
  await db
    .updateTable('stored_results')
    .set({ targets_key: outcome.targetsKey, targets_achieved: outcome.targetsAchieved })
    .where('design_id', '=', design.designId)
    .where('design_version', '=', design.version)
    .execute();
}

/** The stored rows of one indicator for the given design versions, one document per design. */
export async function listStoredIndicatorRows(
  db: Kysely<Database>,
  designs: readonly { designId: number; version: number }[],
  indicatorId: number,
): Promise<{ designId: number; rows: StoredIndicatorRows }[]> {
  if (designs.length === 0) return [];
  const ids = `{${designs.map((d) => d.designId).join(',')}}`;
  const versions = `{${designs.map((d) => d.version).join(',')}}`;
  return db
    .selectFrom('stored_result_rows')
    .select(['design_id as designId', 'rows'])
    .where('indicator_id', '=', indicatorId)
    .where(
      sql<boolean>`(design_id, design_version) in (select * from unnest(${ids}::int[], ${versions}::int[]))`,
    )
    .execute();
}

/**
 * Designs named by a job of `kind` not yet done or given up (its payload's `designIds`), so a
 * read does not queue a lot again while its job waits.
 */
export async function listQueuedDesignIds(
  db: Kysely<Database>,
  kind: string,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('jobs')
    .select(sql<string>`jsonb_array_elements_text(payload->'designIds')`.as('designId'))
    .where('kind', '=', kind)
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => Number(r.designId)));
}
