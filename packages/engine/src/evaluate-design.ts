/**
 * Evaluate a design: every module of every element and operational line over the reference study
 * period (METHOD.md §2–§6), accumulated into flat typed arrays. Pure and synchronous.
 *
 * The steps, in order (each may append warnings; the order fixes warning and category order):
 *   1. check the reference study period; resolve areas and occupants (resolve-design.ts)
 *   2. heating and cooling demands, entered or the rating's defaults (thermal-limits.ts)
 *   3. water balance (operational-water.ts)
 *   4. expand templates into element rows (expand-design.ts)
 *   5. operational lines: B6 energy (operational-energy.ts), B7 water (operational-water-lines.ts)
 *   6. file elements, masters and lines under the focal points' categories
 *      (evaluation-categories.ts)
 *   7. embodied totals by recipe line (embodied-totals.ts)
 *   8. period totals of the operational lines (operational-line-values.ts)
 */
import { ThermalUnit } from '@circa/contract/enums';
import { FOCAL_POINT_SLOT } from './categories';
import { compileSource } from './compiled-source';
import type { Design } from './design-types';
import { ElementCalculator } from './embodied';
import { accumulateEmbodied, recipeUnitsOf } from './embodied-totals';
import type { EngineWarning } from './engine-error';
import { EngineError } from './engine-error';
import {
  createCategoryTables,
  elementMaterialCategories,
  masterConstructionCategories,
  operationalLineCategories,
} from './evaluation-categories';
import type { EvaluationContext, EvaluationOptions } from './evaluation-context';
import type { Evaluation } from './evaluation-types';
import type { ExpandedDesign } from './expand-design';
import { expandDesign } from './expand-design';
import { indicatorColumn } from './indicators';
import { DEFAULT_REFERENCE_STUDY_PERIOD } from './life-cycle-modules';
import { operationalEnergyLines } from './operational-energy';
import { operationalLineValues } from './operational-line-values';
import type { WaterBalance } from './operational-water';
import {
  RAINFALL_UNKNOWN_MESSAGE,
  TANK_SIZE_UNKNOWN_MESSAGE,
  waterBalance,
} from './operational-water';
import { operationalWaterLines } from './operational-water-lines';
import type { DesignQuantities } from './resolve-design';
import { resolveDesignQuantities } from './resolve-design';
import {
  isWithinThermalLimits,
  THERMAL_OUT_OF_RANGE_MESSAGE,
  thermalLimits,
} from './thermal-limits';
import { convertThermalLoad } from './units';

// Kept here for callers that import them from this module; they live with the line values.
export { lineYearWeight, trajectoryMultiplier } from './operational-line-values';

/** Default evaluation options: P = 60 years, undiscounted, static grid factors. */
export const DEFAULT_EVALUATION_OPTIONS: EvaluationOptions = {
  referenceStudyPeriod: DEFAULT_REFERENCE_STUDY_PERIOD,
  discountRate: 0,
  gridTrajectory: null,
};

/**
 * The reference study period P of `options`, in whole years. Throws
 * INVALID_REFERENCE_STUDY_PERIOD unless it is an integer from 1 to 200.
 */
function requireReferenceStudyPeriod(options: EvaluationOptions): number {
  const P = options.referenceStudyPeriod;
  if (!Number.isInteger(P) || P < 1 || P > 200) {
    throw new EngineError(
      'INVALID_REFERENCE_STUDY_PERIOD',
      `The reference study period must be a whole number of years from 1 to 200 (got ${P}).`,
      { referenceStudyPeriod: P },
    );
  }
  return P;
}

/** Heating and cooling demands used by the evaluation, MJ/m²·yr of conditioned floor area. */
interface ThermalDemands {
  heatingDemand: number;
  coolingDemand: number;
  /** True when either demand was not entered and the rating's defaults were used. */
  isDefault: boolean;
}

/**
 * The design's heating and cooling demands converted to MJ/m²·yr, or, when either is missing,
 * the defaults of its thermal rating in its climate zone (thermal-limits.ts). Warns
 * DEFAULT_THERMAL_DEMAND (defaults used), THERMAL_DEMAND_OUTSIDE_RATING (entered demands outside
 * the rating's band; they are still used) and APPROXIMATE_THERMAL_BAND (defaults from an
 * approximated band).
 */
function resolveThermalDemands(
  design: Design,
  ctx: EvaluationContext,
  warnings: EngineWarning[],
): ThermalDemands {
  const a = design.attributes;
  const limits = thermalLimits(ctx.wholeOfHome, design.location.climateZone, a.thermalRatingId);
  const isDefault = a.heatingDemand == null || a.coolingDemand == null;
  if (isDefault)
    warnings.push({
      code: 'DEFAULT_THERMAL_DEMAND',
      message:
        "Heating and cooling demands were not entered; the thermal rating's default demands were used. Enter the demands from the NatHERS certificate.",
    });
  if (
    !isDefault &&
    !isWithinThermalLimits(limits, a.thermalUnitId, a.heatingDemand!, a.coolingDemand!)
  )
    warnings.push({
      code: 'THERMAL_DEMAND_OUTSIDE_RATING',
      message: `The entered heating and cooling demands are outside the range of the thermal rating; the entered demands were used. ${THERMAL_OUT_OF_RANGE_MESSAGE}`,
    });
  if (isDefault && limits.isApproximate)
    warnings.push({
      code: 'APPROXIMATE_THERMAL_BAND',
      message:
        'The default demands come from an approximated star band (see the methodology); enter the demands from the NatHERS certificate.',
    });
  const mj = ThermalUnit.MegajoulesPerSquareMetre;
  return {
    heatingDemand:
      a.heatingDemand == null
        ? limits.defaultHeating
        : convertThermalLoad(a.heatingDemand, a.thermalUnitId, mj),
    coolingDemand:
      a.coolingDemand == null
        ? limits.defaultCooling
        : convertThermalLoad(a.coolingDemand, a.thermalUnitId, mj),
    isDefault,
  };
}

/**
 * The design's yearly water balance, kL/yr (operational-water.ts), from its occupants and roof
 * (catchment) area and the context's site climate. Warns RAINFALL_UNKNOWN or TANK_SIZE_UNKNOWN
 * when a rainwater supply cannot be assessed.
 */
function resolveWaterBalance(
  design: Design,
  quantities: DesignQuantities,
  ctx: EvaluationContext,
  warnings: EngineWarning[],
): WaterBalance {
  const water = waterBalance(
    design.attributes,
    quantities.occupants,
    quantities.roofArea,
    ctx.siteWaterClimate?.(design.location) ?? null,
    ctx.water,
  );
  if (water.isRainfallUnknown)
    warnings.push({ code: 'RAINFALL_UNKNOWN', message: RAINFALL_UNKNOWN_MESSAGE });
  if (water.isTankSizeUnknown)
    warnings.push({ code: 'TANK_SIZE_UNKNOWN', message: TANK_SIZE_UNKNOWN_MESSAGE });
  return water;
}

/**
 * Warn TEMPLATE_WITHOUT_DATA for each design template of non-zero quantity that has neither
 * elements nor operational effects: it counts zero, and the user is told so, never silently.
 */
function warnTemplatesWithoutData(expanded: ExpandedDesign, warnings: EngineWarning[]): void {
  const hasContent = new Uint8Array(expanded.masters.length);
  for (const el of expanded.elements) hasContent[el.master] = 1;
  for (const o of expanded.operational) hasContent[o.master] = 1;
  expanded.masters.forEach((m, i) => {
    if (!hasContent[i] && m.quantity !== 0)
      warnings.push({
        code: 'TEMPLATE_WITHOUT_DATA',
        message: `"${m.template.name}" has no elements or operational effects, so it counts zero. Add elements to its recipe or remove it from the design.`,
      });
  });
}

/**
 * Evaluate `design` with reference `ctx`. Throws {@link EngineError} for inputs that cannot be
 * evaluated (unknown template or process, invalid attribute, GFA below the minimum, ...).
 */
export function evaluateDesign(
  design: Design,
  ctx: EvaluationContext,
  options: EvaluationOptions = DEFAULT_EVALUATION_OPTIONS,
): Evaluation {
  // 1–4: inputs resolved and templates expanded.
  const P = requireReferenceStudyPeriod(options);
  const q = resolveDesignQuantities(design, options.occupantsOverride);
  const compiled = compileSource(ctx.source);
  const warnings: EngineWarning[] = [];
  const thermal = resolveThermalDemands(design, ctx, warnings);
  const water = resolveWaterBalance(design, q, ctx, warnings);
  const expanded = expandDesign(design, ctx, compiled, q.attributeValues);
  warnTemplatesWithoutData(expanded, warnings);

  // 5: operational lines, B6 then B7.
  const lines = [
    ...operationalEnergyLines(
      {
        design,
        conditionedFloorArea: q.conditionedFloorArea,
        dwellings: design.attributes.dwellings,
        occupantsPerDwelling: q.occupantsPerDwelling,
        heatingDemand: thermal.heatingDemand,
        coolingDemand: thermal.coolingDemand,
        operational: expanded.operational,
        pumpedKilolitres: water.pumped,
      },
      ctx,
      compiled,
      warnings,
    ),
    ...operationalWaterLines(water, compiled, ctx.water, design.location.state),
  ];

  // 6: categories of every element, master and line in each focal point.
  const categories = createCategoryTables();
  const elementMaterialCategory = elementMaterialCategories(
    expanded.elements,
    compiled,
    categories[FOCAL_POINT_SLOT.materials],
  );
  const masterCategory = masterConstructionCategories(
    expanded.masters,
    ctx.templateCategories,
    categories[FOCAL_POINT_SLOT.construction],
  );
  const lineCategory = operationalLineCategories(lines, compiled, categories, masterCategory);

  // 7–8: embodied totals and operational line totals over the period.
  const activeColumns = compiled.availableIndicatorIds.map(indicatorColumn).filter((k) => k >= 0);
  const calc = new ElementCalculator(compiled, P, options.discountRate, activeColumns);
  const recipe = recipeUnitsOf(
    expanded.elements,
    elementMaterialCategory,
    calc,
    activeColumns,
    compiled,
    warnings,
  );
  const { embodiedTotals, materialEmbodied } = accumulateEmbodied(
    recipe,
    categories[FOCAL_POINT_SLOT.materials].size,
  );
  const lineValues = operationalLineValues(
    lines,
    compiled,
    activeColumns,
    design.occupancyYear,
    options,
    design.location.state,
  );

  return {
    design,
    context: ctx,
    options,
    compiled,
    referenceStudyPeriod: P,
    resolved: {
      grossFloorArea: q.grossFloorArea,
      minimumGrossFloorArea: q.minimumGrossFloorArea,
      predictedGrossFloorArea: q.predictedGrossFloorArea,
      conditionedFloorArea: q.conditionedFloorArea,
      roofArea: q.roofArea,
      occupants: q.occupants,
      occupantsPerDwelling: q.occupantsPerDwelling,
      heatingDemand: thermal.heatingDemand,
      coolingDemand: thermal.coolingDemand,
      isThermalDemandDefault: thermal.isDefault,
      water,
      attributeValues: q.attributeValues,
    },
    masters: expanded.masters,
    elements: expanded.elements,
    lines,
    lineValues,
    embodiedTotals,
    recipeUnits: recipe.units,
    elementUnit: recipe.elementUnit,
    elementMaterialCategory,
    materialEmbodied,
    categories,
    lineCategory,
    masterCategory,
    activeColumns,
    availableIndicatorIds: compiled.availableIndicatorIds,
    warnings,
  };
}
