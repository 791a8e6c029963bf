import { z } from 'zod';
import { INT32_MAX } from './numbers.schema';
import { packedFloat64Column, packedInt32Column } from './packed-columns';
import { idField } from './select-option.schema';

/**
 * Design analysis (document 2 §2 "Analysis (/design-analysis/{id})", §7 GET /pivotTable). The
 * rows are the engine's impact rows (pivot-rows.ts) of the lot's current design, with rows that
 * differ only in their element summed (every pivot field the same): the pivot sums them anyway,
 * and a 300-component design answers about 6,700 rows per indicator instead of 64,000.
 *
 * The answer is column-wise: dictionaries of labels and columns of indexes into them, one entry
 * per row, never an object per row; the columns are packed (packed-columns.ts: base64 of Int32 or
 * Float64 values; decode with `unpackInt32` / `unpackFloat64`) (docs/decisions/0029-analysis.md).
 */

/** The 403 message while the lot is not paid and submitted (document 2 §2 "Analysis"). */
export const analysisNotSubmittedMessage = 'Analysis is only available for the submitted Lot.';

/** The indicator analysed first (document 2 §2 "Analysis": defaults). */
export const defaultAnalysisIndicatorId = 1;

/**
 * The pivot fields that belong to a row's element or operational line (document 2 §3 "Impact
 * details": pivot fields), in the order of `PivotTable.SourceFields`.
 */
export const pivotSourceFieldNames = [
  'DesignFunctionName',
  'FunctionTypeName',
  'ElementProcessName',
  'ElementType',
  'MasterTemplateName',
  'NestedTemplateName',
  'Operational Source',
  'Operational Demand',
  'CategoryCode',
  'CategoryName',
] as const;

/** One of {@link pivotSourceFieldNames}. */
export type PivotSourceFieldName = (typeof pivotSourceFieldNames)[number];

/** GET /pivotTable: indicatorId 0 means every indicator the design has data for. */
export const pivotTableQuerySchema = z.object({
  structureId: idField('structureId'),
  indicatorId: z.coerce
    .number({ error: 'indicatorId must be a number.' })
    .int('indicatorId must be a whole number.')
    .min(0, 'indicatorId must be 0 (all) or an indicator id.')
    .max(INT32_MAX, 'indicatorId must be 0 (all) or an indicator id.')
    .default(defaultAnalysisIndicatorId),
});

/** An indicator the design has impact rows for (the impact dropdown). */
export const pivotIndicatorSchema = z.object({
  Id: z.int32(),
  Name: z.string(),
  Abbreviation: z.string(),
  Unit: z.string(),
});

/** A life cycle module (the Module and ModuleDescription fields). */
export const pivotModuleSchema = z.object({ Code: z.string(), Description: z.string() });

/** A field's dictionary: its distinct values, in display order. */
export const pivotFieldSchema = z.object({
  Name: z.enum(pivotSourceFieldNames),
  Values: z.array(z.string()),
});

/** The rows, one packed column each, all of `Count` entries. */
export const pivotRowsSchema = z.object({
  Count: z.int32().min(0),
  /** Int32: index into `Indicators`. */
  Indicator: packedInt32Column,
  /** Int32: index into `Modules`. */
  Module: packedInt32Column,
  /** Int32: year of occurrence: 0 construction, 1..period use, period end of life. */
  Year: packedInt32Column,
  /** Int32: index into the sources (a position in each column of `Sources`). */
  Source: packedInt32Column,
  /** Float64: impact in the indicator's unit. */
  Value: packedFloat64Column,
});

export const pivotTableSchema = z.object({
  /** Every indicator the design has rows for, in the app's order. */
  Indicators: z.array(pivotIndicatorSchema),
  /** The indicators whose rows this answer holds (one, or all of `Indicators`). */
  LoadedIndicatorIds: z.array(z.int32()),
  Modules: z.array(pivotModuleSchema),
  /** The reference study period (the last year of occurrence). */
  ReferenceStudyPeriod: z.int32(),
  /** Dictionaries of the element and line fields, in `pivotSourceFieldNames` order. */
  SourceFields: z.array(pivotFieldSchema),
  /** Per source field, a packed Int32 column: each source's index into that field's `Values`. */
  Sources: z.array(packedInt32Column),
  Rows: pivotRowsSchema,
  /** Name of the LCI source the impacts come from. */
  LciSourceName: z.string(),
});
export type PivotTable = z.infer<typeof pivotTableSchema>;
