/**
 * Auto-scaled and predicted quantities (METHOD.md §2; spec doc 2 §5 and §9: within 5 % matches).
 *
 * predicted = baselineQuantity × Σ_i w_i · design[attr_i] / baseline[attr_i], Σ w_i = 1.
 */
import type { AutoScale, DesignTemplate } from './design-types';
import { EngineError } from './engine-error';

/** A quantity within this fraction of the predicted quantity "matches" (spec doc 2 §9). */
export const QUANTITY_MATCH_TOLERANCE = 0.05;

/**
 * Predicted quantity of an auto-scaled design template. `designValues` and `baselineValues`
 * map attribute ids to values. A driver whose baseline value is 0 or missing is skipped (its
 * weight is redistributed); with no usable driver the baseline quantity is returned.
 */
export function predictedQuantity(
  autoScale: AutoScale,
  designValues: Readonly<Record<number, number>>,
  baselineValues: Readonly<Record<number, number>>,
): number {
  let ratio = 0;
  let weight = 0;
  for (const d of autoScale.drivers) {
    const base = baselineValues[d.attributeId];
    const value = designValues[d.attributeId];
    if (base === undefined || value === undefined || !(base > 0)) continue;
    ratio += d.weight * (value / base);
    weight += d.weight;
  }
  if (weight <= 0) return autoScale.baselineQuantity;
  return autoScale.baselineQuantity * (ratio / weight);
}

/** True when `quantity` is within 5 % of `predicted` (both zero also matches). */
export function isQuantityMatching(quantity: number, predicted: number): boolean {
  return Math.abs(quantity - predicted) <= QUANTITY_MATCH_TOLERANCE * Math.abs(predicted) + 1e-12;
}

/** Quantity and predicted quantity of a design template. */
export interface DesignTemplateQuantity {
  quantity: number;
  /** Null when the design template has no auto-scale data. */
  predictedQuantity: number | null;
  isMatching: boolean | null;
}

/**
 * The quantity a design template contributes: the predicted one when auto-calc is on, else the
 * entered one. Throws INVALID_QUANTITY for negative or non-finite quantities.
 */
export function designTemplateQuantity(
  dt: DesignTemplate,
  designValues: Readonly<Record<number, number>>,
  baselineValues: Readonly<Record<number, number>>,
): DesignTemplateQuantity {
  const predicted = dt.autoScale
    ? predictedQuantity(dt.autoScale, designValues, baselineValues)
    : null;
  const quantity = dt.isAutoCalc && predicted !== null ? predicted : dt.quantity;
  if (!Number.isFinite(quantity) || quantity < 0) {
    throw new EngineError('INVALID_QUANTITY', 'Quantity must be entered as a valid number.', {
      designTemplateId: dt.id,
      quantity,
    });
  }
  return {
    quantity,
    predictedQuantity: predicted,
    isMatching: predicted === null ? null : isQuantityMatching(quantity, predicted),
  };
}
