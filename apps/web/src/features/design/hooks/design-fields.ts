import type { DesignForm, SaveDesign } from '@circa/contract/design.schema';
import type { SelectOption } from '@circa/contract/select-option.schema';

/** A saved design field: the camelCase name the save payload uses (document 2 §7). */
export type DesignFieldKey = Exclude<keyof SaveDesign, 'designId' | 'calculationType'>;

/** What a save sends besides the design id: changed fields, and the GFA type with the GFA. */
export type DesignChanges = Omit<SaveDesign, 'designId'>;

/** What the user sees in a box: text for typed fields, the option id as text ('' none) for selects. */
export type DesignDraft = Record<DesignFieldKey, string>;

/** `optional-number`: a number, or nothing ('' saves null: the method's default). */
export type FieldKind = 'text' | 'number' | 'optional-number' | 'date' | 'select';

/** Select fields and their option lists in the design form. */
export const selectOptionsOf: Partial<
  Record<DesignFieldKey, (design: DesignForm) => readonly SelectOption[]>
> = {
  carparkTypeId: (d) => d.CarparkTypes,
  energyMonitoringTypeId: (d) => d.EnergyMonitoringTypes,
  thermalRatingId: (d) => d.ThermalRatings,
  naturalLightingId: (d) => d.NaturalLightings,
  electricitySupplyId: (d) => d.ElectricitySupplies,
  waterSupplyId: (d) => d.WaterSupplies,
  waterTreatmentId: (d) => d.WaterTreatments,
  showerWaterRatingId: (d) => d.ShowerWaterRatings,
  toiletsWaterRatingId: (d) => d.ToiletsWaterRatings,
  tapsWaterRatingId: (d) => d.TapsWaterRatings,
  washingMachineWaterRatingId: (d) => d.WashingMachineWaterRatings,
  dishwasherWaterRatingId: (d) => d.DishwasherWaterRatings,
  gardenTypeId: (d) => d.GardenTypes,
  rainwaterPumpPressureRatingId: (d) => d.RainwaterPumpPressureRatings,
};

export const fieldKinds: Record<DesignFieldKey, FieldKind> = {
  designName: 'text',
  customDesignFieldValue: 'text',
  dwellings: 'number',
  bedrooms: 'number',
  bathrooms: 'number',
  carparks: 'number',
  floors: 'number',
  ceilingHeight: 'number',
  grossFloorArea: 'number',
  firstBedroomSize: 'number',
  otherBedroomSize: 'number',
  occupancyDate: 'date',
  carparkTypeId: 'select',
  energyMonitoringTypeId: 'select',
  thermalRatingId: 'select',
  naturalLightingId: 'select',
  electricitySupplyId: 'select',
  waterSupplyId: 'select',
  waterTreatmentId: 'select',
  showerWaterRatingId: 'select',
  toiletsWaterRatingId: 'select',
  tapsWaterRatingId: 'select',
  washingMachineWaterRatingId: 'select',
  dishwasherWaterRatingId: 'select',
  gardenTypeId: 'select',
  gardenArea: 'optional-number',
  lightingPowerDensity: 'optional-number',
  rainwaterTankSize: 'optional-number',
  rainwaterPumpPressureRatingId: 'select',
};

/** The fields of the Design Details form, in screen order (document 2 §3). */
export const designDetailsFields = [
  'designName',
  'dwellings',
  'bedrooms',
  'bathrooms',
  'carparks',
  'carparkTypeId',
  'floors',
  'ceilingHeight',
  'grossFloorArea',
  'customDesignFieldValue',
  'occupancyDate',
  'energyMonitoringTypeId',
  'thermalRatingId',
  'naturalLightingId',
  'lightingPowerDensity',
  'electricitySupplyId',
  'firstBedroomSize',
  'otherBedroomSize',
] as const satisfies readonly DesignFieldKey[];

/** The fields of Water Balance Inputs (document 2 §2). */
export const waterFields = [
  'waterSupplyId',
  'rainwaterTankSize',
  'waterTreatmentId',
  'showerWaterRatingId',
  'toiletsWaterRatingId',
  'tapsWaterRatingId',
  'washingMachineWaterRatingId',
  'dishwasherWaterRatingId',
  'gardenTypeId',
  'gardenArea',
  'rainwaterPumpPressureRatingId',
] as const satisfies readonly DesignFieldKey[];

/** Floor areas are shown truncated to 1 decimal (document 2 §9). */
export function truncateArea(value: number): number {
  return Math.trunc(value * 10) / 10;
}

/** yyyy-MM-dd → dd/MM/yyyy ('' when not a date). */
export function isoToDisplayDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/**
 * dd/MM/yyyy (day and month may have one digit) → yyyy-MM-dd, or null when it is not a real
 * calendar date between 0001-01-01 and 9999-12-31.
 */
export function displayToIsoDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (day > (month === 2 ? (isLeap ? 29 : 28) : daysInMonth)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A decimal number typed by a person ('12', '12.5', '.5'); NaN for anything else. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim();
  // exponents too ("1e9" is a number, and too large a one gets the range's message)
  return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const serverValue: Record<DesignFieldKey, (d: DesignForm) => string | number> = {
  designName: (d) => d.Name,
  customDesignFieldValue: (d) => d.CustomDesignFieldValue,
  dwellings: (d) => d.Dwellings,
  bedrooms: (d) => d.Bedrooms,
  bathrooms: (d) => d.Bathrooms,
  carparks: (d) => d.Carparks,
  floors: (d) => d.Floors,
  ceilingHeight: (d) => d.CeilingHeight,
  grossFloorArea: (d) => truncateArea(d.GrossFloorArea),
  firstBedroomSize: (d) => d.FirstBedroomSize,
  otherBedroomSize: (d) => d.OtherBedroomSize,
  occupancyDate: (d) => isoToDisplayDate(d.OccupancyDate),
  carparkTypeId: (d) => d.CarparkTypeId,
  energyMonitoringTypeId: (d) => d.EnergyMonitoringTypeId,
  thermalRatingId: (d) => d.ThermalRatingId,
  naturalLightingId: (d) => d.NaturalLightingId,
  lightingPowerDensity: (d) => d.LightingPowerDensity ?? '',
  electricitySupplyId: (d) => d.ElectricitySupplyId,
  waterSupplyId: (d) => d.WaterSupplyId,
  rainwaterTankSize: (d) => d.RainwaterTankSize ?? '',
  waterTreatmentId: (d) => d.WaterTreatmentId,
  showerWaterRatingId: (d) => d.ShowerWaterRatingId,
  toiletsWaterRatingId: (d) => d.ToiletsWaterRatingId,
  tapsWaterRatingId: (d) => d.TapsWaterRatingId,
  washingMachineWaterRatingId: (d) => d.WashingMachineWaterRatingId,
  dishwasherWaterRatingId: (d) => d.DishwasherWaterRatingId,
  gardenTypeId: (d) => d.GardenTypeId,
  gardenArea: (d) => d.GardenArea ?? '',
  rainwaterPumpPressureRatingId: (d) => d.RainwaterPumpPressureRatingId,
};

/** The boxes' first contents from the server's design. */
export function draftFromDesign(design: DesignForm): DesignDraft {
  const draft = {} as DesignDraft;
  for (const key of Object.keys(serverValue) as DesignFieldKey[])
    draft[key] = String(serverValue[key](design));
  return draft;
}
