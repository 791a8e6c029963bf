/**
 * Occupants by the NatHERS Whole of Home equation (WoH National Calculation Method, Eq 2):
 * N = 1.525·ln(A) − 4.533, A = conditioned floor area of the dwelling in m², clipped to 1..6 and
 * rounded to 2 decimals (as in the WoH reference implementation, dwjp/py_wholeofhome).
 */

/** WoH Eq 2 coefficients. */
export const OCCUPANT_EQUATION = {
  slope: 1.525,
  intercept: -4.533,
  minimum: 1,
  maximum: 6,
} as const;

/** Occupants of one dwelling with conditioned floor area `areaSquareMetres` (m²). */
export function occupantsPerDwelling(areaSquareMetres: number): number {
  const raw =
    OCCUPANT_EQUATION.slope * Math.log(Math.max(areaSquareMetres, 1e-9)) +
    OCCUPANT_EQUATION.intercept;
  const clipped = Math.min(OCCUPANT_EQUATION.maximum, Math.max(OCCUPANT_EQUATION.minimum, raw));
  return Math.round(clipped * 100) / 100;
}

/**
 * Total occupants of a building of `dwellings` equal dwellings sharing `conditionedFloorArea` m²:
 * dwellings × occupantsPerDwelling(conditionedFloorArea / dwellings).
 */
export function occupants(conditionedFloorArea: number, dwellings: number): number {
  if (!(dwellings > 0)) return 0;
  return dwellings * occupantsPerDwelling(conditionedFloorArea / dwellings);
}
