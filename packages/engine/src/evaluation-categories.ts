/**
 * Filing an evaluation under the categories of the four focal points (METHOD.md §7; categories.ts):
 * every element and every operational line gets exactly one category per focal point, so the
 * categories of a focal point partition the total.
 *
 * Category indexes are the order in which categories are first seen, so the steps below must run
 * in this order: tables seeded → element materials → master construction categories → lines.
 */
import type { FocalPointCategoryTables } from './categories';
import {
  CategoryTable,
  ENERGY_CATEGORIES,
  FOCAL_POINT_COUNT,
  FOCAL_POINT_SLOT,
  LIFE_CYCLE_STAGE_CATEGORIES,
  MODULE_TO_STAGE,
  WHOLE_OF_HOME_CATEGORY,
} from './categories';
import type { CompiledSource } from './compiled-source';
import type { EvaluationContext } from './evaluation-context';
import type { ExpandedElement, ExpandedMaster } from './expand-design';
import { MODULE_INDEX } from './life-cycle-modules';
import type { OperationalLine } from './operational-line';

const STAGE = FOCAL_POINT_SLOT.lifeCycleStage;
const ENERGY = FOCAL_POINT_SLOT.energy;
const MATERIALS = FOCAL_POINT_SLOT.materials;
const CONSTRUCTION = FOCAL_POINT_SLOT.construction;

/**
 * New category tables, one per focal point: life cycle stages and energy end uses seeded in
 * their display order (so their indexes are fixed), materials and construction empty.
 */
export function createCategoryTables(): FocalPointCategoryTables {
  const tables = [
    new CategoryTable(),
    new CategoryTable(),
    new CategoryTable(),
    new CategoryTable(),
  ] as const;
  for (const c of LIFE_CYCLE_STAGE_CATEGORIES) tables[STAGE].ensure(c.code, c.name);
  for (const c of ENERGY_CATEGORIES) tables[ENERGY].ensure(c.code, c.name);
  return tables;
}

/** Materials category of the cost lines of template cost rates (they have no process). */
export const COST_RATE_CATEGORY = { code: 'cost-rate', name: 'Construction cost rates' } as const;

/**
 * Materials category of each element: its process's `category` slug, added to `materials` on
 * first sight. Returns an index into `materials` per element.
 */
export function elementMaterialCategories(
  elements: readonly ExpandedElement[],
  compiled: CompiledSource,
  materials: CategoryTable,
): Int32Array {
  const processCategory = new Int32Array(compiled.processes.length).fill(-1);
  const out = new Int32Array(elements.length);
  for (let i = 0; i < elements.length; i++) {
    const p = elements[i]!.process;
    if (p < 0) {
      // The cost line of a template cost rate has no process (methodology §9).
      out[i] = materials.ensure(COST_RATE_CATEGORY.code, COST_RATE_CATEGORY.name);
      continue;
    }
    let category = processCategory[p]!;
    if (category < 0) {
      const process = compiled.processes[p]!;
      category = materials.ensure(process.category, process.category);
      processCategory[p] = category;
    }
    out[i] = category;
  }
  return out;
}

/**
 * Construction category of each master design template: its template's category
 * (`ctx.templateCategories`, or "category-<id>" when unknown), added to `construction` on first
 * sight. Returns an index into `construction` per master.
 */
export function masterConstructionCategories(
  masters: readonly ExpandedMaster[],
  templateCategories: EvaluationContext['templateCategories'],
  construction: CategoryTable,
): Int32Array {
  const out = new Int32Array(masters.length);
  masters.forEach((master, i) => {
    const category = templateCategories.get(master.template.categoryId);
    out[i] = construction.ensure(
      category?.code ?? `category-${master.template.categoryId}`,
      category?.name ?? `Category ${master.template.categoryId}`,
    );
  });
  return out;
}

/**
 * Categories of each operational line in the four focal points, as a block of
 * {@link FOCAL_POINT_COUNT} indexes per line (`out[l·4 + slot]`, see `lineCategoryIndex`):
 * - life cycle stage: the stage of its module (B6 operational energy, B7 operational water);
 * - energy: its end use, or "water" for every B7 line;
 * - materials: its carrier's category, else "rainwater" or "on-site-reuse" (lines without a
 *   carrier process);
 * - construction: its master's category (`masterCategory`), or "whole of home" for lines without
 *   a component (added to the construction table here, after the masters').
 */
export function operationalLineCategories(
  lines: readonly OperationalLine[],
  compiled: CompiledSource,
  tables: FocalPointCategoryTables,
  masterCategory: Int32Array,
): Int32Array {
  const wholeOfHome = tables[CONSTRUCTION].ensure(
    WHOLE_OF_HOME_CATEGORY.code,
    WHOLE_OF_HOME_CATEGORY.name,
  );
  const out = new Int32Array(lines.length * FOCAL_POINT_COUNT);
  lines.forEach((line, l) => {
    const at = l * FOCAL_POINT_COUNT;
    out[at + STAGE] = MODULE_TO_STAGE[MODULE_INDEX[line.module]]!;
    out[at + ENERGY] =
      line.module === 'B7'
        ? tables[ENERGY].ensure('water', 'Water supply and treatment')
        : tables[ENERGY].ensure(line.endUse, line.endUse);
    const carrier = line.carrier >= 0 ? compiled.processes[line.carrier]! : null;
    out[at + MATERIALS] = carrier
      ? tables[MATERIALS].ensure(carrier.category, carrier.category)
      : tables[MATERIALS].ensure(
          line.sourceName === 'Rainwater' ? 'rainwater' : 'on-site-reuse',
          line.sourceName,
        );
    out[at + CONSTRUCTION] = line.master >= 0 ? masterCategory[line.master]! : wholeOfHome;
  });
  return out;
}
