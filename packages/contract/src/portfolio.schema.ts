import { z } from 'zod';
import {
  defaultAnalysisIndicatorId,
  pivotIndicatorSchema,
  pivotModuleSchema,
} from './analysis.schema';
import { INT32_MAX } from './numbers.schema';
import { packedFloat64Column, packedInt32Column } from './packed-columns';
import { idField } from './select-option.schema';

/**
 * Portfolio analysis (issue 14 part 2; beyond the spec): the design analysis's pivot over every
 * submitted lot of a development or of an organisation. Rows are stored when a lot is submitted:
 * the engine's impact rows of its design summed per indicator, life cycle module, construction
 * category and material category (docs/decisions/0029-analysis.md "Portfolio").
 *
 * The answer is column-wise, as GET /pivotTable's: dictionaries, and one packed column of indexes
 * into them per field.
 */

const indicatorIdField = z.coerce
  .number({ error: 'indicatorId must be a number.' })
  .int('indicatorId must be a whole number.')
  .positive('indicatorId must be an indicator id.')
  .max(INT32_MAX, 'indicatorId must be an indicator id.')
  .default(defaultAnalysisIndicatorId);

/** GET /orgPortfolio: an organisation's submitted lots, one indicator (default GWP). */
export const orgPortfolioQuerySchema = z.object({
  orgId: idField('orgId'),
  indicatorId: indicatorIdField,
});

/** GET /developmentPortfolio: one development's submitted lots, one indicator (default GWP). */
export const developmentPortfolioQuerySchema = z.object({
  projectId: idField('projectId'),
  indicatorId: indicatorIdField,
});

/**
 * A lot's 'targets achieved' (the results screen's rule: every target of its development reduced
 * by at least its savings target, to 0.1 %): Achieved, Missed, NoTargets (its development has
 * none), NotAssessed (the engine could not evaluate the design or its benchmark), Preparing (its
 * stored results are being written; asking again shortly answers).
 */
export const portfolioTargetsOutcomes = [
  'Achieved',
  'Missed',
  'NoTargets',
  'NotAssessed',
  'Preparing',
] as const;
export type PortfolioTargetsOutcome = (typeof portfolioTargetsOutcomes)[number];

/** A submitted lot of the portfolio (the Lot, Development and Design pivot fields). */
export const portfolioLotSchema = z.object({
  StructureId: z.int32(),
  LotName: z.string(),
  ProjectId: z.int32(),
  DevelopmentName: z.string(),
  DesignId: z.int32(),
  DesignName: z.string(),
  TargetsAchieved: z.enum(portfolioTargetsOutcomes),
});
export type PortfolioLot = z.infer<typeof portfolioLotSchema>;

/**
 * The rows, one packed column each (base64 of little-endian Int32 / Float64 values, as GET
 * /pivotTable's), all of `Count` entries.
 */
export const portfolioRowsSchema = z.object({
  Count: z.int32().min(0),
  /** Index into `Lots`. */
  Lot: packedInt32Column,
  /** Index into `Modules`. */
  Module: packedInt32Column,
  /** Index into `Categories`. */
  Category: packedInt32Column,
  /** Index into `Materials`. */
  Material: packedInt32Column,
  /** Impact in the indicator's unit, summed over the years of the reference study period. */
  Value: packedFloat64Column,
});

export const portfolioPivotSchema = z.object({
  /** 'organisation' or 'development', its id and name. */
  Scope: z.object({
    Kind: z.enum(['organisation', 'development']),
    Id: z.int32(),
    Name: z.string(),
  }),
  /** Indicators any stored lot has rows for, in the app's order (the impact dropdown). */
  Indicators: z.array(pivotIndicatorSchema),
  /** The indicator of `Rows`. */
  IndicatorId: z.int32(),
  /** Every submitted lot, also those still Preparing (they have no rows yet). */
  Lots: z.array(portfolioLotSchema),
  Modules: z.array(pivotModuleSchema),
  /** Construction categories (the design analysis's CategoryName), sorted. */
  Categories: z.array(z.string()),
  /** Material categories (the Materials focal point), sorted. */
  Materials: z.array(z.string()),
  Rows: portfolioRowsSchema,
  /** Lots whose stored results are still being written (TargetsAchieved 'Preparing'). */
  PreparingLots: z.int32(),
});
export type PortfolioPivot = z.infer<typeof portfolioPivotSchema>;
