/**
 * The result of evaluating a design. Values are kept in flat typed arrays; aggregates and pivot
 * rows are derived on demand (aggregates.ts, pivot-rows.ts).
 */
import type { FocalPointCategoryTables } from './categories';
import type { CompiledSource } from './compiled-source';
import type { Design } from './design-types';
import type { RecipeUnit } from './embodied-totals';
import type { EngineWarning } from './engine-error';
import type { EvaluationContext, EvaluationOptions } from './evaluation-context';
import type { ExpandedElement, ExpandedMaster } from './expand-design';
import type { OperationalLine } from './operational-line';
import type { WaterBalance } from './operational-water';

/** Attributes resolved by the evaluation (areas m², demands MJ/m²·yr). */
export interface ResolvedDesign {
  grossFloorArea: number;
  minimumGrossFloorArea: number;
  predictedGrossFloorArea: number;
  conditionedFloorArea: number;
  /** GFA / floors, used as roof (catchment) area. */
  roofArea: number;
  occupants: number;
  occupantsPerDwelling: number;
  heatingDemand: number;
  coolingDemand: number;
  isThermalDemandDefault: boolean;
  water: WaterBalance;
  /** Attribute values by attribute id (drivers of auto-scaling and functional units). */
  attributeValues: Readonly<Record<number, number>>;
}

/** An evaluated design. */
export interface Evaluation {
  design: Design;
  context: EvaluationContext;
  options: EvaluationOptions;
  compiled: CompiledSource;
  referenceStudyPeriod: number;
  resolved: ResolvedDesign;
  masters: readonly ExpandedMaster[];
  elements: readonly ExpandedElement[];
  lines: readonly OperationalLine[];
  /** Period totals of each line: lineValues[l·K + k]. */
  lineValues: Float64Array;
  /** Embodied period totals of the whole design: embodiedTotals[m·K + k]. */
  embodiedTotals: Float64Array;
  /**
   * Per-unit period totals of each recipe line used (sparse: value at index m·K + k). Every
   * module is linear in quantity, so an element's totals are its quantity × its line's unit.
   */
  recipeUnits: readonly RecipeUnit[];
  /** Recipe unit index of each element. */
  elementUnit: Int32Array;
  /** Material category index of each element (Materials focal point). */
  elementMaterialCategory: Int32Array;
  /** Embodied period totals per material category: [(c·M + m)·K + k]. */
  materialEmbodied: Float64Array;
  /** Category tables of focal points 1..4 at their slot 0..3 (`FOCAL_POINT_SLOT`). */
  categories: FocalPointCategoryTables;
  /**
   * Category of each line per focal point: lineCategory[l·4 + (fp − 1)], see
   * `lineCategoryIndex(l, fp)` (categories.ts).
   */
  lineCategory: Int32Array;
  /** Construction category index of each master. */
  masterCategory: Int32Array;
  /** Computed indicator column indexes with data in the source (others are "no data"). */
  activeColumns: readonly number[];
  availableIndicatorIds: readonly number[];
  warnings: readonly EngineWarning[];
}
