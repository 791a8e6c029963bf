/**
 * Thermal rating limits and default demands per NatHERS climate zone (METHOD.md §4; spec doc 2
 * §5 and §9).
 *
 * A rating of s stars accepts a total (heating + cooling) load T with L(s + 0.5) ≤ T ≤ L(s),
 * where L(s) is the largest load that still earns s stars. L(6) is the shipped 6-star band
 * (ABCB 2018 RIS, MJ/m²·yr). Other star levels are approximated (until official NatHERS star
 * bands are imported) by a straight line from L(6) to zero at 10 stars:
 *   L(s) = L(6)·(10 − s)/4
 * resting on the NatHERS definition of 10 stars as a home that needs (almost) no heating or
 * cooling. Below 6 stars this underestimates the official bands (they rise faster). Defaults:
 * the band's midpoint, split into heating and cooling by the zone's 6-star heating and cooling
 * limits.
 */
import { ThermalUnit } from '@circa/contract/enums';
import { messages } from '@circa/contract/messages';
import { EngineError } from './engine-error';
import type { StarBand, WholeOfHomeTables } from './evaluation-context';
import type { ThermalUnitId } from './units';
import {
  convertThermalLoad,
  convertThermalLoadForDisplay,
  MEGAJOULES_PER_KILOWATT_HOUR,
} from './units';

/** Stars at which the approximated band reaches zero load. */
export const ZERO_LOAD_STARS = 10;

/** L(s): the largest total load in MJ/m²·yr that earns `stars` stars in this zone. */
export function starBandUpperLimit(band: StarBand, stars: number): number {
  if (stars >= ZERO_LOAD_STARS) return 0;
  return (band.sixStarTotal * (ZERO_LOAD_STARS - stars)) / (ZERO_LOAD_STARS - 6);
}

/** Limits and defaults of a thermal rating, in MJ/m²·yr, with approximation flag. */
export interface ThermalLimits {
  lower: number;
  upper: number;
  defaultCooling: number;
  defaultHeating: number;
  /** True unless the rating is 6 stars in a zone of the shipped 6-star table. */
  isApproximate: boolean;
}

function requireBand(tables: WholeOfHomeTables, climateZone: number): StarBand {
  const band = tables.starBands[climateZone];
  if (!band) {
    throw new EngineError(
      'UNKNOWN_CLIMATE_ZONE',
      `NatHERS climate zone ${climateZone} is not known; choose a postcode with a NatHERS climate zone from 1 to 69.`,
      { climateZone },
    );
  }
  return band;
}

/** The stars of a thermal rating id, or throws UNKNOWN_THERMAL_RATING. */
export function thermalRatingStars(tables: WholeOfHomeTables, thermalRatingId: number): number {
  const rating = tables.thermalRatings.find((r) => r.id === thermalRatingId);
  if (!rating) {
    throw new EngineError('UNKNOWN_THERMAL_RATING', 'Please select a thermal rating.', {
      thermalRatingId,
    });
  }
  return rating.stars;
}

/** Limits and default demands of a rating in a zone, MJ/m²·yr (unrounded). */
export function thermalLimits(
  tables: WholeOfHomeTables,
  climateZone: number,
  thermalRatingId: number,
): ThermalLimits {
  const band = requireBand(tables, climateZone);
  const stars = thermalRatingStars(tables, thermalRatingId);
  const upper = starBandUpperLimit(band, stars);
  const lower = starBandUpperLimit(band, stars + 0.5);
  const middle = (lower + upper) / 2;
  const split = band.sixStarHeating + band.sixStarCooling;
  const heatingShare = split > 0 ? band.sixStarHeating / split : 0.5;
  return {
    lower,
    upper,
    defaultHeating: middle * heatingShare,
    defaultCooling: middle * (1 - heatingShare),
    isApproximate: band.isApproximate || stars !== 6,
  };
}

/**
 * `getThermalLimits` of the spec: `[lower, upper, defaultCooling, defaultHeating]` in the chosen
 * thermal unit, rounded to one decimal (doc 2 §7 and §9).
 */
export function getThermalLimits(
  tables: WholeOfHomeTables,
  climateZone: number,
  thermalRatingId: number,
  thermalUnitId: ThermalUnitId,
): [number, number, number, number] {
  const l = thermalLimits(tables, climateZone, thermalRatingId);
  const mj = ThermalUnit.MegajoulesPerSquareMetre;
  return [
    convertThermalLoadForDisplay(l.lower, mj, thermalUnitId),
    convertThermalLoadForDisplay(l.upper, mj, thermalUnitId),
    convertThermalLoadForDisplay(l.defaultCooling, mj, thermalUnitId),
    convertThermalLoadForDisplay(l.defaultHeating, mj, thermalUnitId),
  ];
}

/** The spec's message when demands fall outside the rating's range (doc 2 §5): the contract's text. */
export const THERMAL_OUT_OF_RANGE_MESSAGE = messages.thermalOutOfRange;

/**
 * Whether entered demands (in `thermalUnitId`, non-negative) total within a rating's limits,
 * inclusive, after converting to MJ/m² with factor 3.6; half a display step (0.05 in the entered
 * unit) of tolerance, so values shown rounded to 1 decimal validate.
 */
export function isWithinThermalLimits(
  limits: ThermalLimits,
  thermalUnitId: ThermalUnitId,
  heatingDemand: number,
  coolingDemand: number,
): boolean {
  const mj = ThermalUnit.MegajoulesPerSquareMetre;
  const total =
    convertThermalLoad(heatingDemand, thermalUnitId, mj) +
    convertThermalLoad(coolingDemand, thermalUnitId, mj);
  const tolerance = thermalUnitId === mj ? 0.05 : 0.05 * MEGAJOULES_PER_KILOWATT_HOUR;
  return (
    heatingDemand >= 0 &&
    coolingDemand >= 0 &&
    total >= limits.lower - tolerance &&
    total <= limits.upper + tolerance
  );
}

/**
 * Check entered demands (in `thermalUnitId`) against the rating's limits (see
 * {@link isWithinThermalLimits}). Throws THERMAL_DEMAND_OUT_OF_RANGE with the spec's message.
 */
export function validateThermalDemands(
  tables: WholeOfHomeTables,
  climateZone: number,
  thermalRatingId: number,
  thermalUnitId: ThermalUnitId,
  heatingDemand: number,
  coolingDemand: number,
): void {
  const l = thermalLimits(tables, climateZone, thermalRatingId);
  if (!isWithinThermalLimits(l, thermalUnitId, heatingDemand, coolingDemand)) {
    throw new EngineError('THERMAL_DEMAND_OUT_OF_RANGE', THERMAL_OUT_OF_RANGE_MESSAGE, {
      lower: l.lower,
      upper: l.upper,
    });
  }
}
