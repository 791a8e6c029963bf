import { GrossFloorAreaType } from '@circa/contract/enums';
import { indicatorTotal } from '@circa/engine/aggregates';
import type { Design } from '@circa/engine/design-types';
import { isEngineError } from '@circa/engine/engine-error';
import type { Evaluation } from '@circa/engine/evaluation-types';
import { isWithinThermalLimits, thermalLimits } from '@circa/engine/thermal-limits';
import { evaluateBenchmarkVersion, evaluateDesignVersion } from '../results/evaluation-cache';
import type { LotRiskFacts } from './lot-risk-rule';

/** Global warming potential, the indicator of the reduction rules (docs/methodology.md §19.4–5). */
export const RISK_INDICATOR_ID = 1;

/** A component's template, once per unit of quantity > 0 (a multiset of what a design holds). */
function heldTemplates(design: Design): Map<string, number> {
  const held = new Map<string, number>();
  for (const c of design.designTemplates)
    if (c.quantity > 0) held.set(c.templateId, (held.get(c.templateId) ?? 0) + 1);
  return held;
}

/** Components of the baseline (quantity > 0) the design no longer holds (§19.3). */
export function removedComponents(
  design: Design,
  baseline: Design,
): { removed: number; total: number } {
  const held = heldTemplates(design);
  let removed = 0;
  let total = 0;
  for (const [templateId, count] of heldTemplates(baseline)) {
    total += count;
    removed += Math.max(0, count - (held.get(templateId) ?? 0));
  }
  return { removed, total };
}

/** Entered demands against the rating's band, from the engine's evaluation (§19.2). */
function thermalFacts(evaluation: Evaluation): LotRiskFacts['thermal'] {
  const { resolved, design } = evaluation;
  const a = design.attributes;
  if (resolved.isThermalDemandDefault || a.heatingDemand == null || a.coolingDemand == null)
    return null;
  const limits = thermalLimits(
    evaluation.context.wholeOfHome,
    design.location.climateZone,
    a.thermalRatingId,
  );
  return {
    totalLoad: resolved.heatingDemand + resolved.coolingDemand,
    lower: limits.lower,
    upper: limits.upper,
    isWithinBand: isWithinThermalLimits(limits, a.thermalUnitId, a.heatingDemand, a.coolingDemand),
  };
}

/** Whole-life GWP reduction against the benchmark, as the results page's totals show it. */
export function gwpReduction(design: Evaluation, benchmark: Evaluation | null): number | null {
  if (!benchmark) return null;
  const options = { includeGeneration: true, exchangeRate: 1 };
  const ours = indicatorTotal(design, RISK_INDICATOR_ID, options);
  const theirs = indicatorTotal(benchmark, RISK_INDICATOR_ID, options);
  if (ours === null || theirs === null || theirs <= 0) return null;
  return (theirs - ours) / theirs;
}

/** A stored design with its id and version (the evaluation cache's key). */
export interface VersionedDesign {
  id: number;
  version: number;
  design: Design;
}

/**
 * The facts of the risk rule for a submitted design: its evaluation and its benchmark's, through
 * the same cached engine calls the results feature uses (no second calculation), its baseline's
 * components, and the reductions of the development's other lots as assessed.
 */
export function lotRiskFacts(
  lot: VersionedDesign,
  baseline: VersionedDesign | null,
  otherReductions: readonly number[],
): { facts: LotRiskFacts; reduction: number | null } {
  const components = baseline
    ? removedComponents(lot.design, baseline.design)
    : { removed: 0, total: 0 };
  const base = {
    removedComponents: components.removed,
    baselineComponents: components.total,
    otherReductions,
  };
  try {
    const design = evaluateDesignVersion(lot.id, lot.version, lot.design);
    const benchmark = baseline ? evaluateBenchmarkVersion(lot, baseline) : null;
    const reduction = gwpReduction(design, benchmark);
    const a = lot.design.attributes;
    return {
      reduction,
      facts: {
        ...base,
        evaluationError: null,
        gfa: {
          value: design.resolved.grossFloorArea,
          predicted: design.resolved.predictedGrossFloorArea,
          isPredicted: a.grossFloorAreaType === GrossFloorAreaType.Predicted,
        },
        thermal: thermalFacts(design),
        reduction,
      },
    };
  } catch (error) {
    if (!isEngineError(error)) throw error;
    return {
      reduction: null,
      facts: { ...base, evaluationError: error.message, gfa: null, thermal: null, reduction: null },
    };
  }
}
