/**
 * Operational water (B7) from WELS ratings, garden type, supply and treatment (METHOD.md §5).
 *
 * Daily litres, whole building, N occupants, H = N / referenceHouseholdSize household-equivalents:
 *   shower          = N · minutes · flow(rating)             (WELS: 8 min per person per day)
 *   toilets         = N · flushes · volume(rating)           (WELS: 4 flushes per person per day)
 *   taps            = H · minutes · flow(rating)             (WELS: 5 min per household per day)
 *   washing machine = H · loads · litres(rating)             (WELS: 1 load per household per day)
 *   dishwasher      = H · loads · litres(rating)             (WELS: 1 load per household per day)
 *   garden          = indoor · multiple(garden type)         (Your Home: ~40 % of use is outdoors)
 * Treatment: grey water (shower, taps, washing machine) or black water (all indoor) is reused for
 * toilets + garden first. Supply: rainwater serves what reuse leaves of toilets + garden (options 2
 * and 4) or of every end use (option 3), bounded by the roof yield
 *   Y = roofArea · annual rainfall · runoff / 1000   (kL/yr; m² · mm = L)
 * shared among the served end uses in proportion to their demand; the rest is mains. Without a
 * rainfall figure Y = 0 (every option is then mains, with a warning). Tank size and overflow are
 * not modelled: Y is an upper bound of what any tank delivers (approximate; docs/methodology.md §8,
 * docs/decisions/0016-rainwater.md). Pumped volumes (rainwater, reuse) use pump energy per kL (B6
 * "pumps").
 */
import type { DesignAttributes } from './design-types';
import { WATER_SUPPLY, WATER_TREATMENT } from './attributes';
import { EngineError } from './engine-error';
import type { WaterTables } from './evaluation-context';
import { DAYS_PER_YEAR, LITRES_PER_KILOLITRE } from './units';

/** End uses of water. */
export type WaterEndUse =
  'shower' | 'toilets' | 'taps' | 'washing-machine' | 'dishwasher' | 'garden';

/** End uses in display order. */
export const WATER_END_USES: readonly WaterEndUse[] = [
  'shower',
  'toilets',
  'taps',
  'washing-machine',
  'dishwasher',
  'garden',
];

/** Display names of the end uses. */
export const WATER_END_USE_NAMES: Readonly<Record<WaterEndUse, string>> = {
  shower: 'Showers',
  toilets: 'Toilets',
  taps: 'Taps',
  'washing-machine': 'Washing machine',
  dishwasher: 'Dishwasher',
  garden: 'Garden',
};

type Volumes = Record<WaterEndUse, number>;

/** Yearly water balance of a design, kL/yr. */
export interface WaterBalance {
  demand: Volumes;
  mains: Volumes;
  rainwater: Volumes;
  reused: Volumes;
  /** Indoor water leaving to the mains sewer. */
  sewer: number;
  /** Volume moved by pumps (rainwater + reused), kL/yr. */
  pumped: number;
  /** Litres per person per day, all end uses (comparable with BASIX's 247 L). */
  litresPerPersonDay: number;
  /** A rainwater supply option was chosen but no rainfall figure was given: none was counted. */
  isRainfallUnknown: boolean;
}

/**
 * The warning of a rainwater supply without a rainfall figure (Circa ships none yet, so every
 * stored design with a rainwater option gets it; docs/decisions/0016-rainwater.md).
 */
export const RAINFALL_UNKNOWN_MESSAGE =
  'Rainwater supply cannot be assessed yet: Circa has no rainfall data for the site. All water was counted as mains water; choose Mains Supply on the water page.';

function rating(table: Readonly<Record<number, number>>, id: number, what: string): number {
  const v = table[id];
  if (v === undefined)
    throw new EngineError('INVALID_OPTION', `Please select ${what}.`, { optionId: id });
  return v;
}

/** Daily demand in litres by end use for the whole building. */
export function dailyWaterDemand(a: DesignAttributes, occupants: number, t: WaterTables): Volumes {
  const households = occupants / t.referenceHouseholdSize;
  const shower =
    occupants *
    t.showerMinutesPerPersonDay *
    rating(t.showerLitresPerMinute, a.showerWaterRatingId, 'shower head fittings');
  const toilets =
    occupants *
    t.flushesPerPersonDay *
    rating(t.toiletLitresPerFlush, a.toiletsWaterRatingId, 'toilets fittings');
  const taps =
    households *
    t.tapMinutesPerHouseholdDay *
    rating(t.tapLitresPerMinute, a.tapsWaterRatingId, 'tapware fittings');
  const washing =
    households *
    t.washingMachineLoadsPerHouseholdDay *
    rating(t.washingMachineLitresPerLoad, a.washingMachineWaterRatingId, 'washing machine');
  const dishwasher =
    households *
    t.dishwasherLoadsPerHouseholdDay *
    rating(t.dishwasherLitresPerLoad, a.dishwasherWaterRatingId, 'dishwasher');
  const indoor = shower + toilets + taps + washing + dishwasher;
  const garden = indoor * rating(t.gardenMultipleOfIndoor, a.gardenTypeId, 'garden type');
  return { shower, toilets, taps, 'washing-machine': washing, dishwasher, garden };
}

const zero = (): Volumes => ({
  shower: 0,
  toilets: 0,
  taps: 0,
  'washing-machine': 0,
  dishwasher: 0,
  garden: 0,
});

/**
 * The yearly water balance (see module comment). `roofArea` m² (GFA / floors), `annualRainfallMm`
 * the site's mean annual rainfall in mm, or null when unknown.
 */
export function waterBalance(
  a: DesignAttributes,
  occupants: number,
  roofArea: number,
  annualRainfallMm: number | null,
  t: WaterTables,
): WaterBalance {
  const daily = dailyWaterDemand(a, occupants, t);
  const demand = zero();
  for (const u of Object.keys(daily) as WaterEndUse[])
    demand[u] = (daily[u] * DAYS_PER_YEAR) / LITRES_PER_KILOLITRE;
  const remaining: Volumes = { ...demand };
  const reused = zero();
  const rainwater = zero();
  const indoor =
    demand.shower + demand.toilets + demand.taps + demand['washing-machine'] + demand.dishwasher;
  // On-site treatment: reuse for toilets first, then garden.
  if (a.waterTreatmentId !== WATER_TREATMENT.mainsSewer) {
    let available =
      a.waterTreatmentId === WATER_TREATMENT.onsiteGreyWater
        ? demand.shower + demand.taps + demand['washing-machine']
        : indoor;
    for (const u of ['toilets', 'garden'] as const) {
      const r = Math.min(available, remaining[u]);
      reused[u] = r;
      remaining[u] -= r;
      available -= r;
    }
  }
  let isRainfallUnknown = false;
  if (a.waterSupplyId !== WATER_SUPPLY.mains) {
    const served: readonly WaterEndUse[] =
      a.waterSupplyId === WATER_SUPPLY.rainwaterOnly ? WATER_END_USES : ['toilets', 'garden'];
    let servedDemand = 0;
    for (const u of served) servedDemand += remaining[u];
    if (annualRainfallMm == null) isRainfallUnknown = true;
    const roofYield =
      annualRainfallMm == null
        ? 0
        : (roofArea * annualRainfallMm * t.roofRunoffCoefficient) / LITRES_PER_KILOLITRE;
    const share = servedDemand > 0 ? Math.min(1, roofYield / servedDemand) : 0;
    for (const u of served) {
      rainwater[u] = remaining[u] * share;
      remaining[u] -= rainwater[u];
    }
  }
  const reusedTotal = reused.toilets + reused.garden;
  const sewer = a.waterTreatmentId === WATER_TREATMENT.mainsSewer ? indoor : 0;
  let rainTotal = 0;
  for (const u of WATER_END_USES) rainTotal += rainwater[u];
  const total = indoor + demand.garden;
  return {
    demand,
    mains: remaining,
    rainwater,
    reused,
    sewer,
    pumped: rainTotal + reusedTotal,
    litresPerPersonDay:
      occupants > 0 ? (total * LITRES_PER_KILOLITRE) / DAYS_PER_YEAR / occupants : 0,
    isRainfallUnknown,
  };
}
