import type { MasterTemplateModel, ResultDetail } from '@circa/contract/results.schema';
import { focalPointNames } from '@circa/contract/results.schema';
import { resultsByCategory } from '@circa/engine/aggregates';
import { categoryContributions } from '@circa/engine/category-contributions';
import type { FocalPointId } from '@circa/engine/categories';
import { categoryDisplayName, LIFE_CYCLE_STAGE_CATEGORIES } from '@circa/engine/categories';
import type { Evaluation } from '@circa/engine/evaluation-types';
import { viewOf } from '../customise/design-template-line';

const focalPoints: FocalPointId[] = [1, 2, 3, 4];

const descriptions: Readonly<Record<string, string>> = Object.fromEntries(
  LIFE_CYCLE_STAGE_CATEGORIES.map((c) => [c.code, `Modules ${c.modules.join(', ')}`]),
);

/**
 * The results Details of one indicator: every non-zero category of every focal point, with and
 * without on-site generation, each with the components causing it (engine: resultsByCategory and
 * categoryContributions over the whole life A1–C4).
 */
export function resultDetails(
  ev: Evaluation,
  indicatorId: number,
  exchangeRate: number,
): ResultDetail[] {
  const details: ResultDetail[] = [];
  for (const excluding of [true, false]) {
    for (const fp of focalPoints) {
      const options = { includeGeneration: !excluding, exchangeRate };
      const categories = resultsByCategory(ev, fp, indicatorId, options);
      const parts = categoryContributions(ev, fp, indicatorId, options);
      if (!categories || !parts) return [];
      for (const c of categories) {
        const contributions = parts.find((p) => p.code === c.code)?.contributions ?? [];
        details.push({
          IndicatorId: indicatorId,
          ExcludingPowerGeneration: excluding,
          Category: focalPointNames[fp - 1]!,
          CategoryId: fp,
          // Materials are filed under their slug ('natural-gas'): people read the display name.
          Name: categoryDisplayName(c.code, c.name),
          Code: c.code,
          Description: fp === 1 ? (descriptions[c.code] ?? '') : '',
          Impact: c.impact,
          MasterDesignTemplateIds: contributions
            .map((x) => x.designTemplateId)
            .filter((id): id is string => id !== null),
          Contributions: contributions.map((x) => ({
            DesignTemplateId: x.designTemplateId,
            Impact: x.impact,
          })),
        });
      }
    }
  }
  return details;
}

/** The design's components, for links from the results to their customise views. */
export function masterTemplateModels(ev: Evaluation): MasterTemplateModel[] {
  return ev.masters.map((m) => ({
    DesignTemplateId: m.designTemplateId,
    TemplateId: m.template.id,
    Name: m.template.name,
    ViewIndex: viewOf(m.template),
    Quantity: m.quantity,
    Unit: m.template.unit,
  }));
}
