import type { ExpressionBuilder } from 'kysely';
import type { Database } from './schema';

/** The query scope of a lot query: `structures as s` joined with `projects as p`. */
type LotScope = ExpressionBuilder<
  Database & { s: Database['structures']; p: Database['projects'] },
  's' | 'p'
>;

/**
 * A lot's current design (its newest design that is not archived), for a lateral join named
 * `cd` in a query over `structures as s` and `projects as p`.
 */
export function currentDesignOfLot(eb: LotScope) {
  return eb
    .selectFrom('designs as d')
    .select([
      'd.id',
      'd.name',
      'd.version',
      'd.is_submitted',
      'd.baseline_design_id',
      'd.baseline_version',
    ])
    .whereRef('d.structure_id', '=', 's.id')
    .where('d.is_archived', '=', false)
    .orderBy('d.id', 'desc')
    .limit(1)
    .as('cd');
}
