/**
 * Evaluate a design: every module of every element and operational line over the reference study
 * period (METHOD.md §2–§6), accumulated into flat arrays. Pure and synchronous.
 */
import {
  CategoryTable,
  ENERGY_CATEGORIES,
  LIFE_CYCLE_STAGE_CATEGORIES,
  WHOLE_OF_HOME_CATEGORY,
} from './categories';
import { compileSource, PROCESS_STRIDE, requireProcess } from './compiled-source';
import type { Design } from './design-types';
import { ElementCalculator, discountFactor } from './embodied';
import type { EngineWarning } from './engine-error';
import { EngineError } from './engine-error';
import type { EvaluationContext, EvaluationOptions, GridTrajectory } from './evaluation-context';
import type { Evaluation } from './evaluation-types';
import { expandDesign } from './expand-design';
import {
  INDICATOR_COLUMN_COUNT,
  INDICATOR_COLUMNS,
  indicatorColumn,
  INDICATOR_ID,
  isCarbonIndicator,
} from './indicators';
import { DEFAULT_REFERENCE_STUDY_PERIOD, MODULE_COUNT, MODULE_INDEX } from './life-cycle-modules';
import { operationalEnergyLines } from './operational-energy';
import type { OperationalLine } from './operational-line';
import { RAINFALL_UNKNOWN_MESSAGE, WATER_END_USES, waterBalance } from './operational-water';
import {
  isWithinThermalLimits,
  THERMAL_OUT_OF_RANGE_MESSAGE,
  thermalLimits,
} from './thermal-limits';
import { convertThermalLoad, THERMAL_UNIT } from './units';
import { resolveDesignQuantities } from './resolve-design';

const K = INDICATOR_COLUMN_COUNT;
const M = MODULE_COUNT;
const AUD = indicatorColumn(INDICATOR_ID.australianDollars);
const CARBON_COLUMNS = INDICATOR_COLUMNS.map((id, k) => (isCarbonIndicator(id) ? k : -1)).filter(
  (k) => k >= 0,
);

/** Default evaluation options: P = 60 years, undiscounted, static grid factors. */
export const DEFAULT_EVALUATION_OPTIONS: EvaluationOptions = {
  referenceStudyPeriod: DEFAULT_REFERENCE_STUDY_PERIOD,
  discountRate: 0,
  gridTrajectory: null,
};

/** Multiplier of a trajectory at a calendar year (piecewise linear, flat outside the points). */
export function trajectoryMultiplier(trajectory: GridTrajectory | null, year: number): number {
  if (!trajectory || trajectory.points.length === 0) return 1;
  const pts = trajectory.points;
  const first = pts[0]!;
  if (year <= first.year) return first.multiplier;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    if (year <= b.year)
      return a.multiplier + ((b.multiplier - a.multiplier) * (year - a.year)) / (b.year - a.year);
  }
  return pts[pts.length - 1]!.multiplier;
}

/** Value multipliers of a line in year y (1..P) for column k: trajectory on carbon, discount on AUD. */
export function lineYearWeight(
  line: OperationalLine,
  k: number,
  year: number,
  occupancyYear: number,
  options: EvaluationOptions,
): number {
  let w = 1;
  if (line.isGridElectricity && CARBON_COLUMNS.includes(k))
    w *= trajectoryMultiplier(options.gridTrajectory, occupancyYear + year - 1);
  if (k === AUD) w *= discountFactor(options.discountRate, year);
  return w;
}

function waterLines(e: {
  design: Design;
  compiled: ReturnType<typeof compileSource>;
  ctx: EvaluationContext;
  water: ReturnType<typeof waterBalance>;
}): OperationalLine[] {
  const { compiled, ctx, water } = e;
  const mains = requireProcess(compiled, ctx.water.mainsWaterProcessId, 'Water tables');
  const sewer = requireProcess(compiled, ctx.water.wastewaterProcessId, 'Water tables');
  const lines: OperationalLine[] = [];
  const push = (
    endUse: OperationalLine['endUse'],
    carrier: number,
    sourceName: string,
    kl: number,
  ): void => {
    if (kl > 0)
      lines.push({
        module: 'B7',
        endUse,
        carrier,
        sourceName,
        annualDemand: kl,
        demandUnit: 'kL/yr',
        master: -1,
        isGridElectricity: false,
        isGeneration: false,
      });
  };
  for (const u of WATER_END_USES) {
    push(u, mains, compiled.processes[mains]!.name, water.mains[u]);
    push(u, -1, 'Rainwater', water.rainwater[u]);
    push(u, -1, 'On-site reuse', water.reused[u]);
  }
  push('wastewater', sewer, compiled.processes[sewer]!.name, water.sewer);
  return lines;
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
  const P = options.referenceStudyPeriod;
  if (!Number.isInteger(P) || P < 1 || P > 200) {
    throw new EngineError(
      'INVALID_REFERENCE_STUDY_PERIOD',
      `The reference study period must be a whole number of years from 1 to 200 (got ${P}).`,
      { referenceStudyPeriod: P },
    );
  }
  const a = design.attributes;
  const q = resolveDesignQuantities(design, options.occupantsOverride);
  const compiled = compileSource(ctx.source);
  const warnings: EngineWarning[] = [];
  const cfa = q.conditionedFloorArea;
  const nd = q.occupantsPerDwelling;
  const occupants = q.occupants;
  const roofArea = q.roofArea;

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
  const heatingDemand =
    a.heatingDemand == null
      ? limits.defaultHeating
      : convertThermalLoad(a.heatingDemand, a.thermalUnitId, THERMAL_UNIT.megajoulesPerSquareMetre);
  const coolingDemand =
    a.coolingDemand == null
      ? limits.defaultCooling
      : convertThermalLoad(a.coolingDemand, a.thermalUnitId, THERMAL_UNIT.megajoulesPerSquareMetre);

  const water = waterBalance(
    a,
    occupants,
    roofArea,
    design.location.annualRainfallMm ?? null,
    ctx.water,
  );
  if (water.isRainfallUnknown)
    warnings.push({
      code: 'RAINFALL_UNKNOWN',
      message: RAINFALL_UNKNOWN_MESSAGE,
    });

  const attributeValues = q.attributeValues;
  const expanded = expandDesign(design, ctx, compiled, attributeValues);
  // A component with neither elements nor operational effects counts zero: say so, never silently.
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

  const lines = [
    ...operationalEnergyLines(
      {
        design,
        conditionedFloorArea: cfa,
        dwellings: a.dwellings,
        occupantsPerDwelling: nd,
        heatingDemand,
        coolingDemand,
        operational: expanded.operational,
        pumpedKilolitres: water.pumped,
      },
      ctx,
      compiled,
      warnings,
    ),
    ...waterLines({ design, compiled, ctx, water }),
  ];

  const activeColumns = compiled.availableIndicatorIds.map(indicatorColumn).filter((k) => k >= 0);
  // Embodied: per master and per material category.
  const categories = [
    new CategoryTable(),
    new CategoryTable(),
    new CategoryTable(),
    new CategoryTable(),
  ] as const;
  for (const c of LIFE_CYCLE_STAGE_CATEGORIES) categories[0].ensure(c.code, c.name);
  for (const c of ENERGY_CATEGORIES) categories[1].ensure(c.code, c.name);
  const nMasters = expanded.masters.length;
  const processCategory = new Int32Array(compiled.processes.length).fill(-1);
  const elements = expanded.elements;
  const elementMaterialCategory = new Int32Array(elements.length);
  for (let i = 0; i < elements.length; i++) {
    const p = elements[i]!.process;
    let cat = processCategory[p]!;
    if (cat < 0) {
      const proc = compiled.processes[p]!;
      cat = categories[2].ensure(proc.category, proc.category);
      processCategory[p] = cat;
    }
    elementMaterialCategory[i] = cat;
  }
  // Room for the carrier categories operational lines add later.
  let materialEmbodied = new Float64Array((categories[2].size + 8) * M * K);
  // Every module is linear in quantity, so each recipe line's weighted per-unit vector (period
  // totals per unit installed) is computed once; elements only add their quantity to the line.
  // Per-template totals are materialised on demand (master-totals.ts).
  const calc = new ElementCalculator(compiled, P, options.discountRate, activeColumns);
  const unitIndexByLine = new Map<number, number>();
  const recipeUnits: { at: Int32Array; values: Float64Array }[] = [];
  const unitQuantity: number[] = [];
  const unitCategory: number[] = [];
  const elementUnit = new Int32Array(elements.length);
  let transportWarned = false;
  for (let i = 0; i < elements.length; i++) {
    const el = elements[i]!;
    let u = unitIndexByLine.get(el.recipeLineId);
    if (u === undefined) {
      calc.compute({ ...el, quantity: 1 });
      if (calc.lacksDensityForTransport && !transportWarned) {
        transportWarned = true;
        warnings.push({
          code: 'NO_DATA_FOR_TRANSPORT',
          message: `Process "${compiled.processes[el.process]!.name}" has no density, so its transport to site (A4) could not be counted. Add a density to the process.`,
        });
      }
      const at: number[] = [];
      const values: number[] = [];
      for (let m = 0; m < M; m++) {
        const n = calc.count[m]!;
        const cw = calc.costWeight[m]!;
        if (n === 0 && cw === 0) continue;
        for (const k of activeColumns) {
          const value = calc.perOccurrence[m * K + k]! * (k === AUD ? cw : n);
          if (value === 0) continue;
          at.push(m * K + k);
          values.push(value);
        }
      }
      u = recipeUnits.push({ at: Int32Array.from(at), values: Float64Array.from(values) }) - 1;
      unitIndexByLine.set(el.recipeLineId, u);
      unitQuantity.push(0);
      unitCategory.push(elementMaterialCategory[i]!);
    }
    elementUnit[i] = u;
    unitQuantity[u] = unitQuantity[u]! + el.quantity;
  }
  const embodiedTotals = new Float64Array(M * K);
  recipeUnits.forEach((unit, u) => {
    const q = unitQuantity[u]!;
    const base = unitCategory[u]! * M * K;
    for (let j = 0; j < unit.at.length; j++) {
      const value = q * unit.values[j]!;
      embodiedTotals[unit.at[j]!] = embodiedTotals[unit.at[j]!]! + value;
      materialEmbodied[base + unit.at[j]!] = materialEmbodied[base + unit.at[j]!]! + value;
    }
  });

  const masterCategory = new Int32Array(nMasters);
  expanded.masters.forEach((mst, i) => {
    const tc = ctx.templateCategories.get(mst.template.categoryId);
    masterCategory[i] = categories[3].ensure(
      tc?.code ?? `category-${mst.template.categoryId}`,
      tc?.name ?? `Category ${mst.template.categoryId}`,
    );
  });
  const wholeOfHome = categories[3].ensure(
    WHOLE_OF_HOME_CATEGORY.code,
    WHOLE_OF_HOME_CATEGORY.name,
  );

  // Operational lines: period totals per line.
  const lineValues = new Float64Array(lines.length * K);
  const lineCategory = new Int32Array(lines.length * 4);
  lines.forEach((line, l) => {
    const moduleIndex = MODULE_INDEX[line.module];
    lineCategory[l * 4] = moduleIndex === MODULE_INDEX.B6 ? 5 : 6;
    lineCategory[l * 4 + 1] =
      line.module === 'B7'
        ? categories[1].ensure('water', 'Water supply and treatment')
        : categories[1].ensure(line.endUse, line.endUse);
    const carrierProcess = line.carrier >= 0 ? compiled.processes[line.carrier]! : null;
    const materialCode = carrierProcess
      ? carrierProcess.category
      : line.sourceName === 'Rainwater'
        ? 'rainwater'
        : 'on-site-reuse';
    lineCategory[l * 4 + 2] = categories[2].ensure(
      materialCode,
      carrierProcess ? carrierProcess.category : line.sourceName,
    );
    lineCategory[l * 4 + 3] = line.master >= 0 ? masterCategory[line.master]! : wholeOfHome;
    if (line.carrier < 0) return;
    const base = line.carrier * PROCESS_STRIDE + moduleIndex * K;
    for (const k of activeColumns) {
      const factor = compiled.factors[base + k]!;
      if (factor === 0) continue;
      let weight = 0;
      if (
        (line.isGridElectricity && CARBON_COLUMNS.includes(k)) ||
        (k === AUD && options.discountRate !== 0)
      ) {
        for (let y = 1; y <= P; y++)
          weight += lineYearWeight(line, k, y, design.occupancyYear, options);
      } else weight = P;
      lineValues[l * K + k] = line.annualDemand * factor * weight;
    }
  });
  if (materialEmbodied.length < categories[2].size * M * K) {
    const grown = new Float64Array(categories[2].size * M * K);
    grown.set(materialEmbodied);
    materialEmbodied = grown;
  }

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
      conditionedFloorArea: cfa,
      roofArea,
      occupants,
      occupantsPerDwelling: nd,
      heatingDemand,
      coolingDemand,
      isThermalDemandDefault: isDefault,
      water,
      attributeValues,
    },
    masters: expanded.masters,
    elements: expanded.elements,
    lines,
    lineValues,
    embodiedTotals,
    recipeUnits,
    elementUnit,
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
