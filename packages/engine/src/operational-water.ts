/**
 * Operational water (B7) from WELS ratings, garden, supply and treatment (METHOD.md §5;
 * docs/methodology.md §8).
 *
 * Daily litres, whole building, N occupants, H = N / referenceHouseholdSize household-equivalents:
 *   shower          = N · minutes · flow(rating)             (WELS: 8 min per person per day)
 *   toilets         = N · flushes · volume(rating)           (WELS: 4 flushes per person per day)
 *   taps            = H · minutes · flow(rating)             (WELS: 5 min per household per day)
 *   washing machine = H · loads · litres(rating)             (WELS: 1 load per household per day)
 *   dishwasher      = H · loads · litres(rating)             (WELS: 1 load per household per day)
 * Garden, kL/yr (method v2, issue 16 item 6): with a garden area A (m²) and the site's monthly
 * climate, A · Σ max(0, Kl · ET0 − Pe) / 1000 (garden-irrigation.ts; Kl by garden type); without
 * either, indoor · multiple(garden type) (Your Home: ~40 % of use is outdoors), with a note.
 * Treatment: grey water (shower, taps, washing machine) or black water (all indoor) is reused for
 * toilets + garden first. Supply: rainwater serves what reuse leaves of toilets + garden (options 2
 * and 4) or of every end use (option 3), through a daily tank balance (rainwater-tank.ts: yield
 * after spillage) over the site's daily rainfall, with the option's tank (option 4: 2 kL) or the
 * entered tank size; the daily demand on the tank is the served yearly demand / 365. What the tank
 * does not supply is mains. Without daily rainfall or a tank size, every option is mains, with a
 * warning. Pumped volumes (rainwater, reuse) use pump energy per kL (B6 "pumps").
 */
import type { DesignAttributes } from './design-types';
import { WATER_SUPPLY, WATER_TREATMENT } from './attributes';
import { EngineError } from './engine-error';
import type { WaterTables } from './evaluation-context';
import { annualIrrigationDepth, gardenWaterDemand } from './garden-irrigation';
import type { RainwaterTankYearly } from './rainwater-tank';
import { rainwaterTankYearly } from './rainwater-tank';
import type { SiteWaterClimate } from './site-water-climate';
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

/** How the garden's water was found. */
export type GardenEstimate =
  | { method: 'none' }
  | {
      method: 'climate';
      areaM2: number;
      /** Irrigation need, mm/yr (= L/m²·yr). */
      depthMm: number;
      stationName: string;
      distanceKm: number;
    }
  | { method: 'share-of-indoor'; reason: 'no-area' | 'no-climate' };

/** The rainwater tank's daily balance, when one was run. */
export interface RainwaterTankEstimate extends RainwaterTankYearly {
  capacityLitres: number;
  stationName: string;
  distanceKm: number;
  dailyYears: readonly [number, number];
}

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
  garden: GardenEstimate;
  /** The tank balance of a rainwater supply; null for mains or when it could not be run. */
  tank: RainwaterTankEstimate | null;
  /** A rainwater supply option was chosen but the site has no daily rainfall: none was counted. */
  isRainfallUnknown: boolean;
  /** A rainwater supply without a named tank was chosen but no tank size entered: none counted. */
  isTankSizeUnknown: boolean;
}

/**
 * The warning of a rainwater supply at a site with no daily rainfall within reach (Circa ships
 * capital-city stations; docs/decisions/0016-rainwater.md).
 */
export const RAINFALL_UNKNOWN_MESSAGE =
  'Rainwater supply cannot be assessed: Circa has no daily rainfall for a station near the site. All water was counted as mains water; choose Mains Supply on the water page.';

/** The warning of a rainwater supply whose tank size was not entered. */
export const TANK_SIZE_UNKNOWN_MESSAGE =
  'The rainwater tank size was not entered, so no rainwater was counted: all water was counted as mains water. Enter the tank size on the water page.';

function rating(table: Readonly<Record<number, number>>, id: number, what: string): number {
  const v = table[id];
  if (v === undefined)
    throw new EngineError('INVALID_OPTION', `Please select ${what}.`, { optionId: id });
  return v;
}

type IndoorUse = Exclude<WaterEndUse, 'garden'>;

/** Daily indoor demand in litres by end use for the whole building. */
export function dailyIndoorWaterDemand(
  a: DesignAttributes,
  occupants: number,
  t: WaterTables,
): Record<IndoorUse, number> {
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
  return { shower, toilets, taps, 'washing-machine': washing, dishwasher };
}

/** Garden water in kL/yr and how it was found (module comment), from the indoor kL/yr. */
export function gardenWater(
  a: DesignAttributes,
  indoorKilolitres: number,
  climate: SiteWaterClimate | null,
  t: WaterTables,
): { kilolitres: number; estimate: GardenEstimate } {
  const kl = rating(t.gardenLandscapeCoefficient, a.gardenTypeId, 'garden type');
  const multiple = rating(t.gardenMultipleOfIndoor, a.gardenTypeId, 'garden type');
  if (kl === 0 && multiple === 0) return { kilolitres: 0, estimate: { method: 'none' } };
  const area = a.gardenArea ?? null;
  if (area !== null && climate?.monthly) {
    const depthMm = annualIrrigationDepth(climate.monthly, {
      landscapeCoefficient: kl,
      effectiveRainfall: t.gardenEffectiveRainfall,
    });
    return {
      kilolitres: gardenWaterDemand(area, depthMm),
      estimate: {
        method: 'climate',
        areaM2: area,
        depthMm,
        stationName: climate.stationName,
        distanceKm: climate.distanceKm,
      },
    };
  }
  return {
    kilolitres: indoorKilolitres * multiple,
    estimate: { method: 'share-of-indoor', reason: area === null ? 'no-area' : 'no-climate' },
  };
}

const zero = (): Volumes => ({
  shower: 0,
  toilets: 0,
  taps: 0,
  'washing-machine': 0,
  dishwasher: 0,
  garden: 0,
});

/** The tank of a rainwater supply option: the option's own, else the entered size (litres). */
function tankLitres(a: DesignAttributes, t: WaterTables): number | null {
  return t.rainwaterTankLitresBySupply[a.waterSupplyId] ?? a.rainwaterTankSize ?? null;
}

/**
 * Rainwater for the served end uses (module comment): what the tank supplies of their remaining
 * demand, shared in proportion to it. Moves that volume from `remaining` to `rainwater`.
 */
function supplyRainwater(
  a: DesignAttributes,
  roofArea: number,
  climate: SiteWaterClimate | null,
  t: WaterTables,
  remaining: Volumes,
  rainwater: Volumes,
): Pick<WaterBalance, 'tank' | 'isRainfallUnknown' | 'isTankSizeUnknown'> {
  const none = { tank: null, isRainfallUnknown: false, isTankSizeUnknown: false };
  if (a.waterSupplyId === WATER_SUPPLY.mains) return none;
  const daily = climate?.dailyRainfallMm ?? null;
  if (!climate || !daily || !climate.dailyYears) return { ...none, isRainfallUnknown: true };
  const capacityLitres = tankLitres(a, t);
  if (capacityLitres === null) return { ...none, isTankSizeUnknown: true };
  const served: readonly WaterEndUse[] =
    a.waterSupplyId === WATER_SUPPLY.rainwaterOnly ? WATER_END_USES : ['toilets', 'garden'];
  let servedDemand = 0;
  for (const u of served) servedDemand += remaining[u];
  const yearly = rainwaterTankYearly(
    {
      roofAreaM2: roofArea,
      runoffCoefficient: t.roofRunoffCoefficient,
      initialLossMm: t.roofInitialLossMm,
      capacityLitres,
      dailyDemandLitres: (servedDemand * LITRES_PER_KILOLITRE) / DAYS_PER_YEAR,
    },
    daily,
    t.rainwaterTankWarmUpYears,
  );
  const share = servedDemand > 0 ? Math.min(1, yearly.suppliedKlPerYear / servedDemand) : 0;
  for (const u of served) {
    rainwater[u] = remaining[u] * share;
    remaining[u] -= rainwater[u];
  }
  return {
    ...none,
    tank: {
      ...yearly,
      capacityLitres,
      stationName: climate.stationName,
      distanceKm: climate.distanceKm,
      dailyYears: climate.dailyYears,
    },
  };
}

/**
 * The yearly water balance (see module comment). `roofArea` m² (GFA / floors) is the tank's
 * catchment; `climate` the site's, or null when none is known.
 */
export function waterBalance(
  a: DesignAttributes,
  occupants: number,
  roofArea: number,
  climate: SiteWaterClimate | null,
  t: WaterTables,
): WaterBalance {
  const daily = dailyIndoorWaterDemand(a, occupants, t);
  const demand = zero();
  for (const u of Object.keys(daily) as IndoorUse[])
    demand[u] = (daily[u] * DAYS_PER_YEAR) / LITRES_PER_KILOLITRE;
  const indoor =
    demand.shower + demand.toilets + demand.taps + demand['washing-machine'] + demand.dishwasher;
  const garden = gardenWater(a, indoor, climate, t);
  demand.garden = garden.kilolitres;
  const remaining: Volumes = { ...demand };
  const reused = zero();
  const rainwater = zero();
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
  const supply = supplyRainwater(a, roofArea, climate, t, remaining, rainwater);
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
    garden: garden.estimate,
    ...supply,
  };
}
