/**
 * Numbers in reports, written as the results screens write them (apps/web results
 * `formatAmount`, `reductionText`): Australian English grouping, fewer decimals as a value grows,
 * reductions to 0.1 %. A report and the screen therefore show the same figures.
 */
import { reductionPercent } from '@circa/engine/targets';

const formats = new Map<number, Intl.NumberFormat>();

/** A number grouped in en-AU with at most `digits` decimals. */
export function formatNumber(value: number, digits: number): string {
  let format = formats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-AU', { maximumFractionDigits: digits });
    formats.set(digits, format);
  }
  return format.format(value);
}

/** Decimals of an amount: none from 100, one from 1, else enough for two significant digits. */
function amountDigits(value: number): number {
  const size = Math.abs(value);
  return size === 0 || size >= 100
    ? 0
    : size >= 1
      ? 1
      : Math.min(6, 1 - Math.floor(Math.log10(size)));
}

/** An amount without its unit, as the results screens round it; "no data" for null. */
export function formatValue(value: number | null): string {
  return value === null ? 'no data' : formatNumber(value, amountDigits(value));
}

/** An amount with its unit ("12,345 kg CO2e"); "no data" for null. */
export function formatAmount(value: number | null, unit: string): string {
  return value === null ? 'no data' : `${formatValue(value)} ${unit}`;
}

/** A reduction fraction as the results screens word it: "Reduction 12.3%" or "Increase 4%". */
export function formatReduction(reduction: number | null): string {
  if (reduction === null) return 'no data';
  const percent = reductionPercent(reduction);
  return `${percent < 0 ? 'Increase' : 'Reduction'} ${formatNumber(Math.abs(percent), 1)}%`;
}

/** A percent value (already in percent) with at most one decimal: "50%". */
export function formatPercent(percent: number): string {
  return `${formatNumber(percent, 1)}%`;
}

/** A date for the title page and footers: "26 November 2026" (UTC, so output is deterministic). */
export function formatReportDate(date: Date): string {
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
