import { paymentRequiredMessage } from '@circa/contract/results.schema';
import type { Database } from '@circa/db/schema';
import { isEngineError } from '@circa/engine/engine-error';
import type { Evaluation } from '@circa/engine/evaluation-types';
import type { Kysely } from 'kysely';
import { loadBaselineOf } from '../design/design-json-cache';
import { loadLotDesign } from '../design/lot-design';
import type { LotDesign } from '../design/lot-design';
import { AppError } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { evaluateBenchmarkVersion, evaluateDesignVersion } from './evaluation-cache';
import { readTogether } from './shared-reads';

/** A lot's design evaluated with its benchmark (null when the design has no baseline). */
export interface LotResults {
  lot: LotDesign;
  design: Evaluation;
  benchmark: Evaluation | null;
}

/** Turns an engine input error into a 400 that says what to fix. */
export function explainEngineErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (isEngineError(error)) throw new AppError('validation_failed', error.message);
    throw error;
  }
}

/**
 * The caller's lot, evaluated: 404 for a lot the caller may not see, 403 when it is allocated to
 * others, 403 "Payment is required." until it is paid (document 2 §4 "Results"). The benchmark
 * is made from the baseline as it was when the lot was built (its kept version), so later edits
 * of the baseline do not move it.
 */
export async function loadPaidLotResults(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
): Promise<LotResults> {
  // the summary's calls for each indicator arrive together: one access check for all of them
  const lot = await readTogether(db, `lot:${caller.userId}:${caller.email}:${structureId}`, () =>
    loadLotDesign(db, caller, structureId),
  );
  if (!lot.access.isPaid) throw new AppError('forbidden', paymentRequiredMessage);
  const { record } = lot;
  const baseline = await loadBaselineOf(db, record);
  return explainEngineErrors(() => ({
    lot,
    design: evaluateDesignVersion(record.id, record.version, lot.design),
    benchmark: baseline
      ? evaluateBenchmarkVersion(
          { id: record.id, version: record.version, design: lot.design },
          baseline,
        )
      : null,
  }));
}
