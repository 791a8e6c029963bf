import { describe, expect, it } from 'vitest';
import { aggregatedValue, aggregatePivot } from './pivot-aggregate';
import type { PivotData } from './pivot-data';
import type { PivotState } from './pivot-state';
import { DEFAULT_PIVOT_DISPLAY } from './pivot-state';
import { topNSteps } from './top-n';

// rows: (module, group, value)
const rows: Array<[number, number, number]> = [
  [0, 0, 10],
  [0, 1, 5],
  [1, 0, 1],
  [1, 2, 2],
  [2, 1, 100],
  [2, 2, -4],
  [0, 0, 3],
];
const data: PivotData = {
  length: rows.length,
  dimensions: [
    { name: 'Module', labels: ['A1-A3', 'B4', 'C2'], codes: rows.map((r) => r[0]) },
    { name: 'Group', labels: ['Material', 'Operational', 'Water'], codes: rows.map((r) => r[1]) },
  ],
  values: rows.map((r) => r[2]),
  valueLabel: 'GWP (kg CO2e)',
};
const state: PivotState = {
  rows: ['Group'],
  cols: ['Module'],
  exclusions: {},
  ...DEFAULT_PIVOT_DISPLAY,
};

describe('aggregatePivot', () => {
  it('sums rows per row and column key, in label order, with totals', () => {
    const r = aggregatePivot(data, state);
    expect(r.rowKeys.map((k) => k.labels[0])).toEqual(['Material', 'Operational', 'Water']);
    expect(r.colKeys.map((k) => k.labels[0])).toEqual(['A1-A3', 'B4', 'C2']);
    expect(Array.from(r.sums)).toEqual([13, 1, NaN, 5, NaN, 100, NaN, 2, -4]);
    expect(Array.from(r.rowTotals)).toEqual([14, 105, -2]);
    expect(Array.from(r.colTotals)).toEqual([18, 3, 96]);
    expect(r.grandTotal).toBe(117);
  });

  it('leaves out filtered values', () => {
    const r = aggregatePivot(data, { ...state, exclusions: { Module: ['C2'] } });
    expect(r.colKeys.map((k) => k.labels[0])).toEqual(['A1-A3', 'B4']);
    expect(r.grandTotal).toBe(21);
    expect(r.rowCount).toBe(5);
  });

  it("keeps the largest Top Rows and groups the rest into 'Other'", () => {
    const r = aggregatePivot(data, { ...state, topRows: 1 });
    expect(r.rowKeys.map((k) => [k.labels[0], k.isOther])).toEqual([
      ['Operational', false],
      ['Other', true],
    ]);
    expect(Array.from(r.sums)).toEqual([5, NaN, 100, 13, 3, -4]);
    expect(Array.from(r.rowTotals)).toEqual([105, 12]);
    expect(r.grandTotal).toBe(117);
    expect(r.rowKeyCount).toBe(3);
  });

  it('nests two fields and shows fractions of rows, columns and the total', () => {
    const r = aggregatePivot(data, { ...state, rows: ['Module', 'Group'], cols: [] });
    expect(r.rowKeys.map((k) => k.labels.join('/'))).toEqual([
      'A1-A3/Material',
      'A1-A3/Operational',
      'B4/Material',
      'B4/Water',
      'C2/Operational',
      'C2/Water',
    ]);
    expect(aggregatedValue(r, 'Sum as Fraction of Total', 0, 0)).toBeCloseTo(13 / 117);
    const flat = aggregatePivot(data, state);
    expect(aggregatedValue(flat, 'Sum as Fraction of Rows', 0, 0)).toBeCloseTo(13 / 14);
    expect(aggregatedValue(flat, 'Sum as Fraction of Columns', 0, 0)).toBeCloseTo(13 / 18);
    expect(aggregatedValue(flat, 'Sum', 0, 2)).toBeNull();
    expect(aggregatedValue(flat, 'Sum', -1, -1)).toBe(117);
  });
});

describe('topNSteps', () => {
  it('offers the fixed steps below the count, then all', () => {
    expect(topNSteps(2)).toEqual([2]);
    expect(topNSteps(12)).toEqual([2, 3, 5, 10, 12]);
    expect(topNSteps(21)).toEqual([2, 3, 5, 10, 15, 20, 21]);
  });
});
