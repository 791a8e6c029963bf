/**
 * Embodied period totals of a design (METHOD.md §3), built in two steps:
 *
 *   1. recipe units: every module is linear in quantity, so each recipe line's per-unit vector
 *      (period totals per unit installed, all modules and active indicator columns) is computed
 *      once with {@link ElementCalculator}; an element only adds its quantity to its line.
 *   2. accumulation: unit vector × summed quantity, added to the design's totals and to the
 *      totals of the line's material category.
 *
 * Layouts (K indicator columns, M modules): a vector over modules and columns is indexed m·K + k;
 * per category blocks are indexed (c·M + m)·K + k. Per-template totals are materialised on demand
 * (master-totals.ts).
 */
import type { CompiledSource } from './compiled-source';
import type { ElementCalculator } from './embodied';
import type { EngineWarning } from './engine-error';
import type { ExpandedElement } from './expand-design';
import { INDICATOR_COLUMN_COUNT, indicatorColumn, INDICATOR_ID } from './indicators';
import { MODULE_COUNT } from './life-cycle-modules';

const K = INDICATOR_COLUMN_COUNT;
const M = MODULE_COUNT;
const AUD = indicatorColumn(INDICATOR_ID.australianDollars);

/**
 * Period totals of one unit (one declared unit installed) of a recipe line, sparse: `values[j]`
 * is the value at index `at[j]` = m·K + k (indicator unit per declared unit; AUD discounted when
 * a discount rate is set).
 */
export interface RecipeUnit {
  at: Int32Array;
  values: Float64Array;
}

/** The recipe units of a design and how its elements map onto them. */
export interface RecipeUnits {
  /** One unit vector per recipe line used, in order of first use. */
  units: RecipeUnit[];
  /** Unit index of each element. */
  elementUnit: Int32Array;
  /** Summed installed quantity of the elements of each unit (declared units of its process). */
  quantity: number[];
  /** Material category of each unit (that of its first element; a line has one process). */
  materialCategory: number[];
}

/**
 * The sparse unit vector of the element `calc` last computed at quantity 1: count × value per
 * occurrence for each module (discounted count for the AUD column), zeros left out.
 */
function sparseUnit(calc: ElementCalculator, activeColumns: readonly number[]): RecipeUnit {
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
  return { at: Int32Array.from(at), values: Float64Array.from(values) };
}

/**
 * Group `elements` by recipe line and compute each line's unit vector once. Warns once
 * (NO_DATA_FOR_TRANSPORT, appended to `warnings`) when a process with a transport distance has no
 * density, so its A4 is left at 0.
 *
 * @param elementMaterialCategory materials category of each element (evaluation-categories.ts)
 * @param calc calculator set up for the study period, discount rate and `activeColumns`
 */
export function recipeUnitsOf(
  elements: readonly ExpandedElement[],
  elementMaterialCategory: Int32Array,
  calc: ElementCalculator,
  activeColumns: readonly number[],
  compiled: CompiledSource,
  warnings: EngineWarning[],
): RecipeUnits {
  const unitIndexByLine = new Map<number, number>();
  const units: RecipeUnit[] = [];
  const quantity: number[] = [];
  const materialCategory: number[] = [];
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
      u = units.push(sparseUnit(calc, activeColumns)) - 1;
      unitIndexByLine.set(el.recipeLineId, u);
      quantity.push(0);
      materialCategory.push(elementMaterialCategory[i]!);
    }
    elementUnit[i] = u;
    quantity[u] = quantity[u]! + el.quantity;
  }
  return { units, elementUnit, quantity, materialCategory };
}

/** Embodied period totals of a design. */
export interface EmbodiedTotals {
  /** Whole design: [m·K + k]. */
  embodiedTotals: Float64Array;
  /** Per material category: [(c·M + m)·K + k]. */
  materialEmbodied: Float64Array;
}

/**
 * Sum quantity × unit vector over the recipe units into the design's embodied totals and the
 * totals per material category.
 *
 * @param materialCategoryCount size of the Materials category table (every category any element
 *   or operational line uses), the number of blocks of `materialEmbodied`
 */
export function accumulateEmbodied(
  recipe: RecipeUnits,
  materialCategoryCount: number,
): EmbodiedTotals {
  const embodiedTotals = new Float64Array(M * K);
  const materialEmbodied = new Float64Array(materialCategoryCount * M * K);
  const { units, quantity, materialCategory } = recipe;
  for (let u = 0; u < units.length; u++) {
    const unit = units[u]!;
    const q = quantity[u]!;
    const base = materialCategory[u]! * M * K;
    for (let j = 0; j < unit.at.length; j++) {
      const at = unit.at[j]!;
      const value = q * unit.values[j]!;
      embodiedTotals[at] = embodiedTotals[at]! + value;
      materialEmbodied[base + at] = materialEmbodied[base + at]! + value;
    }
  }
  return { embodiedTotals, materialEmbodied };
}
