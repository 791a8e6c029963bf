import type { PivotData, PivotDimension } from './pivot-data';
import type { AggregatorName, PivotState } from './pivot-state';

/** The label of the row or column that groups everything past the Top Rows / Top Columns. */
export const OTHER_LABEL = 'Other';

/** One row or column of the pivot: a label per field, or the 'Other' group. */
export interface PivotKey {
  readonly labels: readonly string[];
  readonly isOther: boolean;
}

/** The pivot's cells: sums of the rows' values per row key and column key. */
export interface PivotResult {
  readonly rowFields: readonly string[];
  readonly colFields: readonly string[];
  readonly rowKeys: readonly PivotKey[];
  readonly colKeys: readonly PivotKey[];
  /** Sum per cell at `r * colKeys.length + c`; NaN where no row falls. */
  readonly sums: Float64Array;
  readonly rowTotals: Float64Array;
  readonly colTotals: Float64Array;
  readonly grandTotal: number;
  /** Row and column keys before the Top Rows / Top Columns grouping. */
  readonly rowKeyCount: number;
  readonly colKeyCount: number;
  /** Rows of the data the filters kept. */
  readonly rowCount: number;
}

function dimensionsNamed(data: PivotData, names: readonly string[]): PivotDimension[] {
  return names
    .map((name) => data.dimensions.find((d) => d.name === name))
    .filter((d): d is PivotDimension => d !== undefined);
}

/** Per filtered dimension, which codes are excluded. */
function exclusionMasks(data: PivotData, state: PivotState) {
  return data.dimensions.flatMap((d) => {
    const excluded = state.exclusions[d.name];
    if (!excluded?.length) return [];
    const set = new Set(excluded);
    return [{ codes: d.codes, isExcluded: d.labels.map((l) => set.has(l)) }];
  });
}

/** Mixed-radix key of a row's codes; numeric order is the fields' label order. */
function keyOf(dims: readonly PivotDimension[], i: number): number {
  let key = 0;
  for (const d of dims) key = key * d.labels.length + d.codes[i]!;
  return key;
}

function labelsOf(dims: readonly PivotDimension[], key: number): string[] {
  const labels: string[] = new Array(dims.length);
  for (let f = dims.length - 1; f >= 0; f--) {
    const radix = dims[f]!.labels.length;
    labels[f] = dims[f]!.labels[key % radix]!;
    key = Math.floor(key / radix);
  }
  return labels;
}

/** Adds b to a where NaN means "no value". */
const addSum = (a: number, b: number) => (Number.isNaN(a) ? b : Number.isNaN(b) ? a : a + b);

/**
 * Which of `count` keys to keep with `top` set: the `top` largest by magnitude of their total,
 * in their own order; null when all are kept.
 */
function keptKeys(totals: Float64Array, top: number | null): Set<number> | null {
  if (top === null || top >= totals.length) return null;
  const order = Array.from(totals.keys()).sort(
    (a, b) => Math.abs(totals[b]!) - Math.abs(totals[a]!) || a - b,
  );
  return new Set(order.slice(0, Math.max(0, top)));
}

/**
 * Sums the rows into the pivot's cells: rows the filters exclude are left out; rows and columns
 * past Top Rows / Top Columns (the smallest totals) are summed into one 'Other' row or column.
 */
export function aggregatePivot(data: PivotData, state: PivotState): PivotResult {
  const rowDims = dimensionsNamed(data, state.rows);
  const colDims = dimensionsNamed(data, state.cols);
  const masks = exclusionMasks(data, state);
  const rowIndex = new Map<number, number>();
  const colIndex = new Map<number, number>();
  const rowOf = new Int32Array(data.length).fill(-1);
  const colOf = new Int32Array(data.length);
  let rowCount = 0;
  for (let i = 0; i < data.length; i++) {
    if (masks.some((m) => m.isExcluded[m.codes[i]!])) continue;
    const rk = keyOf(rowDims, i);
    const ck = keyOf(colDims, i);
    if (!rowIndex.has(rk)) rowIndex.set(rk, 0);
    if (!colIndex.has(ck)) colIndex.set(ck, 0);
    rowOf[i] = rk;
    colOf[i] = ck;
    rowCount++;
  }
  const rowKeysSorted = [...rowIndex.keys()].sort((a, b) => a - b);
  const colKeysSorted = [...colIndex.keys()].sort((a, b) => a - b);
  rowKeysSorted.forEach((k, r) => rowIndex.set(k, r));
  colKeysSorted.forEach((k, c) => colIndex.set(k, c));
  const R = rowKeysSorted.length;
  const C = colKeysSorted.length;
  const full = new Float64Array(R * C).fill(Number.NaN);
  const fullRowTotals = new Float64Array(R);
  const fullColTotals = new Float64Array(C);
  for (let i = 0; i < data.length; i++) {
    if (rowOf[i] === -1) continue;
    const r = rowIndex.get(rowOf[i]!)!;
    const c = colIndex.get(colOf[i]!)!;
    const v = data.values[i]!;
    full[r * C + c] = addSum(full[r * C + c]!, v);
    fullRowTotals[r]! += v;
    fullColTotals[c]! += v;
  }

  const keepRows = keptKeys(fullRowTotals, state.topRows);
  const keepCols = keptKeys(fullColTotals, state.topCols);
  const place = (count: number, keep: Set<number> | null) => {
    const target = new Int32Array(count);
    let next = 0;
    for (let k = 0; k < count; k++) target[k] = keep === null || keep.has(k) ? next++ : -1;
    const hasOther = keep !== null && keep.size < count;
    for (let k = 0; k < count; k++) if (target[k] === -1) target[k] = next;
    return { target, size: next + (hasOther ? 1 : 0), hasOther };
  };
  const rows = place(R, keepRows);
  const cols = place(C, keepCols);
  const sums = new Float64Array(rows.size * cols.size).fill(Number.NaN);
  for (let r = 0; r < R; r++)
    for (let c = 0; c < C; c++) {
      const at = rows.target[r]! * cols.size + cols.target[c]!;
      sums[at] = addSum(sums[at]!, full[r * C + c]!);
    }
  const rowTotals = new Float64Array(rows.size);
  const colTotals = new Float64Array(cols.size);
  for (let r = 0; r < R; r++) rowTotals[rows.target[r]!]! += fullRowTotals[r]!;
  for (let c = 0; c < C; c++) colTotals[cols.target[c]!]! += fullColTotals[c]!;
  const keys = (
    sorted: number[],
    dims: PivotDimension[],
    keep: Set<number> | null,
    other: boolean,
  ) => {
    const kept: PivotKey[] = sorted
      .filter((_, k) => keep === null || keep.has(k))
      .map((key) => ({ labels: labelsOf(dims, key), isOther: false }));
    if (other)
      kept.push({ labels: dims.map((_, f) => (f === 0 ? OTHER_LABEL : '')), isOther: true });
    return kept;
  };
  return {
    rowFields: rowDims.map((d) => d.name),
    colFields: colDims.map((d) => d.name),
    rowKeys: keys(rowKeysSorted, rowDims, keepRows, rows.hasOther),
    colKeys: keys(colKeysSorted, colDims, keepCols, cols.hasOther),
    sums,
    rowTotals,
    colTotals,
    grandTotal: fullRowTotals.reduce((s, v) => s + v, 0),
    rowKeyCount: R,
    colKeyCount: C,
    rowCount,
  };
}

/**
 * What a cell shows under an aggregator: its sum, or its sum as a fraction of the grand total,
 * of its row's total or of its column's total (null where no row falls or the total is 0).
 * `r` or `c` -1 means the totals row or column.
 */
export function aggregatedValue(
  result: PivotResult,
  aggregator: AggregatorName,
  r: number,
  c: number,
): number | null {
  const C = result.colKeys.length;
  const sum =
    r === -1 && c === -1
      ? result.grandTotal
      : r === -1
        ? result.colTotals[c]!
        : c === -1
          ? result.rowTotals[r]!
          : result.sums[r * C + c]!;
  if (Number.isNaN(sum)) return null;
  const denominator =
    aggregator === 'Sum'
      ? 1
      : aggregator === 'Sum as Fraction of Total'
        ? result.grandTotal
        : aggregator === 'Sum as Fraction of Rows'
          ? r === -1
            ? result.grandTotal
            : result.rowTotals[r]!
          : c === -1
            ? result.grandTotal
            : result.colTotals[c]!;
  return denominator === 0 ? null : sum / denominator;
}

/** Whether the aggregator shows fractions (formatted as percent). */
export function isFraction(aggregator: AggregatorName): boolean {
  return aggregator !== 'Sum';
}
