/**
 * Aggregates of an evaluation: totals by module and indicator, results by focal point and
 * category, and impacts per design template. Every aggregate is a sum over the evaluation's
 * impact rows (pivot-rows.ts); a property test checks it.
 */
import type { FocalPointId } from './categories';
import { FOCAL_POINT, focalPointSlot, lineCategoryIndex, MODULE_TO_STAGE } from './categories';
import { indicatorCoverage } from './coverage';
import { EngineError } from './engine-error';
import type { Evaluation } from './evaluation-types';
import {
  findIndicator,
  INDICATOR_COLUMN_COUNT,
  indicatorColumn,
  INDICATOR_ID,
  isDerivedCurrency,
} from './indicators';
import type { LifeCycleModule } from './life-cycle-modules';
import { LIFE_CYCLE_SCOPES, MODULE_COUNT, MODULE_INDEX } from './life-cycle-modules';
import { masterEmbodiedTotals } from './master-totals';

const K = INDICATOR_COLUMN_COUNT;
const M = MODULE_COUNT;

/** Options of an aggregate. */
export interface AggregateOptions {
  /** Modules to sum (default: whole life A–C without D). */
  modules?: readonly LifeCycleModule[];
  /** Net on-site generation (PV) against demand (default false: power generation excluded). */
  includeGeneration?: boolean;
  /** AUD → currency rate for indicators 25, 26, 45, 46 (default 1, spec doc 3 §9). */
  exchangeRate?: number;
}

/** Column for an indicator id and the multiplier (exchange rate for derived currencies). */
export function indicatorColumnAndScale(
  indicatorId: number,
  exchangeRate = 1,
): { column: number; scale: number } {
  if (isDerivedCurrency(indicatorId))
    return { column: indicatorColumn(INDICATOR_ID.australianDollars), scale: exchangeRate };
  const column = indicatorColumn(indicatorId);
  if (column < 0 || !findIndicator(indicatorId)) {
    throw new EngineError(
      'UNKNOWN_INDICATOR',
      `Indicator ${indicatorId} is not in the registry; choose one of the listed indicators.`,
      { indicatorId },
    );
  }
  return { column, scale: 1 };
}

/** True when the evaluation's LCI source has data for the indicator (else show "no data"). */
export function hasIndicatorData(ev: Evaluation, indicatorId: number): boolean {
  const id = isDerivedCurrency(indicatorId) ? INDICATOR_ID.australianDollars : indicatorId;
  return ev.availableIndicatorIds.includes(id);
}

/** Period totals by module and column: out[m·K + k]. */
export function moduleTotals(ev: Evaluation, includeGeneration = false): Float64Array {
  const out = Float64Array.from(ev.embodiedTotals);
  ev.lines.forEach((line, l) => {
    if (line.isGeneration && !includeGeneration) return;
    const row = MODULE_INDEX[line.module] * K;
    for (let k = 0; k < K; k++) out[row + k] = out[row + k]! + ev.lineValues[l * K + k]!;
  });
  return out;
}

function sumModules(
  values: Float64Array,
  offset: number,
  column: number,
  modules: readonly LifeCycleModule[],
): number {
  let s = 0;
  for (const m of modules) s += values[offset + MODULE_INDEX[m] * K + column]!;
  return s;
}

/**
 * Total of one indicator over the chosen modules, or null when the source has no data for it or
 * nothing in scope has data for it (e.g. cost A1-A5 without material prices: "no data", not 0;
 * coverage.ts). Units: the indicator's unit (derived currencies: AUD × exchange rate).
 */
export function indicatorTotal(
  ev: Evaluation,
  indicatorId: number,
  options: AggregateOptions = {},
): number | null {
  const { column, scale } = indicatorColumnAndScale(indicatorId, options.exchangeRate);
  if (!hasIndicatorData(ev, indicatorId)) return null;
  const coverage = indicatorCoverage(ev, indicatorId, options);
  if (coverage.status === 'none') return null;
  return (
    sumModules(
      moduleTotals(ev, options.includeGeneration),
      0,
      column,
      options.modules ?? LIFE_CYCLE_SCOPES.wholeLife,
    ) * scale
  );
}

/** Period totals per category of a focal point: out[(c·M + m)·K + k]. */
export function categoryModuleTotals(
  ev: Evaluation,
  focalPointId: FocalPointId,
  includeGeneration = false,
): Float64Array {
  const table = ev.categories[focalPointSlot(focalPointId)]!;
  const out = new Float64Array(Math.max(table.size, 9) * M * K);
  const addBlock = (cat: number, source: Float64Array, offset: number): void => {
    const base = cat * M * K;
    for (let j = 0; j < M * K; j++) out[base + j] = out[base + j]! + source[offset + j]!;
  };
  if (focalPointId === FOCAL_POINT.materials) {
    for (let c = 0; c < table.size; c++) addBlock(c, ev.materialEmbodied, c * M * K);
  } else if (focalPointId === FOCAL_POINT.construction) {
    const perMaster = masterEmbodiedTotals(ev);
    ev.masters.forEach((_, i) => addBlock(ev.masterCategory[i]!, perMaster, i * M * K));
  } else if (focalPointId === FOCAL_POINT.energy) {
    addBlock(table.codes.indexOf('embodied'), ev.embodiedTotals, 0);
  } else {
    for (let m = 0; m < M; m++) {
      const base = (MODULE_TO_STAGE[m]! * M + m) * K;
      for (let k = 0; k < K; k++) out[base + k] = out[base + k]! + ev.embodiedTotals[m * K + k]!;
    }
  }
  ev.lines.forEach((line, l) => {
    if (line.isGeneration && !includeGeneration) return;
    const cat = ev.lineCategory[lineCategoryIndex(l, focalPointId)]!;
    const base = (cat * M + MODULE_INDEX[line.module]) * K;
    for (let k = 0; k < K; k++) out[base + k] = out[base + k]! + ev.lineValues[l * K + k]!;
  });
  return out;
}

/** One category of a focal point with its impact (the spec's results Details). */
export interface CategoryResult {
  focalPointId: FocalPointId;
  code: string;
  name: string;
  /** Sum over the chosen modules, in the indicator's unit. */
  impact: number;
  /** Design templates contributing to the category. */
  masterDesignTemplateIds: string[];
}

/**
 * Results of one indicator by the categories of a focal point (spec doc 2 §2 results by focal
 * point and category), largest magnitude first; null when the source has no data.
 */
export function resultsByCategory(
  ev: Evaluation,
  focalPointId: FocalPointId,
  indicatorId: number,
  options: AggregateOptions = {},
): CategoryResult[] | null {
  const { column, scale } = indicatorColumnAndScale(indicatorId, options.exchangeRate);
  if (!hasIndicatorData(ev, indicatorId)) return null;
  const modules = options.modules ?? LIFE_CYCLE_SCOPES.wholeLife;
  const totals = categoryModuleTotals(ev, focalPointId, options.includeGeneration);
  const table = ev.categories[focalPointSlot(focalPointId)]!;
  const contributors = table.codes.map(() => new Set<string>());
  const note = (cat: number, master: number): void => {
    if (master >= 0) contributors[cat]?.add(ev.masters[master]!.designTemplateId);
  };
  if (focalPointId === FOCAL_POINT.materials)
    ev.elements.forEach((el, i) => note(ev.elementMaterialCategory[i]!, el.master));
  else if (focalPointId === FOCAL_POINT.construction)
    ev.masters.forEach((_, i) => note(ev.masterCategory[i]!, i));
  ev.lines.forEach((line, l) =>
    note(ev.lineCategory[lineCategoryIndex(l, focalPointId)]!, line.master),
  );
  const results: CategoryResult[] = table.codes.map((code, c) => ({
    focalPointId,
    code,
    name: table.names[c]!,
    impact: sumModules(totals, c * M * K, column, modules) * scale,
    masterDesignTemplateIds: [...(contributors[c] ?? [])],
  }));
  return results
    .filter((r) => r.impact !== 0)
    .sort((x, y) => Math.abs(y.impact) - Math.abs(x.impact));
}

/** Impact of each design template (embodied plus the operational lines it causes). */
export function designTemplateImpacts(
  ev: Evaluation,
  indicatorId: number,
  options: AggregateOptions = {},
): { designTemplateId: string; impact: number }[] {
  const { column, scale } = indicatorColumnAndScale(indicatorId, options.exchangeRate);
  const modules = options.modules ?? LIFE_CYCLE_SCOPES.wholeLife;
  const perMaster = masterEmbodiedTotals(ev);
  const impacts = ev.masters.map((_, i) => sumModules(perMaster, i * M * K, column, modules));
  ev.lines.forEach((line, l) => {
    if (
      line.master < 0 ||
      (line.isGeneration && !options.includeGeneration) ||
      !modules.includes(line.module)
    )
      return;
    impacts[line.master] = impacts[line.master]! + ev.lineValues[l * K + column]!;
  });
  return ev.masters.map((m, i) => ({
    designTemplateId: m.designTemplateId,
    impact: impacts[i]! * scale,
  }));
}
