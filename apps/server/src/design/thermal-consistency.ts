import type { Design } from '@circa/engine/design-types';
import { messages } from '@circa/contract/messages';
import { isWithinThermalLimits, thermalLimits } from '@circa/engine/thermal-limits';
import { createEvaluationContext } from '@circa/reference-data/default-context';
import { AppError } from '../http/app-error';

/** The inputs the limits of entered demands depend on. */
const thermalInputs = (design: Design): string => {
  const a = design.attributes;
  return [
    a.thermalRatingId,
    a.thermalUnitId,
    a.heatingDemand,
    a.coolingDemand,
    design.location.climateZone,
  ].join('|');
};

/**
 * Refuses a save that leaves entered heating and cooling demands outside the limits of the
 * design's thermal rating (document 2 §5, the spec's message), wherever the rating, unit, demands
 * or climate zone change: on Design Details as on the Thermal page. Demands not entered (the
 * rating's defaults) always fit. A save that changes none of these inputs is not re-checked, so a
 * design stored before this rule can still be edited; its results carry the engine's
 * THERMAL_DEMAND_OUTSIDE_RATING warning instead.
 */
export function refuseThermalConflict(before: Design, after: Design): void {
  const a = after.attributes;
  if (a.heatingDemand == null || a.coolingDemand == null) return;
  if (thermalInputs(before) === thermalInputs(after)) return;
  const limits = thermalLimits(
    createEvaluationContext().wholeOfHome,
    after.location.climateZone,
    a.thermalRatingId,
  );
  if (isWithinThermalLimits(limits, a.thermalUnitId, a.heatingDemand, a.coolingDemand)) return;
  throw new AppError('validation_failed', messages.thermalOutOfRange, [
    { path: ['thermalRatingId'], message: messages.thermalOutOfRange },
  ]);
}
