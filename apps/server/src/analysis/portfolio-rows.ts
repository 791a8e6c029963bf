import type { StoredResultRow } from '@circa/db/portfolio.repository';
import { categoryDisplayName, FOCAL_POINT_SLOT } from '@circa/engine/categories';
import type { Evaluation } from '@circa/engine/evaluation-types';
import { LIFE_CYCLE_MODULES } from '@circa/engine/life-cycle-modules';
import { impactRow, pivotRowSet } from '@circa/engine/pivot-rows';

/**
 * A design's rows for the portfolio pivot: the engine's impact rows (`pivotRowSet`, the design
 * analysis's rows) summed over year, element and line into one row per indicator, life cycle
 * module, construction category and material category. Nothing is calculated here but sums of
 * engine rows; on-site generation is left out, as in the results' totals (a target nets it only
 * when it includes on-site renewables).
 */
export function portfolioRows(ev: Evaluation): StoredResultRow[] {
  const set = pivotRowSet(ev);
  const construction = ev.categories[FOCAL_POINT_SLOT.construction];
  const materials = ev.categories[FOCAL_POINT_SLOT.materials];
  // the categories of a row depend only on its element or line: name them once per source
  const namesOf = new Map<number, { category: string; material: string }>();
  const sums = new Map<string, StoredResultRow>();
  for (let i = 0; i < set.length; i++) {
    const source = set.source[i]!;
    let names = namesOf.get(source);
    if (!names) {
      const [, , m, c] = impactRow(set, i).categoryIndexes;
      names = {
        category: categoryDisplayName(construction.codes[c]!, construction.names[c]!),
        material: categoryDisplayName(materials.codes[m]!, materials.names[m]!),
      };
      namesOf.set(source, names);
    }
    const indicatorId = set.indicatorId[i]!;
    const module = LIFE_CYCLE_MODULES[set.module[i]!]!;
    const key = `${indicatorId}\u0000${module}\u0000${names.category}\u0000${names.material}`;
    const row = sums.get(key);
    if (row) row.value += set.value[i]!;
    else sums.set(key, { indicatorId, module, ...names, value: set.value[i]! });
  }
  return [...sums.values()];
}
