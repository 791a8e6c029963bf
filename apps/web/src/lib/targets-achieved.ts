import type { BenchmarkComparison, ResultTarget } from '@circa/contract/results.schema';

/*
 * Whether a lot's design meets its development's targets, shared by the results summary and the
 * submit screen.
 */

/** The comparison of a target once its indicator's results are in; undefined while loading. */
export function comparisonOf(
  target: ResultTarget,
  loaded: ReadonlyMap<number, readonly BenchmarkComparison[]>,
): BenchmarkComparison | undefined | null {
  const list = loaded.get(target.IndicatorId);
  if (!list) return undefined;
  return list.find((c) => c.ProjectTargetId === target.ProjectTargetId) ?? null;
}

/**
 * 'Targets achieved' (document 2 §4 "Results"; METHOD §7): Loading until every target's results
 * are in, No when any target's Reduction is below its SavingsTarget, else Yes. A target whose
 * reduction cannot be computed (no data, a zero benchmark, or missing from its indicator's
 * comparison) counts as not achieved: METHOD §7 says Yes only when every target's Reduction ≥
 * SavingsTarget, as the engine's own rule does. While payment is required nothing loads; the
 * screens show 'Payment is required.' instead (document 2 §8).
 */
export function targetsAchieved(
  targets: readonly ResultTarget[],
  loaded: ReadonlyMap<number, readonly BenchmarkComparison[]>,
): 'Yes' | 'No' | 'Loading' {
  const comparisons = targets.map((t) => comparisonOf(t, loaded));
  if (comparisons.some((c) => c === undefined)) return 'Loading';
  const isShort = comparisons.some(
    (c) => c === null || c === undefined || c.Reduction === null || c.Reduction < c.SavingsTarget,
  );
  return isShort ? 'No' : 'Yes';
}
