import type { PivotResult } from './pivot-aggregate';
import { aggregatedValue } from './pivot-aggregate';
import { displayLabel } from './pivot-data';
import { keyLabel } from './pivot-format';
import type { AggregatorName } from './pivot-state';

/**
 * The pivot as a flat grid (TSV and the Excel export): a header row (row field names, each
 * column key, 'Totals'), a row per row key (its labels, its values, its total), and a 'Totals'
 * row. Values are the aggregator's numbers, unrounded; null where no row falls.
 */
export interface PivotGrid {
  header: string[];
  rows: Array<{ labels: string[]; values: (number | null)[] }>;
}

export function pivotGrid(result: PivotResult, aggregator: AggregatorName): PivotGrid {
  const labelColumns = Math.max(1, result.rowFields.length);
  const C = result.colFields.length === 0 ? 0 : result.colKeys.length;
  const header = [
    ...(result.rowFields.length ? result.rowFields : ['']),
    ...(C ? result.colKeys.map(keyLabel) : []),
    'Totals',
  ];
  const valuesOf = (r: number) => [
    ...Array.from({ length: C }, (_, c) => aggregatedValue(result, aggregator, r, c)),
    aggregatedValue(result, aggregator, r, -1),
  ];
  const rows = result.rowKeys.map((key, r) => ({
    labels: key.labels.length
      ? key.labels.map((l) => (key.isOther ? l : displayLabel(l)))
      : ['Totals'],
    values: valuesOf(r),
  }));
  rows.push({
    labels: ['Totals', ...new Array<string>(labelColumns - 1).fill('')],
    values: valuesOf(-1),
  });
  return { header, rows };
}

/** The grid as tab-separated values (tabs and line breaks inside labels become spaces). */
export function pivotTsv(grid: PivotGrid): string {
  const clean = (s: string) => s.replace(/[\t\r\n]+/g, ' ');
  return [
    grid.header.map(clean).join('\t'),
    ...grid.rows.map((row) =>
      [...row.labels.map(clean), ...row.values.map((v) => (v === null ? '' : String(v)))].join(
        '\t',
      ),
    ),
  ].join('\n');
}
