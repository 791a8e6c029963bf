import { formatNumber } from '../../../lib/number-format';
import type { PivotKey } from './pivot-aggregate';
import { displayLabel } from './pivot-data';
import type { AggregatorName } from './pivot-state';
import { isFraction } from './pivot-aggregate';

/** A cell's value as shown: sums with at most 2 decimals, fractions as percent with 1. */
export function formatPivotValue(value: number | null, aggregator: AggregatorName): string {
  if (value === null) return '';
  return isFraction(aggregator) ? `${formatNumber(value * 100, 1)}%` : formatNumber(value, 2);
}

/** A row or column key as one label, fields joined by ' - '. */
export function keyLabel(key: PivotKey): string {
  return key.isOther
    ? key.labels[0]!
    : key.labels.length === 0
      ? 'Totals'
      : key.labels.map(displayLabel).join(' - ');
}
