/**
 * The design: attributes of the spec (doc 2 §3 "Design"), location and design templates.
 */
import type {
  CarParkTypeId,
  ElectricitySupplyId,
  GrossFloorAreaType,
  PumpPressureClassId,
  WaterSupplyId,
  WaterTreatmentId,
} from './attributes';
import type { ThermalUnitId } from './units';

/** Australian states and territories (electricity grids and prices are per state). */
export type AustralianState = 'NSW' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT' | 'ACT';

/** All states, in the usual order. */
export const AUSTRALIAN_STATES: readonly AustralianState[] = [
  'NSW',
  'VIC',
  'QLD',
  'SA',
  'WA',
  'TAS',
  'NT',
  'ACT',
];

/** Where the design is built. */
export interface DesignLocation {
  state: AustralianState;
  /** Four-digit postcode as text, e.g. "2000" or "0800". */
  postcode: string;
  /** NatHERS climate zone 1–69 (primary zone of the postcode). */
  climateZone: number;
  /** NatHERS WoH hot-water zone 1–4 (AS/NZS 4234 zones) for the postcode. */
  hotWaterZone: number;
  /** NatHERS WoH heat-pump hot-water zone 1–5 for the postcode. */
  heatPumpZone: number;
}

/**
 * Design attributes (spec doc 2 §3). Counts are totals across all dwellings. Areas in m².
 * Ratings are option ids of the reference data's option lists.
 */
export interface DesignAttributes {
  dwellings: number;
  bedrooms: number;
  /** Total bathrooms; a separate toilet counts 0.5 (spec helper text). */
  bathrooms: number;
  carparks: number;
  carParkTypeId: CarParkTypeId;
  floors: number;
  /** Ceiling height in m. */
  ceilingHeight: number;
  /** GFA in m² as entered (Known) or last computed; null when not yet known. */
  grossFloorArea: number | null;
  grossFloorAreaType: GrossFloorAreaType;
  /** Fully enclosed covered area in m² (Calculated mode). */
  fullyEnclosedFloorArea?: number | null;
  /** Unenclosed covered area in m² (Calculated mode; counts half). */
  unenclosedCoveredArea?: number | null;
  /** Conditioned floor area in m² (attribute 135); derived from GFA when absent. */
  conditionedFloorArea?: number | null;
  /** Thermal rating option id (stars × 10, e.g. 70 = 7 stars). */
  thermalRatingId: number;
  thermalUnitId: ThermalUnitId;
  /** Heating demand in the thermal unit per m²·yr; null → the rating's default. */
  heatingDemand: number | null;
  /** Cooling demand in the thermal unit per m²·yr; null → the rating's default. */
  coolingDemand: number | null;
  naturalLightingId: number;
  /**
   * Installed lighting power density of the conditioned area, W/m² (method v2, issue 16 item 1);
   * null or absent: the NatHERS Whole of Home default (5 W/m², WoH Eq 63).
   */
  lightingPowerDensity?: number | null;
  energyMonitoringTypeId: number;
  electricitySupplyId: ElectricitySupplyId;
  /** Area of the first (main) bedroom of each dwelling, m². */
  firstBedroomSize: number;
  /** Area of each other bedroom, m². */
  otherBedroomSize: number;
  waterSupplyId: WaterSupplyId;
  waterTreatmentId: WaterTreatmentId;
  showerWaterRatingId: number;
  toiletsWaterRatingId: number;
  tapsWaterRatingId: number;
  washingMachineWaterRatingId: number;
  dishwasherWaterRatingId: number;
  gardenTypeId: number;
  /**
   * Irrigated garden and lawn of the whole design, m² (method v2, issue 16 item 6); null or absent
   * when not entered: the method's default for the design's type is used (operational-water.ts).
   */
  gardenArea?: number | null;
  /**
   * Rainwater tank volume, litres, for the rainwater supply options that do not name one (2 and
   * 3); null or absent when not entered.
   */
  rainwaterTankSize?: number | null;
  rainwaterPumpPressureRatingId: PumpPressureClassId;
}

/** A nested template chosen inside a design template (overrides the recipe's nested templates). */
export interface NestedDesignTemplate {
  templateId: string;
  /** Quantity per one unit of the parent design template's quantity. */
  quantityPerParent: number;
  sortOrder: number;
}

/** Auto-scale data of a design template (METHOD.md §2). */
export interface AutoScale {
  /** Quantity of this template in the baseline design. */
  baselineQuantity: number;
  /** Driver attributes with weights summing to 1; quantity scales with design/baseline ratio. */
  drivers: readonly { attributeId: number; weight: number }[];
}

/** A component in a design (spec doc 2 §3 "Design template"). */
export interface DesignTemplate {
  /** Stable id of this design template (unique within the design). */
  id: string;
  templateId: string;
  /** Quantity in the template's unit (ignored and replaced by the predicted one when auto-calc). */
  quantity: number;
  isAutoCalc: boolean;
  autoScale?: AutoScale | null;
  isLocked?: boolean;
  areNestedTemplatesLocked?: boolean;
  /** When given, replaces the recipe's nested templates, in this order. */
  nestedTemplates?: readonly NestedDesignTemplate[] | null;
  sortOrder: number;
}

/** A design to evaluate. */
export interface Design {
  id?: string;
  name: string;
  /** Function (building type) name shown in pivot rows, e.g. "Detached house". */
  functionTypeName: string;
  attributes: DesignAttributes;
  location: DesignLocation;
  /** Calendar year of occupancy (year 1 of operation). */
  occupancyYear: number;
  /** Occupancy date as entered (yyyy-MM-dd); only its year affects results. */
  occupancyDate?: string | null;
  /** Value of the organisation's custom design field (not used in calculations). */
  customFieldValue?: string | null;
  designTemplates: readonly DesignTemplate[];
  /** Attribute values of the design's baseline, for auto-scaling (by attribute id). */
  baselineAttributeValues?: Readonly<Record<number, number>> | null;
  /**
   * Id of the shipped LCI source the design's development evaluates with (its project setting;
   * the server picks the evaluation context by it). Absent on designs stored before sources
   * could be chosen, and on library designs: the starter source.
   */
  lciSourceId?: string | null;
}
