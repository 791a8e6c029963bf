/**
 * The benchmark of a design (METHOD.md §7): its baseline design evaluated with the design's
 * location, dwellings, bedrooms, bathrooms and car spaces, the baseline's specification (thermal
 * rating, fittings, systems), GFA predicted from those counts, every baseline template
 * auto-scaled from the baseline to the benchmark's attributes by the template's drivers, and the
 * design's occupants.
 */
import { GrossFloorAreaType } from '@circa/contract/enums';
import type { Design, DesignTemplate } from './design-types';
import { DEFAULT_EVALUATION_OPTIONS, evaluateDesign } from './evaluate-design';
import type { EvaluationContext, EvaluationOptions } from './evaluation-context';
import type { Evaluation } from './evaluation-types';
import { predictedQuantity } from './quantities';
import { resolveDesignQuantities } from './resolve-design';

/** Build the benchmark design of `design` from its `baseline` (see module comment). */
export function buildBenchmarkDesign(
  baseline: Design,
  design: Design,
  ctx: EvaluationContext,
): Design {
  const baselineValues = resolveDesignQuantities(baseline).attributeValues;
  const d = design.attributes;
  const quantityInBaseline = (dt: DesignTemplate): number =>
    dt.isAutoCalc && dt.autoScale
      ? predictedQuantity(dt.autoScale, baselineValues, baseline.baselineAttributeValues ?? {})
      : dt.quantity;
  const designTemplates: DesignTemplate[] = baseline.designTemplates.map((dt) => {
    const template = ctx.templates.get(dt.templateId);
    const drivers =
      dt.autoScale?.drivers ??
      (template?.driverAttributeIds ?? []).map((attributeId, _, all) => ({
        attributeId,
        weight: 1 / all.length,
      }));
    return {
      ...dt,
      isAutoCalc: drivers.length > 0,
      autoScale: drivers.length > 0 ? { baselineQuantity: quantityInBaseline(dt), drivers } : null,
    };
  });
  return {
    ...baseline,
    id: `benchmark-of-${design.id ?? design.name}`,
    name: `Benchmark of ${design.name}`,
    location: design.location,
    occupancyYear: design.occupancyYear,
    attributes: {
      ...baseline.attributes,
      dwellings: d.dwellings,
      bedrooms: d.bedrooms,
      bathrooms: d.bathrooms,
      carparks: d.carparks,
      carParkTypeId: d.carParkTypeId,
      grossFloorArea: null,
      grossFloorAreaType: GrossFloorAreaType.Predicted,
      fullyEnclosedFloorArea: null,
      unenclosedCoveredArea: null,
      conditionedFloorArea: null,
      heatingDemand: null,
      coolingDemand: null,
    },
    designTemplates,
    baselineAttributeValues: baselineValues,
  };
}

/** Evaluate the benchmark of `design` with the same options and the design's occupants. */
export function evaluateBenchmark(
  baseline: Design,
  design: Design,
  ctx: EvaluationContext,
  options: EvaluationOptions = DEFAULT_EVALUATION_OPTIONS,
  designOccupants?: number,
): Evaluation {
  const occupants =
    designOccupants ?? resolveDesignQuantities(design, options.occupantsOverride).occupants;
  return evaluateDesign(buildBenchmarkDesign(baseline, design, ctx), ctx, {
    ...options,
    occupantsOverride: occupants,
  });
}
