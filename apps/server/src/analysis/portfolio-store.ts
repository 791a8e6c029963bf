import { findDesignJson } from '@circa/db/designs.repository';
import { updateStoredOutcome, writeStoredResults } from '@circa/db/portfolio.repository';
import type { PortfolioLot } from '@circa/db/portfolio.repository';
import { listProjectTargets } from '@circa/db/project-targets.repository';
import type { Database } from '@circa/db/schema';
import type { Design } from '@circa/engine/design-types';
import { evaluateBenchmark } from '@circa/engine/benchmark';
import { isEngineError } from '@circa/engine/engine-error';
import { evaluateDesign } from '@circa/engine/evaluate-design';
import type { Evaluation } from '@circa/engine/evaluation-types';
import { computeReductions, targetsAchieved } from '@circa/engine/targets';
import type { Kysely } from 'kysely';
import { loadBaselineOf } from '../design/design-json-cache';
import { contextOfDesign } from '../results/evaluation-cache';
import { engineTarget } from '../results/lot-evaluation';
import { portfolioRows } from './portfolio-rows';

/** A development's targets as the engine reads them, and that reading as a key. */
export interface PortfolioTargets {
  list: ReturnType<typeof engineTarget>[];
  key: string;
}

/**
 * The targets of a development as the dashboard and the results screen evaluate them (AUD, rate
 * 1); the key changes whenever anything the outcome depends on changes.
 */
export async function portfolioTargets(
  db: Kysely<Database>,
  projectId: number,
): Promise<PortfolioTargets> {
  const list = (await listProjectTargets(db, projectId)).map((t) => ({
    ...engineTarget(t),
    relativeExchangeRate: 1,
  }));
  return { list, key: JSON.stringify(list) };
}

/** A lot's design and its benchmark, evaluated; null where the engine could not evaluate one. */
interface LotEvaluation {
  design: Evaluation | null;
  benchmark: Evaluation | null;
}

/**
 * 'Targets achieved' as the results screen and the dashboard decide it: the engine's reductions
 * against the benchmark (rounded by `reductionPercent`) for every target, true only when each is
 * achieved; null without targets or without both evaluations.
 */
function outcomeOf(ev: LotEvaluation, targets: PortfolioTargets): boolean | null {
  if (targets.list.length === 0 || !ev.design || !ev.benchmark) return null;
  return targetsAchieved(computeReductions(targets.list, ev.design, ev.benchmark)) === 'Yes';
}

/** The engine's evaluation, or null when it refuses the design (its message is the results'). */
function evaluated(run: () => Evaluation): Evaluation | null {
  try {
    return run();
  } catch (error) {
    if (isEngineError(error)) return null;
    throw error;
  }
}

/**
 * Evaluates a lot's submitted design and its benchmark (its baseline as kept when the lot was
 * built) once, not through the results' small evaluation cache, which a portfolio would empty.
 */
async function evaluateLot(db: Kysely<Database>, lot: PortfolioLot): Promise<LotEvaluation> {
  const design = (await findDesignJson(db, lot.designId)) as Design | null;
  if (!design) return { design: null, benchmark: null };
  const baseline = await loadBaselineOf(db, lot);
  const ctx = contextOfDesign(design);
  return {
    design: evaluated(() => evaluateDesign(design, ctx)),
    benchmark: baseline ? evaluated(() => evaluateBenchmark(baseline.design, design, ctx)) : null,
  };
}

/**
 * Makes a lot's stored results current: writes the rows and outcome of its design version when
 * none are stored, or decides the outcome again when the development's targets changed. Safe to
 * run twice or at the same time (the write keeps the first). Returns what is now stored.
 */
export async function storeLotResults(
  db: Kysely<Database>,
  lot: PortfolioLot,
  targets: PortfolioTargets,
): Promise<NonNullable<PortfolioLot['stored']>> {
  if (lot.stored?.targetsKey === targets.key) return lot.stored;
  const ev = await evaluateLot(db, lot);
  const outcome = { targetsKey: targets.key, targetsAchieved: outcomeOf(ev, targets) };
  const design = { designId: lot.designId, version: lot.version };
  if (lot.stored) {
    await updateStoredOutcome(db, design, outcome);
    return { ...lot.stored, ...outcome };
  }
  const rows = ev.design ? portfolioRows(ev.design) : [];
  await writeStoredResults(db, design, outcome, rows);
  return { ...outcome, indicatorIds: [...new Set(rows.map((r) => r.indicatorId))] };
}
