/**
 * The input of the pivot (`PivotView`): rows given column-wise, one array of dictionary indexes
 * per dimension plus one array of values. Any rows can be pivoted this way: a design's impact
 * rows (GET /pivotTable) or a portfolio's; the pivot only sums values, it never computes them.
 */

/** One dimension (a pivot field): its labels, in display order, and each row's label index. */
export interface PivotDimension {
  /** The field's name, as shown on its chip. */
  readonly name: string;
  /** Distinct values in display order; rows, columns and filters list them in this order. */
  readonly labels: readonly string[];
  /** Per row, an index into `labels`. */
  readonly codes: ArrayLike<number>;
}

/** Rows to pivot. Every `codes` array and `values` have `length` entries. */
export interface PivotData {
  readonly length: number;
  readonly dimensions: readonly PivotDimension[];
  /** The value of each row (summed by the pivot). */
  readonly values: ArrayLike<number>;
  /** What the values are, with their unit, e.g. "Global warming potential (kg CO2e)". */
  readonly valueLabel: string;
}

/** The label shown for an empty value. */
export const EMPTY_LABEL = '(none)';

/** A label as shown: empty values read '(none)'. */
export function displayLabel(label: string): string {
  return label === '' ? EMPTY_LABEL : label;
}
