import type { PivotTable } from '@circa/contract/analysis.schema';
import { analysisNotSubmittedMessage } from '@circa/contract/analysis.schema';
import type { Database } from '@circa/db/schema';
import type { Evaluation } from '@circa/engine/evaluation-types';
import type { Kysely } from 'kysely';
import { loadLotDesign } from '../design/lot-design';
import { AppError } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { evaluateDesignVersion } from '../results/evaluation-cache';
import { explainEngineErrors } from '../results/lot-results';
import { buildPivotTable, pivotIndicatorIds } from './pivot-table';

/**
 * Pivot tables already made, per evaluation (one per design version, from the evaluation cache)
 * and indicator: an evaluation is never changed, so a table made from it never goes stale, and
 * it is dropped with its evaluation.
 */
const tables = new WeakMap<Evaluation, Map<number, PivotTable>>();

function pivotTableOf(evaluation: Evaluation, indicatorId: number): PivotTable {
  let byIndicator = tables.get(evaluation);
  if (!byIndicator) tables.set(evaluation, (byIndicator = new Map()));
  const cached = byIndicator.get(indicatorId);
  if (cached) return cached;
  const table = buildPivotTable(evaluation, indicatorId);
  byIndicator.set(indicatorId, table);
  return table;
}

/**
 * GET /pivotTable: the pivot rows of a lot's current design for one indicator, or all with 0
 * (document 2 §2 "Analysis"). 404 for a lot the caller may not see, 403 when it is allocated to
 * others, 403 'Analysis is only available for the submitted Lot.' until it is paid and its design
 * submitted.
 */
export async function designPivotTable(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
  indicatorId: number,
): Promise<PivotTable> {
  const lot = await loadLotDesign(db, caller, structureId);
  if (!lot.access.isPaid || !lot.record.isSubmitted)
    throw new AppError('forbidden', analysisNotSubmittedMessage);
  const { record } = lot;
  return explainEngineErrors(() => {
    const evaluation = evaluateDesignVersion(record.id, record.version, lot.design);
    if (indicatorId !== 0 && !pivotIndicatorIds(evaluation).includes(indicatorId))
      throw new AppError(
        'validation_failed',
        `Indicator ${indicatorId} has no impact rows in this design; choose 0 (all) or one of its indicators.`,
      );
    return pivotTableOf(evaluation, indicatorId);
  });
}
