import { describe, expect, it } from 'vitest';
import { heatmapColours } from './heatmap';
import { aggregatePivot } from './pivot-aggregate';
import type { PivotData } from './pivot-data';
import { pivotGrid, pivotTsv } from './pivot-grid';
import type { PivotState } from './pivot-state';
import { DEFAULT_PIVOT_DISPLAY } from './pivot-state';

const data: PivotData = {
  length: 4,
  dimensions: [
    { name: 'Module', labels: ['A1-A3', 'D'], codes: [0, 1, 0, 1] },
    { name: 'Group', labels: ['', 'Tab\there'], codes: [0, 0, 1, 1] },
  ],
  values: [10, -4, 5, -1],
  valueLabel: 'GWP (kg CO2e)',
};
const state: PivotState = {
  rows: ['Group'],
  cols: ['Module'],
  exclusions: {},
  ...DEFAULT_PIVOT_DISPLAY,
};

describe('pivotGrid and pivotTsv', () => {
  it('flattens the pivot: header, a row per key with its total, then Totals', () => {
    const grid = pivotGrid(aggregatePivot(data, state), 'Sum');
    expect(grid.header).toEqual(['Group', 'A1-A3', 'D', 'Totals']);
    expect(grid.rows).toEqual([
      { labels: ['(none)'], values: [10, -4, 6] },
      { labels: ['Tab\there'], values: [5, -1, 4] },
      { labels: ['Totals'], values: [15, -5, 10] },
    ]);
    expect(pivotTsv(grid).split('\n')[2]).toBe('Tab here\t5\t-1\t4');
  });

  it('gives fractions unrounded', () => {
    const grid = pivotGrid(aggregatePivot(data, state), 'Sum as Fraction of Total');
    expect(grid.rows[2]!.values).toEqual([1.5, -0.5, 1]);
  });
});

describe('heatmapColours', () => {
  it('shades the largest positive value red, the largest negative blue, none in a plain table', () => {
    const result = aggregatePivot(data, state);
    expect(heatmapColours(result, 'Sum', 'Table Heatmap')).toEqual([
      'f8696b',
      '5a8ac6',
      'fcb4b5',
      'd6e2f1',
    ]);
    expect(heatmapColours(result, 'Sum', 'Table').every((c) => c === null)).toBe(true);
    // per row: each row's own largest value is the full colour
    expect(heatmapColours(result, 'Sum', 'Table Row Heatmap')[2]).toBe('f8696b');
  });
});
