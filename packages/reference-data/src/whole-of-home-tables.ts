/**
 * The NatHERS Whole of Home tables the engine needs, from data/nathers/whole-of-home.json, plus
 * the thermal rating options.
 */
import type { ThermalRating, WholeOfHomeTables } from '@circa/engine/evaluation-context';
import { getThermalLimits } from '@circa/engine/thermal-limits';
import type { ThermalUnitId } from '@circa/engine/units';
import { readDataFile } from './data-files';

/** Thermal ratings 1 to 10 stars in half stars; id = stars × 10 (NatHERS star scale). */
export const THERMAL_RATINGS: readonly ThermalRating[] = Array.from({ length: 19 }, (_, i) => {
  const stars = 1 + i * 0.5;
  return {
    id: Math.round(stars * 10),
    stars,
    description: `${stars} star${stars === 1 ? '' : 's'}${stars === 6 ? '' : ' (approximate band)'}`,
  };
});

let tables: WholeOfHomeTables | undefined;

/** The WoH tables (memoised). */
export function wholeOfHomeTables(): WholeOfHomeTables {
  tables ??= {
    ...readDataFile<Omit<WholeOfHomeTables, 'thermalRatings'>>('nathers/whole-of-home.json'),
    thermalRatings: THERMAL_RATINGS,
  };
  return tables;
}

/**
 * The spec's getThermalLimits with the shipped tables: `[lower, upper, defaultCooling,
 * defaultHeating]` in the thermal unit (1 MJ/m², 2 kWh/m²), rounded to one decimal.
 */
export function thermalLimitsFor(
  climateZone: number,
  thermalRatingId: number,
  thermalUnitId: ThermalUnitId,
): [number, number, number, number] {
  return getThermalLimits(wholeOfHomeTables(), climateZone, thermalRatingId, thermalUnitId);
}
