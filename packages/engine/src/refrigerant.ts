/**
 * Refrigerant emissions of heat pumps and air conditioners (methodology §6.1; EN 15978 §7.4.4.2:
 * module B1 "use" covers releases from installed components, such as refrigerant leakage).
 *
 * A refrigerant charge is a recipe element of q kg of a refrigerant gas: a process whose
 * indicator-1 factor is the gas's 100-year GWP G (kg CO2e per kg released; AR5 values of the NGER
 * Regulations 2008, reg. 2.02, which the National Greenhouse Accounts use) in module B1 and in C1.
 * The element carries the equipment's annual leak rate r (share of the charge per year) and its
 * end-of-life loss e (share of the charge released when the equipment is removed, i.e. not
 * recovered). With service life L, reference study period P and n = ⌈P/L⌉ − 1 replacements:
 *
 *   B1 = q · r · G                 kg CO2e every year 1..P (leaks are topped up, so the charge,
 *                                  and the leakage, continue through every replacement)
 *   C1 = q · e · G                 kg CO2e at year P (the last equipment's charge at removal)
 *   B4 ⊇ q · e · G                 kg CO2e at each replacement year L, 2L, … < P (EN 15978: a
 *                                  replacement counts the end of life of what it replaces)
 *
 * Whole period: q · G · (r · P + e · (n + 1)). Only indicator 1 (GWP) has factors: the gases'
 * production (for the first fill and the top-ups) and their other impacts have no data.
 */
import { replacementCount } from './embodied';
import { EngineError } from './engine-error';

/** How a refrigerant charge escapes (fractions of the charge, 0..1). */
export interface RefrigerantRelease {
  /** Share of the charge leaked (and topped up) per year, e.g. 0.03 = 3 %/yr. */
  annualLeakRate: number;
  /** Share of the charge released to air when the equipment is removed (not recovered). */
  endOfLifeLossRate: number;
}

/** Refrigerant emissions of one charge over the reference study period, kg CO2e. */
export interface RefrigerantEmissions {
  /** B1 over the whole period (P years of leakage). */
  b1: number;
  /** End-of-life loss at the replacements (part of B4). */
  b4: number;
  /** End-of-life loss of the last equipment (C1, at year P). */
  c1: number;
  /** Number of replacements within the period. */
  replacements: number;
  /** b1 + b4 + c1. */
  total: number;
}

/**
 * Refrigerant emissions over the period of `chargeKg` kg of a gas of GWP `gwp` (kg CO2e/kg) in
 * equipment of `serviceLife` years (Infinity = lasts the period), study period `P` years.
 */
export function refrigerantEmissions(
  chargeKg: number,
  gwp: number,
  release: RefrigerantRelease,
  serviceLife: number,
  P: number,
): RefrigerantEmissions {
  const n = replacementCount(serviceLife, P);
  const atRemoval = chargeKg * release.endOfLifeLossRate * gwp;
  const b1 = chargeKg * release.annualLeakRate * gwp * P;
  const b4 = atRemoval * n;
  return { b1, b4, c1: atRemoval, replacements: n, total: b1 + b4 + atRemoval };
}

/**
 * Throws INVALID_QUANTITY unless both rates of `release` are fractions from 0 to 1 (`where`
 * names the template for the message).
 */
export function checkRefrigerantRelease(release: RefrigerantRelease, where: string): void {
  for (const [name, value] of [
    ['annual leak rate', release.annualLeakRate],
    ['end-of-life loss', release.endOfLifeLossRate],
  ] as const) {
    if (!(Number.isFinite(value) && value >= 0 && value <= 1)) {
      throw new EngineError(
        'INVALID_QUANTITY',
        `${where} gives a refrigerant charge a ${name} of ${value}; use a share of the charge from 0 to 1 (0.03 = 3 %).`,
        { value },
      );
    }
  }
}
