import { riskThreshold } from '@circa/contract/org-users.schema';

/** The threshold typed in the box: a number, or the spec's message (document 3 §9). */
export function parseThreshold(text: string): { value: number } | { error: string } {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value)) return { error: riskThreshold.mustBeNumber };
  return { value };
}

/** Risk points as shown: rounded to whole points (document 3 §4). */
export const roundedPoints = (points: number) => Math.round(points);

/** Lots at or above the threshold, by risk ascending (document 3 §4). */
export function lotsAtOrAbove<T extends { RiskPoint: number }>(
  lots: readonly T[],
  threshold: number,
) {
  return lots.filter((l) => l.RiskPoint >= threshold).sort((a, b) => a.RiskPoint - b.RiskPoint);
}
