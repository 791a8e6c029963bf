import type { BuildSummary } from '@circa/contract/builds.schema';

/** The filter dialog's ranges (document 1 §2.10), by build summary field. */
export const filterFields = [
  { key: 'Dwelling', label: 'Dwellings' },
  { key: 'Bedroom', label: 'Bedrooms' },
  { key: 'Bathroom', label: 'Bathrooms' },
  { key: 'Floor', label: 'Floors' },
  { key: 'GrossFloorArea', label: 'Gross Floor Area (m2)' },
] as const;

export type FilterKey = (typeof filterFields)[number]['key'];

/** An inclusive range; null bounds are open. */
export interface Range {
  min: number | null;
  max: number | null;
}

export type BuildFilter = Record<FilterKey, Range>;

const open: Range = { min: null, max: null };
export const emptyFilter: BuildFilter = {
  Dwelling: open,
  Bedroom: open,
  Bathroom: open,
  Floor: open,
  GrossFloorArea: open,
};

/** A filter box's text with negative numbers clamped to 0 (document 1 §2.10). */
export function clampFilterInput(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '-') return trimmed === '-' ? '0' : '';
  const value = Number(trimmed);
  return Number.isFinite(value) && value < 0 ? '0' : trimmed;
}

/** The bound a filter box's text stands for: null when empty or not a number; never below 0. */
export function parseBound(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.max(0, value) : null;
}

/** True when `value` lies in the inclusive range; a build without the value fails any bound. */
export function isInRange(value: number | undefined, range: Range): boolean {
  if (range.min === null && range.max === null) return true;
  if (value === undefined) return false;
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}

/** True when the range's minimum exceeds its maximum (nothing could match). */
export function isRangeInverted(range: Range): boolean {
  return range.min !== null && range.max !== null && range.min > range.max;
}

export function isRangeSet(range: Range): boolean {
  return range.min !== null || range.max !== null;
}

export function matchesFilter(build: BuildSummary, filter: BuildFilter): boolean {
  return filterFields.every(({ key }) => isInRange(build[key], filter[key]));
}

/** How many ranges of the filter are set. */
export function activeFilterCount(filter: BuildFilter): number {
  return filterFields.filter(({ key }) => isRangeSet(filter[key])).length;
}

/** A range as text: '2–4', '≥ 2', '≤ 4'. */
export function rangeText(range: Range): string {
  if (range.min !== null && range.max !== null)
    return range.min === range.max ? `${range.min}` : `${range.min}–${range.max}`;
  if (range.min !== null) return `≥ ${range.min}`;
  return range.max !== null ? `≤ ${range.max}` : 'any';
}

/**
 * True when the search text occurs (case-insensitive) in the build's title, description,
 * function type, or the names of its development and organisation.
 */
export function matchesSearch(
  build: BuildSummary,
  search: string,
  context: readonly string[] = [],
): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [build.Title, build.Description, build.FunctionTypeName, ...context].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}
