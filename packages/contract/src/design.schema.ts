import { z } from 'zod';
import { messages } from './messages';
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
 * The design form (document 2 §3 "Design (getLot)") and its saves. Areas are m², heights m,
 * demands in the design's thermal unit per m² per year. GrossFloorArea is the design's resolved
 * GFA; CalculationTypeId is the GFA type (0 Predicted, 1 Known, 2 Calculated).
 */

const options = z.array(selectOptionSchema);

/** The payment pop-up's figures (credits: 1 per dwelling). */
export const paymentPopUpSchema = z.object({
  Prepaid: z.boolean(),
  OrgCreditAmount: z.number().int(),
  ProjectCreditAmount: z.number().int(),
  MaxCreditsPerLot: z.number().int().nullable(),
  SupportEmail: z.string(),
  OrgName: z.string(),
  IsOrgAdmin: z.boolean(),
});

export const onboardingContentSchema = z.object({
  Id: z.number().int(),
  OnboardingTitle: z.string(),
  OnboardingContent: z.string(),
  OnboardingRead: z.boolean(),
});

export const designFormSchema = z.object({
  DesignId: z.number().int(),
  StructureId: z.number().int(),
  Name: z.string(),
  ImageIcon: z.string().nullable(),
  IsDesignLocked: z.boolean(),
  /** The caller may not edit (read-only access, a locked design, or archived). */
  IsReadOnly: z.boolean(),
  PaymentRequired: z.boolean(),
  PaymentPopUp: paymentPopUpSchema,
  Dwellings: z.number(),
  Bedrooms: z.number(),
  Bathrooms: z.number(),
  Carparks: z.number(),
  CarparkTypeId: z.number().int(),
  CarparkTypes: options,
  Floors: z.number(),
  CeilingHeight: z.number(),
  GrossFloorArea: z.number(),
  CalculationTypeId: z.number().int(),
  PredictedGrossFloorArea: z.number(),
  /** The smallest accepted GFA, m² ({@link minimumAreaFigure}). */
  MinimumGrossFloorArea: z.number(),
  CustomDesignFieldLabel: z.string(),
  CustomDesignFieldValue: z.string(),
  /** yyyy-MM-dd */
  OccupancyDate: z.string(),
  EnergyMonitoringTypeId: z.number().int(),
  EnergyMonitoringTypes: options,
  ThermalRatingId: z.number().int(),
  ThermalRatings: options,
  ThermalUnitId: z.number().int(),
  ThermalUnits: options,
  HeatingDemand: z.number().nullable(),
  CoolingDemand: z.number().nullable(),
  NaturalLightingId: z.number().int(),
  NaturalLightings: options,
  ElectricitySupplyId: z.number().int(),
  ElectricitySupplies: options,
  FirstBedroomSize: z.number(),
  OtherBedroomSize: z.number(),
  WaterSupplyId: z.number().int(),
  WaterSupplies: options,
  WaterTreatmentId: z.number().int(),
  WaterTreatments: options,
  ShowerWaterRatingId: z.number().int(),
  ShowerWaterRatings: options,
  ToiletsWaterRatingId: z.number().int(),
  ToiletsWaterRatings: options,
  TapsWaterRatingId: z.number().int(),
  TapsWaterRatings: options,
  WashingMachineWaterRatingId: z.number().int(),
  WashingMachineWaterRatings: options,
  DishwasherWaterRatingId: z.number().int(),
  DishwasherWaterRatings: options,
  GardenTypeId: z.number().int(),
  GardenTypes: options,
  RainwaterPumpPressureRatingId: z.number().int(),
  RainwaterPumpPressureRatings: options,
  OrgOnboardingContent: onboardingContentSchema.nullable(),
  /** Increases on every saved change (results are cached per version). */
  Version: z.number().int(),
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
const wholePositive = z
  .number({ error: messages.positiveWholeNumber })
  .int(messages.positiveWholeNumber)
  .gt(0, messages.positiveWholeNumber)
  .max(1e5, messages.positiveWholeNumber);
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
const selection = (message: string) => z.number({ error: message }).int(message).min(0, message);

/**
 * A save of the design form (POST /lot): the design and only the fields that changed (document 2
 * §7). Field names are the spec's camelCase payload names.
 */
export const saveDesignSchema = z.object({
  designId: z.number().int().positive(),
  designName: z.string().trim().min(1, messages.designNameRequired).max(200).optional(),
  dwellings: dwellingsCount.optional(),
  bedrooms: nonNegative.optional(),
  bathrooms: nonNegative.optional(),
  carparks: nonNegative.optional(),
  carparkTypeId: selection(messages.carParkTypeRequired)
    .min(1, messages.carParkTypeRequired)
    .max(3, messages.carParkTypeRequired)
    .optional(),
  floors: wholePositive.optional(),
  ceilingHeight: positive.optional(),
  grossFloorArea: positive.optional(),
  /** GFA type: 0 Predicted, 1 Known (2 Calculated is set on the GFA screen). */
  calculationType: z.number().int().min(0).max(2).optional(),
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
  electricitySupplyId: selection(messages.electricitySupplyRequired).optional(),
  firstBedroomSize: positive.optional(),
  otherBedroomSize: positive.optional(),
  waterSupplyId: selection(messages.waterSupplyRequired).optional(),
  waterTreatmentId: selection(messages.waterTreatmentRequired).optional(),
  showerWaterRatingId: selection(messages.showerRequired).optional(),
  toiletsWaterRatingId: selection(messages.toiletsRequired).optional(),
  tapsWaterRatingId: selection(messages.tapsRequired).optional(),
  washingMachineWaterRatingId: selection(messages.washingMachineRequired).optional(),
  dishwasherWaterRatingId: selection(messages.dishwasherRequired).optional(),
  gardenTypeId: selection(messages.gardenTypeRequired).optional(),
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
  Version: z.number().int(),
});

export const designIdQuerySchema = z.object({ designId: idField('designId') });

/** The gross floor area screen's record (document 2 §3 "Customise gross floor area record"). */
export const customiseGfaSchema = z.object({
  DesignId: z.number().int(),
  GrossFloorArea: z.number(),
  CalculationTypeId: z.number().int(),
  FullyEnclosedFloorArea: z.number().nullable(),
  UnenclosedCoveredArea: z.number().nullable(),
  Dwellings: z.number(),
  Bedrooms: z.number(),
  Bathrooms: z.number(),
  Carparks: z.number(),
  CarparkTypeId: z.number().int(),
  FirstBedroomSize: z.number(),
  OtherBedroomSize: z.number(),
  /** The smallest accepted GFA, m² ({@link minimumAreaFigure}). */
  MinimumGrossFloorArea: z.number(),
  PredictedGrossFloorArea: z.number(),
});

export const updateCustomiseGfaSchema = z.object({
  DesignId: z.number().int().positive(),
  /** 0 Predicted, 1 Known (GrossFloorArea used), 2 Calculated (the two areas used). */
  CalculationTypeId: z.number().int().min(0).max(2),
  GrossFloorArea: z.number().gt(0, messages.positiveNumber).nullable().default(null),
  FullyEnclosedFloorArea: z.number().min(0, messages.nonNegativeNumber).nullable().default(null),
  UnenclosedCoveredArea: z.number().min(0, messages.nonNegativeNumber).nullable().default(null),
});

export const updateThermalSchema = z.object({
  designId: z.number().int().positive(),
  thermalRatingId: z
    .number({ error: messages.thermalRatingRequired })
    .int()
    .positive(messages.thermalRatingRequired),
  thermalUnitId: z
    .number({ error: messages.thermalUnitRequired })
    .int()
    .min(1, messages.thermalUnitRequired)
    .max(2, messages.thermalUnitRequired),
  coolingDemand: z.number({ error: messages.nonNegativeNumber }).min(0, messages.nonNegativeNumber),
  heatingDemand: z.number({ error: messages.nonNegativeNumber }).min(0, messages.nonNegativeNumber),
});

export const thermalLimitsQuerySchema = z.object({
  structureId: idField('structureId'),
  thermalUnitId: z.coerce.number().int().min(1).max(2),
  thermalRatingId: z.coerce.number().int().positive(),
});

/** [lower limit, upper limit, default cooling, default heating], in the unit asked for (document 2 §7). */
export const thermalLimitsSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);

export const attributeQuerySchema = z.object({ attributeId: z.coerce.number().int() });
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
  RapidCustomSortOrderActive: z.number().int(),
  IsDesignBuilt: z.boolean(),
  IsPaidAndSubmitted: z.boolean(),
  CustomiseViews: z.array(z.object({ Name: z.string(), SortOrder: z.number().int() })),
});

export const orgIdBodySchema = z.object({ orgId: z.number().int().positive() });
