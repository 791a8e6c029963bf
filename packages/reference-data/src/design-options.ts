/**
 * Option lists of the design attributes (spec doc 2 §3 "Select option": Id, Description,
 * IsDisabled). Ids of the spec's enumerations are used as given.
 */
import {
  DISHWASHER_OPTIONS,
  GARDEN_OPTIONS,
  PUMP_OPTIONS,
  SHOWER_OPTIONS,
  TAP_OPTIONS,
  TOILET_OPTIONS,
  WASHING_MACHINE_OPTIONS,
} from './water-tables';
import { THERMAL_RATINGS } from './whole-of-home-tables';

/** A select option of the spec. */
export interface SelectOption {
  Id: number;
  Description: string;
  IsDisabled: boolean;
}

const options = (list: readonly [number, string][]): SelectOption[] =>
  list.map(([Id, Description]) => ({ Id, Description, IsDisabled: false }));
const strip = (list: readonly SelectOption[]): SelectOption[] =>
  list.map(({ Id, Description, IsDisabled }) => ({ Id, Description, IsDisabled }));

/** Every option list by attribute name. */
export const DESIGN_OPTIONS = {
  grossFloorAreaTypes: options([
    [0, 'Predicted'],
    [1, 'Known'],
    [2, 'Calculated'],
  ]),
  carParkTypes: options([
    [1, 'Garage'],
    [2, 'Car Port'],
    [3, 'Other'],
  ]),
  thermalUnits: options([
    [1, 'MJ/m2'],
    [2, 'kWh/m2'],
  ]),
  thermalRatings: THERMAL_RATINGS.map((r) => ({
    Id: r.id,
    Description: r.description,
    IsDisabled: false,
  })),
  naturalLighting: options([
    [1, 'Standard (NatHERS WoH lighting)'],
    [2, 'Good natural light (approximate: −10 % lighting)'],
    [3, 'Poor natural light (approximate: +10 % lighting)'],
  ]),
  energyMonitoring: options([
    [1, 'None'],
    [2, 'Whole-of-home energy monitoring (recorded; no effect on results in v1)'],
  ]),
  electricitySupply: options([
    [1, 'Mains Connected'],
    [2, 'Off Grid'],
  ]),
  // As offered where Circa has no daily rainfall near the site: the rainwater options show but
  // cannot be chosen (docs/decisions/0016-rainwater.md; `waterSupplyOptions` for a site). Stored
  // designs keep them and are evaluated as mains.
  waterSupply: options([
    [1, 'Mains Supply'],
    [2, 'Rain Water Supplemented - All Garden and Toilet Demand'],
    [3, 'Rain Water Only'],
    [4, 'Rain Water Supplemented - 2kL tank'],
  ]).map((o) => ({ ...o, IsDisabled: o.Id !== 1 })),
  waterTreatment: options([
    [1, 'Mains Connected'],
    [2, 'Onsite Grey Water Treatment'],
    [3, 'Onsite Black Water Treatment'],
  ]),
  showerWaterRatings: strip(SHOWER_OPTIONS),
  toiletsWaterRatings: strip(TOILET_OPTIONS),
  tapsWaterRatings: strip(TAP_OPTIONS),
  washingMachineWaterRatings: strip(WASHING_MACHINE_OPTIONS),
  dishwasherWaterRatings: strip(DISHWASHER_OPTIONS),
  gardenTypes: strip(GARDEN_OPTIONS),
  rainwaterPumpPressureRatings: strip(PUMP_OPTIONS),
} as const;

/**
 * The water supply options of a site: the rainwater options can be chosen only where Circa has
 * daily rainfall near it for the tank balance (site-water-climate.ts).
 */
export function waterSupplyOptions(isRainfallKnown: boolean): SelectOption[] {
  return DESIGN_OPTIONS.waterSupply.map((o) => ({
    ...o,
    IsDisabled: o.Id !== 1 && !isRainfallKnown,
  }));
}
