/**
 * Project targets and reductions (METHOD.md §7; spec doc 3 §3 "Project target"):
 *
 *   value     = Σ_{modules ∈ scope} total(indicator) / functional unit / timescale
 *   Reduction = (benchmark − design) / |benchmark|
 *
 * Timescale divides by the reference study period P (per year) or P/10 (per decade). Functional
 * units: total, per dwelling, per bedroom, per m² GFA, per occupant. On-site generation is netted
 * only when the target includes on-site renewables. D counts only when the scope contains D.
 */
import { hasIndicatorData, indicatorTotal } from './aggregates';
import { EngineError } from './engine-error';
import type { Evaluation } from './evaluation-types';
import { findIndicator } from './indicators';
import type { LifeCycleModule } from './life-cycle-modules';
import { ATTRIBUTE_ID } from './attributes';

/** Functional unit of a target. */
export type FunctionalUnit = 'total' | 'dwelling' | 'bedroom' | 'gross-floor-area' | 'occupant';

/** Timescale of a target (spec: none, per year, per decade). */
export type Timescale = 'none' | 'year' | 'decade';

/** A project target. */
export interface ProjectTarget {
  id?: string;
  name?: string;
  indicatorId: number;
  functionalUnit: FunctionalUnit;
  timescale: Timescale;
  /** Modules in scope (the spec's LC phases). */
  modules: readonly LifeCycleModule[];
  /** Savings target in percent (default 50). */
  savingsTarget: number;
  includeOnSiteRenewables: boolean;
  /** AUD → target currency rate for currency indicators (default 1). */
  relativeExchangeRate?: number;
}

/** Default savings target, percent (spec doc 3 §9). */
export const DEFAULT_SAVINGS_TARGET = 50;

const UNIT_ATTRIBUTE: Readonly<Record<Exclude<FunctionalUnit, 'total'>, number>> = {
  dwelling: ATTRIBUTE_ID.dwellings,
  bedroom: ATTRIBUTE_ID.bedrooms,
  'gross-floor-area': ATTRIBUTE_ID.grossFloorArea,
  occupant: ATTRIBUTE_ID.occupants,
};

/**
 * Functional unit of a target from the spec's AttributeId (doc 3 §3): 0 total, 1 dwellings,
 * 2 bedrooms, 8 gross floor area, 56 occupants (Circa id). Undefined for other ids.
 */
export function functionalUnitFromAttributeId(attributeId: number): FunctionalUnit | undefined {
  if (attributeId === 0) return 'total';
  const hit = (Object.entries(UNIT_ATTRIBUTE) as [Exclude<FunctionalUnit, 'total'>, number][]).find(
    ([, id]) => id === attributeId,
  );
  return hit?.[0];
}

/** Amount of the functional unit in an evaluated design (1 for total), or null if zero. */
export function functionalUnitAmount(ev: Evaluation, unit: FunctionalUnit): number | null {
  if (unit === 'total') return 1;
  const v = ev.resolved.attributeValues[UNIT_ATTRIBUTE[unit]];
  return v !== undefined && v > 0 ? v : null;
}

/** Divisor of a timescale for a period of P years. */
export function timescaleDivisor(timescale: Timescale, referenceStudyPeriod: number): number {
  return timescale === 'year'
    ? referenceStudyPeriod
    : timescale === 'decade'
      ? referenceStudyPeriod / 10
      : 1;
}

/** A target's value for an evaluation, in indicator unit per functional unit per timescale; null = no data. */
export function targetValue(ev: Evaluation, target: ProjectTarget): number | null {
  if (!findIndicator(target.indicatorId)) {
    throw new EngineError('INVALID_TARGET', 'Indicator is required.', {
      indicatorId: target.indicatorId,
    });
  }
  if (target.modules.length === 0) {
    throw new EngineError(
      'INVALID_TARGET',
      'Choose at least one life cycle phase for the target scope.',
      {},
    );
  }
  const total = indicatorTotal(ev, target.indicatorId, {
    modules: target.modules,
    includeGeneration: target.includeOnSiteRenewables,
    exchangeRate: target.relativeExchangeRate ?? 1,
  });
  const amount = functionalUnitAmount(ev, target.functionalUnit);
  if (total === null || amount === null) return null;
  return total / amount / timescaleDivisor(target.timescale, ev.referenceStudyPeriod);
}

/**
 * A reduction as reported, in percent to 0.1 (METHOD §7): what the results screen shows and what
 * decides whether a target is achieved, so a reduction shown as 50.0 % meets a 50 % target.
 */
export function reductionPercent(reduction: number): number {
  return Math.round(reduction * 1000) / 10;
}

/** Outcome of one target. */
export interface TargetResult {
  target: ProjectTarget;
  design: number | null;
  benchmark: number | null;
  /** Fraction (0.5 = 50 % lower than the benchmark; negative = increase); null if not computable. */
  reduction: number | null;
  isAchieved: boolean | null;
  status: 'achieved' | 'not-achieved' | 'no-data' | 'benchmark-zero';
}

/** Reductions of a design against its benchmark for each target. */
export function computeReductions(
  targets: readonly ProjectTarget[],
  design: Evaluation,
  benchmark: Evaluation,
): TargetResult[] {
  return targets.map((target) => {
    const d = targetValue(design, target);
    const b = targetValue(benchmark, target);
    if (d === null || b === null || !hasIndicatorData(design, target.indicatorId)) {
      return {
        target,
        design: d,
        benchmark: b,
        reduction: null,
        isAchieved: null,
        status: 'no-data',
      };
    }
    if (b === 0)
      return {
        target,
        design: d,
        benchmark: b,
        reduction: null,
        isAchieved: null,
        status: 'benchmark-zero',
      };
    const reduction = (b - d) / Math.abs(b);
    const isAchieved = reductionPercent(reduction) >= target.savingsTarget;
    return {
      target,
      design: d,
      benchmark: b,
      reduction,
      isAchieved,
      status: isAchieved ? 'achieved' : 'not-achieved',
    };
  });
}

/** "Targets achieved" of the spec: Loading until all loaded, No if any falls short, else Yes. */
export function targetsAchieved(
  results: readonly (TargetResult | undefined)[],
): 'Yes' | 'No' | 'Loading' {
  if (results.some((r) => r === undefined)) return 'Loading';
  return results.every((r) => r!.isAchieved === true) ? 'Yes' : 'No';
}
