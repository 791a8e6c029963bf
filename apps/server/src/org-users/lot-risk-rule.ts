import type { RiskDescription } from '@circa/contract/org-users.schema';

/**
 * Risk points of a submitted lot (docs/methodology.md §19): points for a design whose inputs or
 * results depart from its baseline, or from the development's other lots, in ways that suggest an
 * error or gaming. Pure: the facts come from the engine's evaluation at submission
 * (lot-risk-facts.ts). Each threshold below names its section.
 */

/** §19.1: GFA outside [predicted / r, predicted × r] with r = 1.5 scores 15 points… */
export const GFA_OUTSIDE_RATIO = 1.5;
export const GFA_OUTSIDE_POINTS = 15;
/** §19.1: …and outside [predicted / 2, predicted × 2] scores 30 instead. */
export const GFA_FAR_OUTSIDE_RATIO = 2;
export const GFA_FAR_OUTSIDE_POINTS = 30;

/** §19.2: entered demands within the best 5 % of the rating's band (its lowest loads): 20 points. */
export const THERMAL_EDGE_SHARE = 0.05;
export const THERMAL_EDGE_POINTS = 20;
/** §19.2: entered demands outside the rating's band: 30 points. */
export const THERMAL_OUTSIDE_POINTS = 30;

/** §19.3: 5 points per baseline component removed, at most 30. */
export const POINTS_PER_REMOVED_COMPONENT = 5;
export const MAX_REMOVED_COMPONENT_POINTS = 30;

/** §19.4: a reduction 25 percentage points above the median of ≥ 3 other lots: 25 points. */
export const REDUCTION_LEAD_OVER_MEDIAN = 0.25;
export const MIN_OTHER_LOTS = 3;
export const REDUCTION_LEAD_POINTS = 25;

/** §19.5: a whole-life GWP reduction of 80 % or more against the benchmark: 20 points. */
export const IMPLAUSIBLE_REDUCTION = 0.8;
export const IMPLAUSIBLE_REDUCTION_POINTS = 20;

/** §19.6: results that could not be computed: 30 points. */
export const NOT_COMPUTED_POINTS = 30;

/** What the rule reads of a submitted design (all from the engine's evaluation). */
export interface LotRiskFacts {
  /** The engine's message when the design could not be evaluated; then nothing else is known. */
  evaluationError: string | null;
  /** GFA used and predicted, m²; `isPredicted` when the design uses the predicted GFA. */
  gfa: { value: number; predicted: number; isPredicted: boolean } | null;
  /**
   * Entered heating + cooling load and the rating's band, MJ/m²·yr, and whether the engine counts
   * the demands within the band (its rounding tolerance); null for the rating's default demands.
   */
  thermal: { totalLoad: number; lower: number; upper: number; isWithinBand: boolean } | null;
  /** Components of the baseline (quantity > 0) the design no longer has, and how many it had. */
  removedComponents: number;
  baselineComponents: number;
  /** Whole-life GWP reduction against the benchmark (0.3 = 30 % lower); null when unknown. */
  reduction: number | null;
  /** The same reduction of the development's other submitted lots, as assessed. */
  otherReductions: readonly number[];
}

export interface LotRiskAssessment {
  points: number;
  descriptions: RiskDescription[];
}

const percent = (fraction: number) => `${Math.round(fraction * 100)} %`;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function gfaPoints(gfa: NonNullable<LotRiskFacts['gfa']>): RiskDescription | null {
  if (gfa.isPredicted || gfa.predicted <= 0) return null;
  const ratio = gfa.value / gfa.predicted;
  const spread = Math.max(ratio, 1 / ratio);
  if (spread < GFA_OUTSIDE_RATIO) return null;
  const isFar = spread >= GFA_FAR_OUTSIDE_RATIO;
  const side = ratio > 1 ? 'above' : 'below';
  return {
    RiskPoint: isFar ? GFA_FAR_OUTSIDE_POINTS : GFA_OUTSIDE_POINTS,
    Description: `Gross floor area ${Math.round(gfa.value)} m² is ${isFar ? 'far ' : ''}${side} the ${Math.round(gfa.predicted)} m² predicted for its dwellings, bedrooms, bathrooms and car spaces.`,
  };
}

function thermalPoints(thermal: NonNullable<LotRiskFacts['thermal']>): RiskDescription | null {
  const { totalLoad, lower, upper } = thermal;
  if (!thermal.isWithinBand)
    return {
      RiskPoint: THERMAL_OUTSIDE_POINTS,
      Description: `Entered heating and cooling demands (${totalLoad.toFixed(1)} MJ/m²·yr in total) are outside the band of the thermal rating (${lower.toFixed(1)} to ${upper.toFixed(1)}).`,
    };
  if (totalLoad <= lower + THERMAL_EDGE_SHARE * (upper - lower))
    return {
      RiskPoint: THERMAL_EDGE_POINTS,
      Description: `Entered heating and cooling demands (${totalLoad.toFixed(1)} MJ/m²·yr in total) sit at the lowest limit the thermal rating allows (${lower.toFixed(1)}).`,
    };
  return null;
}

function removedPoints(removed: number, total: number): RiskDescription | null {
  if (removed <= 0) return null;
  return {
    RiskPoint: Math.min(MAX_REMOVED_COMPONENT_POINTS, removed * POINTS_PER_REMOVED_COMPONENT),
    Description: `${removed} of the baseline's ${total} components ${removed === 1 ? 'was' : 'were'} removed from the design.`,
  };
}

function reductionPoints(reduction: number, others: readonly number[]): RiskDescription[] {
  const found: RiskDescription[] = [];
  if (reduction >= IMPLAUSIBLE_REDUCTION)
    found.push({
      RiskPoint: IMPLAUSIBLE_REDUCTION_POINTS,
      Description: `Whole-life global warming potential is ${percent(reduction)} below the benchmark.`,
    });
  if (others.length >= MIN_OTHER_LOTS) {
    const typical = median(others);
    if (reduction - typical >= REDUCTION_LEAD_OVER_MEDIAN)
      found.push({
        RiskPoint: REDUCTION_LEAD_POINTS,
        Description: `Reduction against the benchmark (${percent(reduction)}) is far beyond the development's other submitted lots (median ${percent(typical)} of ${others.length}).`,
      });
  }
  return found;
}

/** The risk points of a submitted lot and what each means (docs/methodology.md §19). */
export function assessLotRisk(facts: LotRiskFacts): LotRiskAssessment {
  const descriptions: RiskDescription[] = [];
  if (facts.evaluationError !== null) {
    descriptions.push({
      RiskPoint: NOT_COMPUTED_POINTS,
      Description: `The design's results could not be computed: ${facts.evaluationError}`,
    });
  }
  const add = (d: RiskDescription | null) => {
    if (d) descriptions.push(d);
  };
  if (facts.gfa) add(gfaPoints(facts.gfa));
  if (facts.thermal) add(thermalPoints(facts.thermal));
  add(removedPoints(facts.removedComponents, facts.baselineComponents));
  if (facts.reduction !== null)
    descriptions.push(...reductionPoints(facts.reduction, facts.otherReductions));
  return { points: descriptions.reduce((sum, d) => sum + d.RiskPoint, 0), descriptions };
}
