import { z } from 'zod';
import { INT32_MAX } from './numbers.schema';
import { idField, queryBoolean } from './select-option.schema';

/**
 * Results (document 2 §3 "Results entities", §4 "Results"). Every number comes from the engine:
 * impacts are in the indicator's unit summed over the whole life (A1–C4, module D excluded) of
 * the lot's current design; reductions are percent lower than the benchmark (negative: an
 * increase) on a target's own scope, functional unit and timescale (docs/methodology.md).
 */

/** The message of the 403 answered while a lot's results need payment (document 2 §8). */
export const paymentRequiredMessage = 'Payment is required.';

/** The focal points results are grouped by (Category of a Details row). */
export const focalPointNames = ['Life Cycle Stage', 'Energy', 'Materials', 'Construction'] as const;

/** GET /results: one indicator of a lot. */
export const resultsQuerySchema = z.object({
  structureId: idField('structureId'),
  indicatorId: idField('indicatorId'),
  /**
   * Circa's addition: true answers the totals, targets and notes only (Details and
   * MasterTemplateModels empty), as the results summary and the submit screen need them; about
   * 1 KB instead of about 90 KB per indicator.
   */
  summaryOnly: queryBoolean.default(false),
});

/** GET /getImpactDetails: indicatorId 0 means every indicator with data. */
export const impactDetailsQuerySchema = z.object({
  structureId: idField('structureId'),
  indicatorId: z.coerce
    .number({ error: 'indicatorId must be a number.' })
    .int('indicatorId must be a whole number.')
    .min(0, 'indicatorId must be 0 (all) or an indicator id.')
    .max(INT32_MAX, 'indicatorId must be 0 (all) or an indicator id.'),
});

/** One category of a focal point with its impact (a results Details row). */
export const resultDetailSchema = z.object({
  IndicatorId: z.int32(),
  /** True: on-site generation (PV) is left out; false: it is netted against demand. */
  ExcludingPowerGeneration: z.boolean(),
  /** Focal point name (one of `focalPointNames`). */
  Category: z.string(),
  /** Focal point id 1..4 (the `categoryId` of the detail screen's path). */
  CategoryId: z.int32(),
  /** Category name within the focal point. */
  Name: z.string(),
  /** Category code (stable id). */
  Code: z.string(),
  Description: z.string(),
  /** Whole-life impact, indicator unit. */
  Impact: z.number(),
  /** Components causing it, largest share first. */
  MasterDesignTemplateIds: z.array(z.string()),
  /** Each component's share of `Impact` (same order; null id: rows without a component). */
  Contributions: z.array(z.object({ DesignTemplateId: z.string().nullable(), Impact: z.number() })),
});
export type ResultDetail = z.infer<typeof resultDetailSchema>;

/** A target of the indicator against the benchmark. */
export const benchmarkComparisonSchema = z.object({
  ProjectTargetId: z.int32(),
  IndicatorId: z.int32(),
  LcPhaseName: z.string(),
  /** Percent lower than the benchmark (negative: an increase); null when not computable. */
  Reduction: z.number().nullable(),
  /** Savings target, percent. */
  SavingsTarget: z.number(),
  /** Why Reduction is null: no data for the indicator, or a benchmark of 0. */
  Status: z.enum(['achieved', 'not-achieved', 'no-data', 'benchmark-zero']),
  /** Target value of the design and the benchmark (indicator unit per functional unit per timescale). */
  DesignValue: z.number().nullable(),
  BenchmarkValue: z.number().nullable(),
  /**
   * Unit of DesignValue and BenchmarkValue: the answer's `Unit` per the target's functional unit
   * and timescale, e.g. "kg CO2e/m²", "kL/occupant/yr", "AUD/dwelling/decade".
   */
  ValueUnit: z.string(),
  /**
   * Set when the LCI source lacks data for part of what the target's scope covers (for example
   * no material prices): a short note saying what the value leaves out (docs/methodology.md §1).
   */
  CoverageNote: z.string().optional(),
});
export type BenchmarkComparison = z.infer<typeof benchmarkComparisonSchema>;

/** A component of the design (for the detail screen's links). */
export const masterTemplateModelSchema = z.object({
  DesignTemplateId: z.string(),
  TemplateId: z.string(),
  Name: z.string(),
  /** Customise view (1..5) the component is edited in. */
  ViewIndex: z.int32(),
  Quantity: z.number(),
  Unit: z.string(),
});
export type MasterTemplateModel = z.infer<typeof masterTemplateModelSchema>;

/** Whole-life totals of the design and its benchmark for the indicator. */
export const resultTotalsSchema = z.object({
  ExcludingPowerGeneration: z.boolean(),
  /** Null when the LCI source has no data for the indicator. */
  DesignImpact: z.number().nullable(),
  BenchmarkImpact: z.number().nullable(),
});

export const indicatorListItemSchema = z.object({
  Id: z.int32(),
  Name: z.string(),
  Abbreviation: z.string(),
  Unit: z.string(),
  /** Carbon indicators (1, 64, 24, 65) are worded as emissions and removals. */
  IsCarbon: z.boolean(),
});

export const designResultsSchema = z.object({
  Details: z.array(resultDetailSchema),
  BenchmarkComparison: z.array(benchmarkComparisonSchema),
  MasterTemplateModels: z.array(masterTemplateModelSchema),
  IndicatorsList: z.array(indicatorListItemSchema),
  /** Indicator id → image URL (small icon). */
  IndicatorImageUrlMap: z.record(z.string(), z.string()),
  Totals: z.array(resultTotalsSchema),
  /** Set when the whole-life totals leave out activities without data (see `CoverageNote` above). */
  CoverageNote: z.string().optional(),
  /**
   * Set when the design has a rainwater supply option that cannot be assessed (no daily rainfall
   * near the site, or no tank size): its water was evaluated as mains water
   * (docs/decisions/0016-rainwater.md).
   */
  WaterSupplyNote: z.string().optional(),
  /**
   * Set for the water indicator: how the garden's water and a rainwater tank's supply were
   * estimated (area and climate station, or the typical share and why; docs/methodology.md §8).
   */
  WaterEstimateNote: z.string().optional(),
  /**
   * Set for global warming potential when the design's materials store biogenic carbon upfront:
   * says GWP excludes it and how much it is (docs/methodology.md §1.1).
   */
  BiogenicNote: z.string().optional(),
  /**
   * Set for global warming potential: how much of the whole-life and upfront figures rests on
   * Australian data, on overseas data and on approximations, in whole percents
   * (docs/methodology.md §15.1).
   */
  DataQualityNote: z.string().optional(),
  /**
   * Set for global warming potential on the indicator's page (not with summaryOnly): the
   * whole-life figure with the grid decarbonising as projected, beside today's grid factors
   * (docs/methodology.md §6.2).
   */
  DecarbonisingGridNote: z.string().optional(),
  /**
   * Unit of every Impact and total of this answer: the indicator's unit, except that every cost
   * indicator (3 AUD, 25 GBP, 26 EUR, 45 USD, 46 NZD) is answered in AUD, the currency of the cost
   * data; no exchange rate is applied (docs/decisions/0014-result-currency.md).
   */
  Unit: z.string(),
  /** Set for cost indicators: says the costs are in AUD (and, for another currency, not converted). */
  CurrencyNote: z.string().optional(),
});
export type DesignResults = z.infer<typeof designResultsSchema>;

/** A target as the results summary lists it (Reduction comes lazily from GET /results). */
export const resultTargetSchema = z.object({
  ProjectTargetId: z.int32(),
  Name: z.string(),
  IndicatorId: z.int32(),
  IndicatorName: z.string(),
  LcPhaseName: z.string(),
  SavingsTarget: z.number(),
  /** Always null here: the summary loads it per indicator from GET /results. */
  Reduction: z.number().nullable(),
  /** The target leaves on-site generation out (it does not include on-site renewables). */
  ExcludePowerGeneration: z.boolean(),
  IndicatorSmallImageUrl: z.string(),
  IndicatorLargeImageUrl: z.string(),
});
export type ResultTarget = z.infer<typeof resultTargetSchema>;

export const projectTargetsByStructSchema = z.object({
  OrgOnboardingContent: z
    .object({
      Id: z.int32(),
      OnboardingTitle: z.string(),
      OnboardingContent: z.string(),
      OnboardingRead: z.boolean(),
    })
    .nullable(),
  /** Submitted: Reports, Share, Re-design and Create Preset show. */
  IsDesignSharable: z.boolean(),
  AnyTemplateOutsideOrg: z.boolean(),
  DesignReferences: z.array(z.object({ DesignRefId: z.int32(), DesignRefName: z.string() })),
  NotifyLciSourceChange: z.boolean(),
  WarningPopupMessage: z.string(),
  ProjectId: z.int32(),
  ProjectTargetList: z.array(resultTargetSchema),
  IsBaseline: z.boolean(),
  IsOrgAdmin: z.boolean(),
  IsUserAdmin: z.boolean(),
  LCIGroupId: z.int32(),
  PaymentRequired: z.boolean(),
  /** Extensions: the design is archived (actions hide), its name, and the support address (Request Baseline). */
  IsArchived: z.boolean(),
  DesignName: z.string(),
  SupportEmail: z.string().nullable(),
});
export type ProjectTargetsByStruct = z.infer<typeof projectTargetsByStructSchema>;

export const impactDetailsSchema = z.object({
  /** First row: column headers; then one row per indicator, module, year and element or line. */
  ImpactsData: z.array(z.array(z.union([z.string(), z.number()]))),
  CategorySortOrder: z.array(z.string()),
});

/** POST /toggleLciSourceChangeNotified. */
export const lciSourceNotifiedSchema = z.object({
  projectId: z.number({ error: 'projectId must be a number.' }).int().positive().max(INT32_MAX),
});
