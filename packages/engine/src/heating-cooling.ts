/**
 * Space heating and cooling efficiencies of the NatHERS Whole of Home method (WoH National
 * Calculation Method rev 10.1, §3.4; equations and tables as implemented in dwjp/py_wholeofhome):
 *
 *   delivered energy = thermal load / ((1 − LS)·COP_A)          (Eq 14)
 *
 * LS is the distribution loss (Table 14), COP_A the seasonal efficiency (HSPF/TCSPF for heat
 * pumps). Loads are the design's heating and cooling demands (MJ/m²·yr) × area served.
 */

/**
 * Distribution loss factors LS (WoH Table 14, new homes): ducted 0.15, hydronic panels 0.10,
 * in-slab hydronic 0.15, non-ducted 0 (py_wholeofhome `get_loss_factor`). Existing homes' ducts
 * (0.15 + 0.0085 × age) are not used: Circa models new designs.
 */
export const DISTRIBUTION_LOSS = {
  ducted: 0.15,
  hydronicPanel: 0.1,
  slab: 0.15,
  nonDucted: 0,
} as const;

/**
 * Fixed COP_A of appliance types: electric resistance 1.0 (WoH §3.4.6), evaporative 15.0
 * (§3.4.8, fan included), wood 0.6 (§3.4.5 default), hydronic gas boiler 0.7 and hydronic heat
 * pumps 3.0 (air source) and 3.6 (ground source) (WoH Table 29; py_wholeofhome `_FIXED_COP_A`).
 */
export const FIXED_EFFICIENCY = {
  electricResistance: 1.0,
  evaporative: 15.0,
  hydronicGas: 0.7,
  hydronicHeatPumpAir: 3.0,
  hydronicHeatPumpGround: 3.6,
  wood: 0.6,
} as const;

/**
 * Ancillary electricity as a fraction of fuel use (WoH Table 15; py_wholeofhome
 * `_ANCILLARY_FACTORS`): 1 % for non-ducted gas heaters, hydronic circulation pumps and
 * non-ducted wood heaters' fans, 3 % for ducted wood heaters' fans. Heat pumps and evaporative
 * coolers have none (included in their ratings, Table 15 note b).
 */
export const ANCILLARY_FRACTION = {
  gasNonDucted: 0.01,
  hydronic: 0.01,
  woodNonDucted: 0.01,
  woodDucted: 0.03,
} as const;

/** HSPF or TCSPF (W/W) from a 2019 GEMS zoned star rating: stars + 1.5 (WoH Eq 16, Eq 19). */
export function heatPumpEfficiencyFromStars(stars: number): number {
  return stars + 1.5;
}

/** COP_A of a ducted gas heater from its AGA star rating 1–6 (WoH Eq 22 for ≤ 3, Eq 23 above). */
export function gasDuctedEfficiency(starRating: number): number {
  return starRating <= 3 ? 0.4 + 0.1 * starRating : 0.357892 + 0.3114 * Math.log(starRating);
}

/** COP_A of a non-ducted gas heater: 0.61 + 0.06·(stars − 1) (WoH Eq 24). */
export function gasNonDuctedEfficiency(starRating: number): number {
  return 0.61 + 0.06 * (starRating - 1);
}

/** Ancillary (fan) electricity fraction of a ducted gas heater: 0.0104 + 0.0044·stars (WoH Table 15). */
export function gasDuctedAncillaryFraction(starRating: number): number {
  return 0.0104 + 0.0044 * starRating;
}

/**
 * Delivered energy for a thermal load (WoH Eq 14), in the unit of `thermalLoad` (MJ in, MJ out).
 * `efficiency` is COP_A (> 0), `distributionLoss` LS in [0, 1).
 */
export function deliveredEnergy(
  thermalLoad: number,
  efficiency: number,
  distributionLoss: number,
): number {
  return thermalLoad / ((1 - distributionLoss) * efficiency);
}
