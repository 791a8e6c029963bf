/**
 * Reference tables and options an evaluation needs. The engine is pure: the caller (normally
 * `@circa/reference-data`) supplies these; the engine never reads files.
 */
import type { AustralianState, DesignLocation } from './design-types';
import type { EffectiveRainfallRule } from './garden-irrigation';
import type { SiteWaterClimate } from './site-water-climate';
import type { LciSource } from './lci-types';
import type { Template } from './template-types';

/** Cubic curve y = a·x³ + b·x² + c·x + d (NatHERS WoH appendix tables). */
export interface CubicCurve {
  a: number;
  b: number;
  c: number;
  d: number;
}

/** GEMS/ZERL climate zone of a NatHERS climate zone (WoH zones table). */
export type GemsZone = 'Hot/humid' | 'Mixed' | 'Cold';

/** Per NatHERS climate zone data. */
export interface ClimateZoneInfo {
  name: string;
  nccZone: number;
  gemsZone: GemsZone;
}

/**
 * The 6-star total load band of a climate zone, MJ/m²·yr (ABCB 2018 RIS table), or a proxy
 * zone's band when the zone is not in the table (then `proxyZone` is set and approximate).
 */
export interface StarBand {
  sixStarTotal: number;
  sixStarHeating: number;
  sixStarCooling: number;
  proxyZone: number | null;
  isApproximate: boolean;
}

/** A thermal rating option (stars in half steps). */
export interface ThermalRating {
  id: number;
  stars: number;
  description: string;
}

/** Constants and tables of the NatHERS Whole of Home method and related approximations. */
export interface WholeOfHomeTables {
  /** Annual purchased energy curves, MJ/yr as a cubic in annual hot-water demand (GJ/yr), by system code (e.g. "GIN-3-60"). */
  hotWaterCurves: Readonly<Record<string, CubicCurve>>;
  /** Solar-gas annual shares (sum of monthly share curves): "STG-z" gas share, "STX-z" electric share. */
  solarGasShares: Readonly<Record<string, CubicCurve>>;
  /** Litres of hot water per MJ of winter peak load by hot-water zone (WoH Eq 25 y-values). */
  peakLitresPerMegajoule: Readonly<Record<number, number>>;
  /** Hot water delivered per occupant per day in litres (WoH Eq 25: 40 L). */
  hotWaterLitresPerOccupantDay: number;
  /** Ratio of annual to winter-peak load (WoH: 0.904521). */
  annualToPeakRatio: number;
  /** Cooking annual load MJ/yr = constant + factor × occupants, by appliance (WoH cooking table). */
  cooking: Readonly<
    Record<
      'gas-cooktop' | 'electric-cooktop' | 'induction-cooktop' | 'electric-oven' | 'gas-oven',
      { constant: number; factor: number }
    >
  >;
  /** Plug loads MJ/yr per dwelling = constant + perOccupant × occupants (WoH). */
  plugLoads: { constant: number; perOccupant: number };
  /** Lighting power density W/m² and daily hours (WoH Eq 63). */
  lighting: { wattsPerSquareMetre: number; hoursPerDay: number };
  /** Lighting multiplier by natural lighting option id (1 = WoH default). */
  naturalLightingFactors: Readonly<Record<number, number>>;
  climateZones: Readonly<Record<number, ClimateZoneInfo>>;
  /** Default heat pump HSPF/TCSPF by GEMS zone (WoH Table 13), used for unserved area. */
  defaultHeatPump: Readonly<Record<GemsZone, { heating: number; cooling: number }>>;
  starBands: Readonly<Record<number, StarBand>>;
  thermalRatings: readonly ThermalRating[];
  /** PV yield in kWh per kWp per year by hot-water zone (approximation; see methodology). */
  photovoltaicYieldByZone: Readonly<Record<number, number>>;
}

/** Process ids of the energy carriers used by B6. */
export interface EnergyCarrierProcesses {
  electricityByState: Readonly<Record<AustralianState, string>>;
  /**
   * Grid electricity on a controlled-load (off-peak) tariff by state: the same grid factors as
   * `electricityByState`, priced at the controlled-load tariff (WoH Table 86). Used by hot water
   * systems on a controlled-load circuit.
   */
  controlledLoadElectricityByState: Readonly<Record<AustralianState, string>>;
  naturalGasByState: Readonly<Record<AustralianState, string>>;
  lpg: string;
  wood: string;
  /** Electricity generated and used on site when off grid (no grid factors). */
  offGridElectricity: string;
}

/** WELS and water-use assumptions (B7) with the process ids of supply and treatment. */
export interface WaterTables {
  showerLitresPerMinute: Readonly<Record<number, number>>;
  showerMinutesPerPersonDay: number;
  toiletLitresPerFlush: Readonly<Record<number, number>>;
  flushesPerPersonDay: number;
  tapLitresPerMinute: Readonly<Record<number, number>>;
  tapMinutesPerHouseholdDay: number;
  washingMachineLitresPerLoad: Readonly<Record<number, number>>;
  washingMachineLoadsPerHouseholdDay: number;
  dishwasherLitresPerLoad: Readonly<Record<number, number>>;
  dishwasherLoadsPerHouseholdDay: number;
  /** Household size the per-household figures are written for (WELS examples: a family of four). */
  referenceHouseholdSize: number;
  /**
   * Outdoor (garden) use as a multiple of indoor use, by garden type id: the estimate used when the
   * garden area or the site's climate is not known (Your Home's share of household use).
   */
  gardenMultipleOfIndoor: Readonly<Record<number, number>>;
  /** Landscape coefficient Kl of each garden type id (0 = no garden): its need as a share of ET0. */
  gardenLandscapeCoefficient: Readonly<Record<number, number>>;
  /** How much of a month's rain a garden uses (garden-irrigation.ts). */
  gardenEffectiveRainfall: EffectiveRainfallRule;
  /** Rain lost on each rain day before any reaches a tank (wetting, first flush), mm. */
  roofInitialLossMm: number;
  /** Tank volume in litres a water supply option names (option 4: a 2 kL tank), by option id. */
  rainwaterTankLitresBySupply: Readonly<Record<number, number>>;
  /** Years at the start of the daily rainfall that only fill the tank (not averaged). */
  rainwaterTankWarmUpYears: number;
  /** Pump electricity kWh per kL moved, by rainwater pump class id 1–6. */
  pumpKilowattHoursPerKilolitre: Readonly<Record<number, number>>;
  /** Fraction of roof rainfall that reaches the tank (first flush, losses). */
  roofRunoffCoefficient: number;
  /** Process of mains water supply (kL), for every state. */
  mainsWaterProcessId: string;
  /** Process of wastewater to the mains sewer (kL) where no state process is given. */
  wastewaterProcessId: string;
  /**
   * Process of wastewater to the mains sewer (kL) by the design's state (its treatment
   * electricity is the state's grid, like `electricityByState`); absent = `wastewaterProcessId`.
   */
  wastewaterProcessIdByState?: Readonly<Record<AustralianState, string>>;
}

/** One point of a grid trajectory: calendar year and multiplier of the edition factor. */
export interface GridTrajectoryPoint {
  year: number;
  multiplier: number;
}

/** Piecewise-linear multiplier on grid electricity GWP by calendar year (decarbonisation scenario). */
export interface GridTrajectory {
  id: string;
  name: string;
  /** Points (calendar year, multiplier of the edition factor); flat before the first and after the last. */
  points: readonly GridTrajectoryPoint[];
  /**
   * Points of the design's state's grid where the scenario has its own (methodology §6.2); a
   * state without an entry uses `points`.
   */
  pointsByState?: Readonly<Partial<Record<AustralianState, readonly GridTrajectoryPoint[]>>>;
}

/** Options of one evaluation. */
export interface EvaluationOptions {
  /** Reference study period P in years (default 60). */
  referenceStudyPeriod: number;
  /** Real discount rate for costs (0 = undiscounted, the default). */
  discountRate: number;
  /** Apply this grid decarbonisation trajectory to electricity GWP; null = static factors. */
  gridTrajectory: GridTrajectory | null;
  /** Occupants to use instead of the WoH equation (used for benchmarks: same occupants). */
  occupantsOverride?: number | null;
}

/** Everything an evaluation needs besides the design. */
export interface EvaluationContext {
  source: LciSource;
  templates: ReadonlyMap<string, Template>;
  templateCategories: ReadonlyMap<number, { code: string; name: string }>;
  wholeOfHome: WholeOfHomeTables;
  energyCarriers: EnergyCarrierProcesses;
  water: WaterTables;
  /** The site's climate for garden water and the rainwater tank; absent or null = none known. */
  siteWaterClimate?: (location: DesignLocation) => SiteWaterClimate | null;
}
