import type { BenchmarkComparison } from '@circa/contract/results.schema';
import { targetsAchieved } from '../../../lib/targets-achieved';
import { useIndicatorsResults, useResultTargets } from '../api/submission-api';

/**
 * 'Targets achieved' of the submit screen (document 2 §4 "Results"), from the results summary's
 * targets and each indicator's comparison: Loading until all are in, No when any target's reduction
 * is below its savings target, else Yes. Asks for results only when the lot is paid.
 */
export function useTargetsAchieved(structureId: number, isPaid: boolean): 'Yes' | 'No' | 'Loading' {
  const targets = useResultTargets(structureId);
  const list = targets.data?.ProjectTargetList ?? [];
  const indicatorIds = [...new Set(list.map((t) => t.IndicatorId))];
  const results = useIndicatorsResults(structureId, indicatorIds, isPaid && targets.isSuccess);
  const loaded = new Map<number, readonly BenchmarkComparison[]>();
  indicatorIds.forEach((id, index) => {
    const data = results[index]?.data;
    if (data) loaded.set(id, data.BenchmarkComparison);
  });
  if (!targets.isSuccess || !isPaid) return 'Loading';
  return targetsAchieved(list, loaded);
}
