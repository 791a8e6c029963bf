import type { ProjectTargetRecord } from '@circa/db/project-targets.repository';
import { evaluateBenchmark } from '@circa/engine/benchmark';
import type { Design } from '@circa/engine/design-types';
import { evaluateDesign } from '@circa/engine/evaluate-design';
import type { Evaluation } from '@circa/engine/evaluation-types';
import type { LifeCycleModule } from '@circa/engine/life-cycle-modules';
import { computeReductions, functionalUnitFromAttributeId } from '@circa/engine/targets';
import type { ProjectTarget, Timescale } from '@circa/engine/targets';
import { contextOfDesign } from './evaluation-cache';

const timescales: Record<number, Timescale> = { 1: 'none', 2: 'year', 3: 'decade' };

/** A stored target as the engine's ProjectTarget. */
export function engineTarget(t: ProjectTargetRecord): ProjectTarget {
  return {
    id: String(t.id),
    name: t.name,
    indicatorId: t.indicatorId,
    functionalUnit: functionalUnitFromAttributeId(t.attributeId) ?? 'total',
    timescale: timescales[t.timescaleId] ?? 'year',
    modules: t.lcPhases as LifeCycleModule[],
    savingsTarget: t.savingsTarget,
    includeOnSiteRenewables: t.includeOnSiteRenewable,
    relativeExchangeRate: t.relativeExchangeRate,
  };
}

/** A design and its benchmark (its baseline at the same location and size), evaluated. */
export interface EvaluatedPair {
  design: Evaluation;
  benchmark: Evaluation;
}

/**
 * Evaluates a lot's design and its benchmark with the shipped reference data and the design's
 * LCI source (METHOD.md §7). Sources an organisation imports in the format of
 * `@circa/reference-data/lci-import` are not yet added to the context (the starter is used).
 */
export function evaluateWithBenchmark(design: Design, baseline: Design): EvaluatedPair {
  const ctx = contextOfDesign(design);
  return {
    design: evaluateDesign(design, ctx),
    benchmark: evaluateBenchmark(baseline, design, ctx),
  };
}

/** The reduction on one target, percent (negative: an increase), or null when not computable. */
export function reductionPercent(pair: EvaluatedPair, target: ProjectTargetRecord): number | null {
  const [result] = computeReductions([engineTarget(target)], pair.design, pair.benchmark);
  return result?.reduction === null || result?.reduction === undefined
    ? null
    : Math.round(result.reduction * 1000) / 10;
}
