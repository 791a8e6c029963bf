/**
 * What each design template contributes to each category of a focal point (the spec's results
 * detail of one impact line, doc 2 §2 "/design-results/{id}/{indicatorId}/{excPowGen}/{categoryId}/{name}").
 * The contributions of a category sum to its impact in `resultsByCategory` (aggregates.ts).
 */
import { indicatorColumnAndScale, hasIndicatorData } from './aggregates';
import type { AggregateOptions } from './aggregates';
import type { FocalPointId } from './categories';
import { FOCAL_POINT, focalPointSlot, lineCategoryIndex, MODULE_TO_STAGE } from './categories';
import type { Evaluation } from './evaluation-types';
import { INDICATOR_COLUMN_COUNT } from './indicators';
import { LIFE_CYCLE_SCOPES, MODULE_INDEX } from './life-cycle-modules';

const K = INDICATOR_COLUMN_COUNT;

/** One design template's share of a category, in the indicator's unit. */
export interface TemplateContribution {
  /** The design template (component) causing it; null for rows without one (whole-of-home loads). */
  designTemplateId: string | null;
  impact: number;
}

/** The contributions to one category of a focal point. */
export interface CategoryContributions {
  code: string;
  name: string;
  /** Non-zero contributions, largest magnitude first. */
  contributions: TemplateContribution[];
}

/**
 * Contributions of every design template to every category of `focalPointId` for one indicator,
 * summed over the chosen modules (default whole life A–C) with on-site generation netted only
 * when `includeGeneration`. Null when the source has no data for the indicator.
 */
export function categoryContributions(
  ev: Evaluation,
  focalPointId: FocalPointId,
  indicatorId: number,
  options: AggregateOptions = {},
): CategoryContributions[] | null {
  const { column, scale } = indicatorColumnAndScale(indicatorId, options.exchangeRate);
  if (!hasIndicatorData(ev, indicatorId)) return null;
  const inScope = new Set(
    (options.modules ?? LIFE_CYCLE_SCOPES.wholeLife).map((m) => MODULE_INDEX[m]),
  );
  const table = ev.categories[focalPointSlot(focalPointId)]!;
  const sums = table.codes.map(() => new Map<number, number>());
  const add = (category: number, master: number, value: number): void => {
    const map = sums[category];
    if (!map || value === 0) return;
    map.set(master, (map.get(master) ?? 0) + value);
  };
  const embodiedCategory = table.codes.indexOf('embodied');

  ev.elements.forEach((el, i) => {
    const unit = ev.recipeUnits[ev.elementUnit[i]!]!;
    for (let j = 0; j < unit.at.length; j++) {
      const at = unit.at[j]!;
      if (at % K !== column) continue;
      const m = (at - column) / K;
      if (!inScope.has(m)) continue;
      const category =
        focalPointId === FOCAL_POINT.lifeCycleStage
          ? MODULE_TO_STAGE[m]!
          : focalPointId === FOCAL_POINT.energy
            ? embodiedCategory
            : focalPointId === FOCAL_POINT.materials
              ? ev.elementMaterialCategory[i]!
              : ev.masterCategory[el.master]!;
      add(category, el.master, el.quantity * unit.values[j]!);
    }
  });
  ev.lines.forEach((line, l) => {
    if (line.isGeneration && !options.includeGeneration) return;
    if (!inScope.has(MODULE_INDEX[line.module])) return;
    add(
      ev.lineCategory[lineCategoryIndex(l, focalPointId)]!,
      line.master,
      ev.lineValues[l * K + column]!,
    );
  });

  return table.codes.map((code, c) => ({
    code,
    name: table.names[c]!,
    contributions: [...sums[c]!.entries()]
      .map(([master, value]) => ({
        designTemplateId: master >= 0 ? ev.masters[master]!.designTemplateId : null,
        impact: value * scale,
      }))
      .filter((x) => x.impact !== 0)
      .sort((a, b) => Math.abs(b.impact) - Math.abs(a.impact)),
  }));
}
