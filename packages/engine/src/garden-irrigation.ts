/**
 * Garden irrigation from monthly climate: the yearly depth of water a planted area needs beyond
 * what rain gives it (a water-balance alternative to "garden = indoor × multiple",
 * docs/methodology.md §8; issue 16 item 6; not yet wired).
 *
 * Per month m (all depths in mm per month; 1 mm over 1 m² is 1 L):
 *   water need      ET_L,m = Kl · ET0,m                 (the landscape analogue of FAO-56's
 *                                                        ETc = Kc · ET0; Allen et al. 1998)
 *   effective rain  Pe,m   = rule(P,m)                  (see {@link EffectiveRainfallRule})
 *   irrigation      I,m    = max(0, ET_L,m − Pe,m)
 * and the yearly depth is D = Σ I,m over the 12 months (mm/yr = L/m²·yr). Rain beyond a month's
 * need is not carried to later months (no soil store), so D is an upper bound of what a garden on
 * a water-holding soil needs (approximate). Kl and the rule are inputs: Circa ships no default
 * value for either.
 */
import { EngineError } from './engine-error';
import { LITRES_PER_KILOLITRE } from './units';

/** Months in a year: the climate inputs are 12 monthly totals, January first. */
export const MONTHS_PER_YEAR = 12;

/**
 * How much of a month's rainfall P (mm) counts as effective rainfall Pe (mm):
 *
 * - `fraction`: Pe = f · P, a fixed share f from 0 to 1 (the "fixed percentage" method).
 * - `fao-brouwer-heibloem`: the FAO simplified rule of Brouwer & Heibloem (1986), FAO Irrigation
 *   Water Management Training Manual No. 3 "Irrigation Water Needs", ch. 3
 *   (https://www.fao.org/3/s2022e/s2022e00.htm): Pe = 0.8 P − 25 when P > 75 mm/month, else
 *   Pe = max(0, 0.6 P − 10) (the two lines meet at P = 75 mm, Pe = 35 mm). Read as quoted, with
 *   that citation, in two public repositories' method notes (a WaPOR water-productivity README and
 *   a WaPOR-based Awp pipeline's method document); the FAO page itself was not reached.
 * - `usda-scs`: the USDA Soil Conservation Service formula as CROPWAT applies it to monthly
 *   totals (Smith 1992, FAO Irrigation and Drainage Paper 46): Pe = P · (125 − 0.2 P) / 125 when
 *   P ≤ 250 mm/month, else Pe = 125 + 0.1 P (both 150 mm at P = 250 mm). Read in the pyCropWat
 *   package (github montimaj/pyCropWat, pycropwat/methods.py, `cropwat_effective_precip`) and in
 *   the R package FAO56 (`EffPrec`, rdrr.io/cran/FAO56/src/R/EffPrec.R), which agree.
 */
export type EffectiveRainfallRule =
  | { readonly kind: 'fraction'; readonly fraction: number }
  | { readonly kind: 'fao-brouwer-heibloem' }
  | { readonly kind: 'usda-scs' };

/** Monthly climate of a site: 12 totals each, January first, in mm per month. */
export interface MonthlyClimate {
  readonly rainfallMm: readonly number[];
  /** Reference evapotranspiration ET0 (FAO-56 grass reference), mm per month. */
  readonly evapotranspirationMm: readonly number[];
}

/** How a garden uses water and rain. */
export interface GardenCoefficients {
  /**
   * Landscape coefficient Kl (dimensionless, ≥ 0): the garden's water need as a share of ET0
   * (lower for water-wise planting). No default: the caller gives a sourced value.
   */
  readonly landscapeCoefficient: number;
  /** The effective rainfall rule. */
  readonly effectiveRainfall: EffectiveRainfallRule;
}

function invalid(message: string, details: Record<string, unknown>): EngineError {
  return new EngineError('INVALID_QUANTITY', message, details);
}

/** Effective rainfall Pe (mm) of a month with `rainfallMm` of rain, by `rule`. */
export function effectiveRainfall(rainfallMm: number, rule: EffectiveRainfallRule): number {
  const p = rainfallMm;
  switch (rule.kind) {
    case 'fraction':
      return rule.fraction * p;
    case 'fao-brouwer-heibloem':
      return p > 75 ? 0.8 * p - 25 : Math.max(0, 0.6 * p - 10);
    case 'usda-scs':
      return p <= 250 ? (p * (125 - 0.2 * p)) / 125 : 125 + 0.1 * p;
  }
}

function checkMonths(values: readonly number[], what: string): void {
  if (values.length !== MONTHS_PER_YEAR) {
    throw invalid(`Monthly ${what} needs 12 values (January to December), not ${values.length}.`, {
      length: values.length,
    });
  }
  for (let m = 0; m < MONTHS_PER_YEAR; m++) {
    const v = values[m]!;
    if (!(Number.isFinite(v) && v >= 0)) {
      throw invalid(`Monthly ${what} must be a number of mm of 0 or more (month ${m + 1}: ${v}).`, {
        month: m + 1,
        value: v,
      });
    }
  }
}

/**
 * Yearly irrigation depth a garden needs, mm/yr (= L per m² of garden per year):
 * Σ over the 12 months of max(0, Kl · ET0 − Pe) (see the module comment). Throws INVALID_QUANTITY
 * unless both series hold 12 finite values ≥ 0, Kl is finite and ≥ 0, and a `fraction` rule's
 * share is from 0 to 1.
 */
export function annualIrrigationDepth(
  monthly: MonthlyClimate,
  coefficients: GardenCoefficients,
): number {
  checkMonths(monthly.rainfallMm, 'rainfall');
  checkMonths(monthly.evapotranspirationMm, 'evapotranspiration');
  const kl = coefficients.landscapeCoefficient;
  if (!(Number.isFinite(kl) && kl >= 0)) {
    throw invalid(`The landscape coefficient must be a number of 0 or more, not ${kl}.`, {
      value: kl,
    });
  }
  const rule = coefficients.effectiveRainfall;
  if (rule.kind === 'fraction' && !(rule.fraction >= 0 && rule.fraction <= 1)) {
    throw invalid(
      `The effective share of rainfall must be from 0 to 1 (0.8 = 80 %), not ${rule.fraction}.`,
      { value: rule.fraction },
    );
  }
  let depth = 0;
  for (let m = 0; m < MONTHS_PER_YEAR; m++) {
    const need = kl * monthly.evapotranspirationMm[m]!;
    const rain = effectiveRainfall(monthly.rainfallMm[m]!, rule);
    if (need > rain) depth += need - rain;
  }
  return depth;
}

/**
 * Yearly garden water demand in kL/yr: garden area (m²) × irrigation depth (mm/yr) / 1000
 * (1 mm over 1 m² is 1 L). Throws INVALID_QUANTITY for a negative or non-finite input.
 */
export function gardenWaterDemand(areaM2: number, depthMmPerYear: number): number {
  for (const [what, value] of [
    ['garden area', areaM2],
    ['irrigation depth', depthMmPerYear],
  ] as const) {
    if (!(Number.isFinite(value) && value >= 0)) {
      throw invalid(`The ${what} must be a number of 0 or more, not ${value}.`, { value });
    }
  }
  return (areaM2 * depthMmPerYear) / LITRES_PER_KILOLITRE;
}
