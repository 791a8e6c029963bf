import { z } from 'zod';
import { INT32_MAX, queryInt } from './numbers.schema';
import { messages } from './messages';
import { readOnlyReasonSchema } from './read-only.schema';
import { idField, selectOptionSchema } from './select-option.schema';

/**
 * The smallest gross floor area accepted, m²: the engine's minimum (document 2 §4) rounded up to
 * 0.1 m². It is the {n} of the spec's 'too small' messages and the one threshold of the browser
 * and the server alike: every value at or above the figure shown is accepted, every value below
 * it refused (123.44 m² → 123.5; 123.4 m² stays 123.4). `MinimumGrossFloorArea` is this figure.
 */
export function minimumAreaFigure(minimum: number): number {
  return Math.ceil(minimum * 10 - 1e-9) / 10;
}

/**
 * True when an area in m² (a Known GFA, or the sum of the two covered areas of a Calculated one)
 * is under the minimum figure shown ({@link minimumAreaFigure} of the unrounded `minimum`, m²):
 * the one GFA minimum rule of the browser and the server (document 2 §5).
 */
export function isUnderMinimumArea(area: number, minimum: number): boolean {
  return area < minimumAreaFigure(minimum) - 1e-9;
}

/**
 * The design form (document 2 §3 "Design (getLot)") and its saves. Areas are m², heights m,
 * demands in the design's thermal unit per m² per year. GrossFloorArea is the design's resolved
 * GFA; CalculationTypeId is the GFA type (0 Predicted, 1 Known, 2 Calculated).
 */

const options = z.array(selectOptionSchema);

/** The payment pop-up's figures (credits: 1 per dwelling). */
export const paymentPopUpSchema = z.object({
  Prepaid: z.boolean(),
  OrgCreditAmount: z.int32(),
  ProjectCreditAmount: z.int32(),
  MaxCreditsPerLot: z.int32().nullable(),
  SupportEmail: z.string(),
  OrgName: z.string(),
  IsOrgAdmin: z.boolean(),
  /** Dwellings already paid for: after dwellings were raised only the rest is charged. */
  PaidDwellings: z.int32().min(0),
});

export const onboardingContentSchema = z.object({
  Id: z.int32(),
  OnboardingTitle: z.string(),
  OnboardingContent: z.string(),
  OnboardingRead: z.boolean(),
});

export const designFormSchema = z.object({
  DesignId: z.int32(),
  StructureId: z.int32(),
  Name: z.string(),
  ImageIcon: z.string().nullable(),
  IsDesignLocked: z.boolean(),
  /** The caller may not edit (read-only access, a locked design, or archived). */
  IsReadOnly: z.boolean(),
  /** Why it is read-only (null when IsReadOnly is false). */
  ReadOnlyReason: readOnlyReasonSchema,
  PaymentRequired: z.boolean(),
  PaymentPopUp: paymentPopUpSchema,
  Dwellings: z.number(),
  Bedrooms: z.number(),
  Bathrooms: z.number(),
  Carparks: z.number(),
  CarparkTypeId: z.int32(),
  CarparkTypes: options,
  Floors: z.number(),
  CeilingHeight: z.number(),
  GrossFloorArea: z.number(),
  CalculationTypeId: z.int32(),
  PredictedGrossFloorArea: z.number(),
  /** The smallest accepted GFA, m² ({@link minimumAreaFigure}). */
  MinimumGrossFloorArea: z.number(),
  CustomDesignFieldLabel: z.string(),
  CustomDesignFieldValue: z.string(),
  /** yyyy-MM-dd */
  OccupancyDate: z.string(),
  EnergyMonitoringTypeId: z.int32(),
  EnergyMonitoringTypes: options,
  ThermalRatingId: z.int32(),
  ThermalRatings: options,
  ThermalUnitId: z.int32(),
  ThermalUnits: options,
  HeatingDemand: z.number().nullable(),
  CoolingDemand: z.number().nullable(),
  NaturalLightingId: z.int32(),
  NaturalLightings: options,
  /** W/m² of the conditioned area; null when not entered (the Whole of Home default, 5 W/m²). */
  LightingPowerDensity: z.number().nullable(),
  ElectricitySupplyId: z.int32(),
  ElectricitySupplies: options,
  FirstBedroomSize: z.number(),
  OtherBedroomSize: z.number(),
  WaterSupplyId: z.int32(),
  WaterSupplies: options,
  /** Rainwater tank volume, litres, for the rainwater options without a named tank; null if none. */
  RainwaterTankSize: z.number().nullable(),
  WaterTreatmentId: z.int32(),
  WaterTreatments: options,
  ShowerWaterRatingId: z.int32(),
  ShowerWaterRatings: options,
  ToiletsWaterRatingId: z.int32(),
  ToiletsWaterRatings: options,
  TapsWaterRatingId: z.int32(),
  TapsWaterRatings: options,
  WashingMachineWaterRatingId: z.int32(),
  WashingMachineWaterRatings: options,
  DishwasherWaterRatingId: z.int32(),
  DishwasherWaterRatings: options,
  GardenTypeId: z.int32(),
  GardenTypes: options,
  /** Irrigated garden and lawn of the whole design, m²; null when not entered (the method's default). */
  GardenArea: z.number().nullable(),
  RainwaterPumpPressureRatingId: z.int32(),
  RainwaterPumpPressureRatings: options,
  OrgOnboardingContent: onboardingContentSchema.nullable(),
  /** Increases on every saved change (results are cached per version). */
  Version: z.int32(),
});
export type DesignForm = z.infer<typeof designFormSchema>;

const positive = z
  .number({ error: messages.positiveNumber })
  .gt(0, messages.positiveNumber)
  .max(1e7, messages.positiveNumber);
const nonNegative = z
  .number({ error: messages.nonNegativeNumber })
  .min(0, messages.nonNegativeNumber)
  .max(1e6, messages.nonNegativeNumber);
/** A part of the floor area, m²: 0 or more, at most the largest GFA accepted. */
const nonNegativeArea = z
  .number({ error: messages.nonNegativeNumber })
  .min(0, messages.nonNegativeNumber)
  .max(1e7, messages.nonNegativeNumber);
/**
 * Dwellings: "must be greater than 0" (document 2 §5, worded like ceiling height, not like floors'
 * "whole number greater than 0"), so 0, negatives and non-numbers get the positive-number message;
 * a count of dwellings (credits are per dwelling) is also whole: a fraction gets the spec's
 * whole-number message.
 */
const dwellingsCount = z
  .number({ error: messages.positiveNumber })
  .gt(0, messages.positiveNumber)
  .int(messages.positiveWholeNumber)
  .max(1e5, messages.positiveWholeNumber);
const selection = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(INT32_MAX, message);

/**
 * Plausible ranges the spec leaves open (docs/decisions/0003):
 * - ceiling height 2.1–6 m: the NCC's smallest room height (Volume Two Part 3.8.2 (2019) / H4D4
 *   (2022): 2.1 m in kitchens, corridors and wet areas, 2.4 m in other habitable rooms); 6 m is a
 *   Circa bound (a double-height living space), an assumption;
 * - floors at most 100: Australia's tallest residential building (Australia 108, Melbourne) has
 *   100 floors above ground;
 * - a gross floor area at most 10,000,000 m² (the column's plausible range, as POST /lot had).
 */
export const designRanges = {
  ceilingHeight: { min: 2.1, max: 6 },
  floors: { max: 100 },
  grossFloorArea: { max: 1e7 },
} as const;

const ceilingHeight = z
  .number({ error: messages.positiveNumber })
  .gt(0, messages.positiveNumber)
  .min(designRanges.ceilingHeight.min, messages.ceilingHeightRange)
  .max(designRanges.ceilingHeight.max, messages.ceilingHeightRange);
const floorsCount = z
  .number({ error: messages.positiveWholeNumber })
  .int(messages.positiveWholeNumber)
  .gt(0, messages.positiveWholeNumber)
  .max(designRanges.floors.max, messages.floorsTooMany);
const grossFloorArea = z
  .number({ error: messages.positiveNumber })
  .gt(0, messages.positiveNumber)
  .max(designRanges.grossFloorArea.max, messages.grossFloorAreaTooLarge);

/**
 * A save of the design form (POST /lot): the design and only the fields that changed (document 2
 * §7). Field names are the spec's camelCase payload names.
 */
export const saveDesignSchema = z.object({
  designId: z.int32().positive(),
  designName: z.string().trim().min(1, messages.designNameRequired).max(200).optional(),
  dwellings: dwellingsCount.optional(),
  bedrooms: nonNegative.optional(),
  bathrooms: nonNegative.optional(),
  carparks: nonNegative.optional(),
  carparkTypeId: selection(messages.carParkTypeRequired)
    .min(1, messages.carParkTypeRequired)
    .max(3, messages.carParkTypeRequired)
    .optional(),
  floors: floorsCount.optional(),
  ceilingHeight: ceilingHeight.optional(),
  grossFloorArea: grossFloorArea.optional(),
  /** GFA type: 0 Predicted, 1 Known (2 Calculated is set on the GFA screen). */
  calculationType: z.int32().min(0).max(2).optional(),
  occupancyDate: z
    .string({ error: messages.validDate })
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.validDate)
    .refine(
      (v) => v >= '0001-01-01' && v <= '9999-12-31' && !Number.isNaN(Date.parse(v)),
      messages.validDate,
    )
    .optional(),
  customDesignFieldValue: z.string().trim().max(200).optional(),
  energyMonitoringTypeId: selection(messages.energyMonitoringRequired).optional(),
  thermalRatingId: selection(messages.thermalRatingRequired).optional(),
  naturalLightingId: selection(messages.naturalLightRequired).optional(),
  /** W/m²; null clears it (the Whole of Home default). */
  lightingPowerDensity: z
    .number({ error: messages.nonNegativeNumber })
    .min(0, messages.nonNegativeNumber)
    .max(100, messages.nonNegativeNumber)
    .nullable()
    .optional(),
  electricitySupplyId: selection(messages.electricitySupplyRequired).optional(),
  firstBedroomSize: positive.optional(),
  otherBedroomSize: positive.optional(),
  waterSupplyId: selection(messages.waterSupplyRequired).optional(),
  /** Litres; null clears it. */
  rainwaterTankSize: z
    .number({ error: messages.nonNegativeNumber })
    .min(0, messages.nonNegativeNumber)
    .max(1e8, messages.nonNegativeNumber)
    .nullable()
    .optional(),
  waterTreatmentId: selection(messages.waterTreatmentRequired).optional(),
  showerWaterRatingId: selection(messages.showerRequired).optional(),
  toiletsWaterRatingId: selection(messages.toiletsRequired).optional(),
  tapsWaterRatingId: selection(messages.tapsRequired).optional(),
  washingMachineWaterRatingId: selection(messages.washingMachineRequired).optional(),
  dishwasherWaterRatingId: selection(messages.dishwasherRequired).optional(),
  gardenTypeId: selection(messages.gardenTypeRequired).optional(),
  /** m²; null clears it (the method's default area is used). */
  gardenArea: nonNegativeArea.nullable().optional(),
  rainwaterPumpPressureRatingId: selection(messages.rainwaterPumpRequired).optional(),
});
export type SaveDesign = z.infer<typeof saveDesignSchema>;

/** What a save answers: the recomputed area and payment state (document 2 §4). */
export const saveDesignResponseSchema = z.object({
  GrossFloorArea: z.number(),
  PredictedGrossFloorArea: z.number(),
  /** The smallest accepted GFA, m² ({@link minimumAreaFigure}). */
  MinimumGrossFloorArea: z.number(),
  PaymentRequired: z.boolean(),
  Version: z.int32(),
});

export const designIdQuerySchema = z.object({ designId: idField('designId') });

/** The gross floor area screen's record (document 2 §3 "Customise gross floor area record"). */
export const customiseGfaSchema = z.object({
  DesignId: z.int32(),
  GrossFloorArea: z.number(),
  CalculationTypeId: z.int32(),
  FullyEnclosedFloorArea: z.number().nullable(),
  UnenclosedCoveredArea: z.number().nullable(),
  Dwellings: z.number(),
  Bedrooms: z.number(),
  Bathrooms: z.number(),
  Carparks: z.number(),
  CarparkTypeId: z.int32(),
  FirstBedroomSize: z.number(),
  OtherBedroomSize: z.number(),
  /** The smallest accepted GFA, m² ({@link minimumAreaFigure}). */
  MinimumGrossFloorArea: z.number(),
  PredictedGrossFloorArea: z.number(),
});

export const updateCustomiseGfaSchema = z.object({
  DesignId: z.int32().positive(),
  /** 0 Predicted, 1 Known (GrossFloorArea used), 2 Calculated (the two areas used). */
  CalculationTypeId: z.int32().min(0).max(2),
  // the same bounds as the GFA of POST /lot
  GrossFloorArea: grossFloorArea.nullable().default(null),
  FullyEnclosedFloorArea: nonNegativeArea.nullable().default(null),
  UnenclosedCoveredArea: nonNegativeArea.nullable().default(null),
});

export const updateThermalSchema = z.object({
  designId: z.int32().positive(),
  thermalRatingId: z
    .number({ error: messages.thermalRatingRequired })
    .int()
    .positive(messages.thermalRatingRequired)
    .max(INT32_MAX, messages.thermalRatingRequired),
  thermalUnitId: z
    .number({ error: messages.thermalUnitRequired })
    .int()
    .min(1, messages.thermalUnitRequired)
    .max(2, messages.thermalUnitRequired),
  coolingDemand: z
    .number({ error: messages.nonNegativeNumber })
    .min(0, messages.nonNegativeNumber)
    .max(1e6, messages.nonNegativeNumber),
  heatingDemand: z
    .number({ error: messages.nonNegativeNumber })
    .min(0, messages.nonNegativeNumber)
    .max(1e6, messages.nonNegativeNumber),
});

export const thermalLimitsQuerySchema = z.object({
  structureId: idField('structureId'),
  thermalUnitId: queryInt().min(1).max(2),
  thermalRatingId: queryInt().positive(),
});

/** [lower limit, upper limit, default cooling, default heating], in the unit asked for (document 2 §7). */
export const thermalLimitsSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);

export const attributeQuerySchema = z.object({ attributeId: queryInt() });
/** Attribute info (document 2 §3): Information is sanitised HTML. */
export const attributeInfoSchema = z.object({
  Name: z.string(),
  InfoImageUrl: z.string().nullable(),
  Information: z.string(),
});

/** Structure drawer setting (document 2 §3). */
export const structureDrawerSettingSchema = z.object({
  IsAdminCoordinator: z.boolean(),
  IsStructureLead: z.boolean(),
  IsBaseline: z.boolean(),
  RapidCustomSortOrderActive: z.int32(),
  IsDesignBuilt: z.boolean(),
  IsPaidAndSubmitted: z.boolean(),
  CustomiseViews: z.array(z.object({ Name: z.string(), SortOrder: z.int32() })),
});

export const orgIdBodySchema = z.object({ orgId: z.int32().positive() });
