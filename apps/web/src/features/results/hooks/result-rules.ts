import type { ResultDetail } from '@circa/contract/results.schema';
import { formatNumber } from '../../../lib/number-format';

/** Carbon indicators (GWP 1, fossil 64, biogenic 24, LULUC 65) are worded as emissions and removals (document 2 §9). */
export const CARBON_INDICATOR_IDS: readonly number[] = [1, 64, 24, 65];

/** How an indicator's positive and negative amounts are named. */
export interface ImpactWords {
  /** Positive amounts: 'Emissions' or 'Impacts'. */
  positive: string;
  /** Negative amounts: 'Removals' or 'Improvements'. */
  negative: string;
}

export function impactWords(indicatorId: number): ImpactWords {
  return CARBON_INDICATOR_IDS.includes(indicatorId)
    ? { positive: 'Emissions', negative: 'Removals' }
    : { positive: 'Impacts', negative: 'Improvements' };
}

/** The word for one amount: a removal or improvement when negative. */
export function amountWord(indicatorId: number, value: number): string {
  const words = impactWords(indicatorId);
  return value < 0 ? words.negative : words.positive;
}

/**
 * The share of the bar an impact fills, 0..1: its magnitude against the larger of the largest
 * magnitude and `1/divisor` of the total's magnitude (document 2 §9: a quarter on the results
 * screens, one sixth in the impact line detail).
 */
export function barShare(impact: number, impacts: readonly number[], divisor: 4 | 6 = 4): number {
  const largest = Math.max(0, ...impacts.map(Math.abs));
  const total = Math.abs(impacts.reduce((sum, value) => sum + value, 0));
  const scale = Math.max(largest, total / divisor);
  return scale > 0 ? Math.min(1, Math.abs(impact) / scale) : 0;
}

/** How a reduction reads: 'Reduction' when positive, 'Increase' when negative, with its percent. */
export function reductionText(reduction: number): {
  word: 'Reduction' | 'Increase';
  percent: string;
} {
  const size = formatNumber(Math.abs(reduction), 1);
  return { word: reduction < 0 ? 'Increase' : 'Reduction', percent: `${size}%` };
}

/** The LCI source change notice shows when NotifyLciSourceChange is set and the message is not empty. */
export function shouldShowLciNotice(notify: boolean, message: string): boolean {
  return notify && message.trim() !== '';
}

/** Below the savings target: the reduction shows in the warning colour. */
export function isBelowTarget(reduction: number, savingsTarget: number): boolean {
  return reduction < savingsTarget;
}

/** Result sort: highest to lowest impact (the default) or lowest to highest. */
export type ResultSort = 'highest' | 'lowest';

/** Details of one focal point, sorted by impact. */
export function focalPointDetails(
  details: readonly ResultDetail[],
  categoryId: number,
  isExcludingGeneration: boolean,
  sort: ResultSort = 'highest',
): ResultDetail[] {
  const sign = sort === 'highest' ? -1 : 1;
  return details
    .filter(
      (d) => d.CategoryId === categoryId && d.ExcludingPowerGeneration === isExcludingGeneration,
    )
    .sort((a, b) => sign * (a.Impact - b.Impact));
}

/** A number with its unit for people: grouped, with fewer decimals as it grows. */
export function formatAmount(value: number, unit: string): string {
  const size = Math.abs(value);
  const digits =
    size === 0 || size >= 100 ? 0 : size >= 1 ? 1 : Math.min(6, 1 - Math.floor(Math.log10(size)));
  return `${formatNumber(value, digits)} ${unit}`;
}
