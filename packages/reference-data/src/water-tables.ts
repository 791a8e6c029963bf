/**
 * WELS fitting options and water-use assumptions for B7, each with its source (docs/methodology.md
 * §Water). Option ids are star ratings (0 = unrated / none).
 */
import type { AustralianState } from '@circa/engine/design-types';
import { AUSTRALIAN_STATES } from '@circa/engine/design-types';
import type { WaterTables } from '@circa/engine/evaluation-context';

/** An option of a water attribute with the value the engine uses and where it comes from. */
export interface WaterOption {
  Id: number;
  Description: string;
  IsDisabled: boolean;
  value: number;
  unit: string;
  source: string;
  isApproximate: boolean;
}

const WELS =
  'waterrating.gov.au consumer pages (WELS savings examples), as reproduced by smartwatermark.org';

const opt = (
  Id: number,
  Description: string,
  value: number,
  unit: string,
  source: string,
  isApproximate = false,
): WaterOption => ({ Id, Description, IsDisabled: false, value, unit, source, isApproximate });

/** Shower head options, L/min. */
export const SHOWER_OPTIONS: readonly WaterOption[] = [
  opt(
    0,
    'Unrated (about 15 L/min)',
    15,
    'L/min',
    'Tweed Shire Council residential water rebates: unrated showers use 15 to 20 L/min (lower end)',
  ),
  opt(3, '3 star (9 L/min)', 9, 'L/min', `${WELS}: 3-star shower 9 L/min; Tweed Shire 7.5-9 L/min`),
  opt(4, '4 star (6 L/min)', 6, 'L/min', `${WELS}: 4-star shower 6 L/min`),
];

/** Toilet options, L per average flush. */
export const TOILET_OPTIONS: readonly WaterOption[] = [
  opt(0, 'Older single flush (12 L)', 12, 'L/flush', `${WELS}: old single-flush toilet 12 L`),
  opt(
    4,
    '4 star (3.5 L average flush)',
    3.5,
    'L/flush',
    `${WELS}: 4-star toilet 3.5 L average flush`,
  ),
  opt(
    6,
    '6 star (2.5 L average flush)',
    2.5,
    'L/flush',
    `${WELS}: 6-star toilet 2.5 L average flush`,
  ),
];

/** Tapware options, L/min. */
export const TAP_OPTIONS: readonly WaterOption[] = [
  opt(0, 'Unrated (15 L/min)', 15, 'L/min', `${WELS}: old tap 15 L/min`),
  opt(3, '3 star (9 L/min)', 9, 'L/min', `${WELS}: 3-star tap 9 L/min`),
  opt(
    4,
    '4 star (7.5 L/min)',
    7.5,
    'L/min',
    'Tweed Shire Council: 4-star taps 6-7.5 L/min (upper end)',
  ),
  opt(
    5,
    '5 star (6 L/min)',
    6,
    'L/min',
    'AS/NZS 6400 tap band >4.5-6 L/min (upper end), as listed by aquatica.co.nz',
  ),
  opt(6, '6 star (4 L/min)', 4, 'L/min', `${WELS}: 6-star tap 4 L/min`),
];

/** Washing machine options, L per load. */
export const WASHING_MACHINE_OPTIONS: readonly WaterOption[] = [
  opt(0, 'None', 0, 'L/load', 'no washing machine'),
  opt(
    3,
    '3 star (80 L per load, 6 kg)',
    80,
    'L/load',
    `${WELS}: 3-star 6 kg machine 80 L per load`,
  ),
  opt(
    5,
    '5 star (55 L per load, 8 kg)',
    55,
    'L/load',
    `${WELS}: 5-star 8 kg machine 55 L per wash`,
  ),
  opt(
    6,
    '6 star (30 L per load, 6 kg)',
    30,
    'L/load',
    `${WELS}: 6-star 6 kg machine 30 L per load`,
  ),
];

/** Dishwasher options, L per load. */
export const DISHWASHER_OPTIONS: readonly WaterOption[] = [
  opt(0, 'None', 0, 'L/load', 'no dishwasher'),
  opt(
    2,
    '2 star (19 L per wash)',
    19,
    'L/load',
    `${WELS}: 2-star 14-place dishwasher 19 L per wash`,
  ),
  opt(
    6,
    '6 star (9.5 L per wash)',
    9.5,
    'L/load',
    `${WELS}: 6-star 14-place dishwasher 9.5 L per wash`,
  ),
];

/** Garden options: outdoor use as a multiple of indoor use. */
export const GARDEN_OPTIONS: readonly WaterOption[] = [
  opt(1, 'No garden (paved or none)', 0, '× indoor', 'definition'),
  opt(
    2,
    'Low-water garden (natives, mulch, drip)',
    1 / 3,
    '× indoor',
    'Circa assumption: half of a typical garden (approximate; see methodology)',
    true,
  ),
  opt(
    3,
    'Typical garden (lawn and exotic plants)',
    2 / 3,
    '× indoor',
    'Your Home (yourhome.gov.au, CC BY 4.0) "Outdoor water use": typically around 40 % of household water is used outdoors → outdoor = 0.4/0.6 × indoor',
  ),
];

const WUCOLS =
  'WUCOLS IV (University of California Agriculture and Natural Resources), "Categories of water needs": high 70–90 %, moderate 40–60 %, low 10–30 % of reference evapotranspiration';

/**
 * Landscape coefficient Kl of each garden type (its water need as a share of ET0), for gardens
 * whose area is entered (method v2, issue 16 item 6). Categories of WUCOLS IV; the choice of
 * category per garden type is Circa's (approximate).
 */
export const GARDEN_LANDSCAPE_COEFFICIENTS: readonly WaterOption[] = [
  opt(1, 'No garden (paved or none)', 0, '× ET0', 'definition'),
  opt(
    2,
    'Low-water garden (natives, mulch, drip)',
    0.2,
    '× ET0',
    `${WUCOLS}: the middle of "low" (Circa's choice of category, approximate)`,
    true,
  ),
  opt(
    3,
    'Typical garden (lawn and exotic plants)',
    0.7,
    '× ET0',
    `${WUCOLS}: the bottom of "high"; FAO-56 Table 12 turf grass Kc mid-season 0.85 (warm season) to 0.95 (cool season), beds of moderate need 0.4–0.6 (Circa's blend, approximate)`,
    true,
  ),
];

/** Rainwater pump classes (spec) with pump energy, kWh/kL. */
export const PUMP_OPTIONS: readonly WaterOption[] = [
  'High (>0.5 kW/dwelling)',
  'Medium (0.25-0.5 kW/dwelling)',
  'Medium or high with pressure vessel',
  'Low (<0.25 kW/dwelling)',
  'Low with header tank',
  'Undefined',
].map((d, i) =>
  opt(
    i + 1,
    d,
    1.5,
    'kWh/kL',
    'Retamal et al., Water Science & Technology: Water Supply 10(4):546 — about 1.5 kWh/kL; classes not differentiated (approximate)',
    true,
  ),
);

const record = (options: readonly WaterOption[]) =>
  Object.fromEntries(options.map((o) => [o.Id, o.value]));

/** The engine's water tables. */
export const WATER_TABLES: WaterTables = {
  showerLitresPerMinute: record(SHOWER_OPTIONS),
  showerMinutesPerPersonDay: 8,
  toiletLitresPerFlush: record(TOILET_OPTIONS),
  flushesPerPersonDay: 4,
  tapLitresPerMinute: record(TAP_OPTIONS),
  tapMinutesPerHouseholdDay: 5,
  washingMachineLitresPerLoad: record(WASHING_MACHINE_OPTIONS),
  washingMachineLoadsPerHouseholdDay: 1,
  dishwasherLitresPerLoad: record(DISHWASHER_OPTIONS),
  dishwasherLoadsPerHouseholdDay: 1,
  referenceHouseholdSize: 4,
  gardenMultipleOfIndoor: record(GARDEN_OPTIONS),
  gardenLandscapeCoefficient: record(GARDEN_LANDSCAPE_COEFFICIENTS),
  // CROPWAT's monthly rule, as read in the FAO56 R package (EffPrec.R) and pyCropWat
  gardenEffectiveRainfall: { kind: 'usda-scs' },
  pumpKilowattHoursPerKilolitre: record(PUMP_OPTIONS),
  roofRunoffCoefficient: 0.8,
  roofInitialLossMm: 1,
  rainwaterTankLitresBySupply: { 4: 2000 },
  rainwaterTankWarmUpYears: 1,
  mainsWaterProcessId: 'mains-water',
  wastewaterProcessId: 'wastewater-mains-sewer',
  wastewaterProcessIdByState: Object.fromEntries(
    AUSTRALIAN_STATES.map((s) => [s, `wastewater-mains-sewer-${s.toLowerCase()}`]),
  ) as Record<AustralianState, string>,
};

/** Sources of the usage assumptions in {@link WATER_TABLES}. */
export const WATER_USE_SOURCES = {
  showerMinutesPerPersonDay: `${WELS}: each family member showers for 8 minutes per day`,
  flushesPerPersonDay: `${WELS}: each family member flushes 4 times per day`,
  tapMinutesPerHouseholdDay: `${WELS}: tap runs for 5 minutes total per day (household)`,
  washingMachineLoadsPerHouseholdDay: `${WELS}: a family that runs one load of washing per day`,
  dishwasherLoadsPerHouseholdDay: `${WELS}: a family that runs one load of dishes per day`,
  referenceHouseholdSize: `${WELS}: examples are for a typical family of four`,
  roofRunoffCoefficient:
    'enHealth, Guidance on use of rainwater tanks (2010), Appendix B: runoff = A × (rainfall − B) × roof area with A = 0.80–0.85 (after Martin 1980); the lower end',
  roofInitialLossMm:
    'eWater MUSIC, Appendix A: impervious-area rainfall threshold (initial loss) 1 mm per day',
  rainwaterTankLitresBySupply: 'the option\'s name: "Rain Water Supplemented - 2kL tank"',
  rainwaterTankWarmUpYears:
    'Circa: the tank starts empty; the first year of the daily rainfall only fills it',
  gardenEffectiveRainfall:
    'USDA Soil Conservation Service rule as CROPWAT applies it monthly: Pe = P (125 − 0.2 P) / 125 up to 250 mm, else 125 + 0.1 P (FAO56 R package EffPrec.R; montimaj/pyCropWat methods.py)',
} as const;
