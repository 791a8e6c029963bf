import { designTemplateImpacts, hasIndicatorData } from '@circa/engine/aggregates';
import { FOCAL_POINT, focalPointSlot } from '@circa/engine/categories';
import type { Evaluation } from '@circa/engine/evaluation-types';
import { LIFE_CYCLE_MODULES } from '@circa/engine/life-cycle-modules';
import { LCAX_IMPACT_KEYS, LCAX_MODULES, lcaxUnit } from './lcax-codes';

/** LCAx impacts: category key → module → value. */
export type LcaxImpacts = Record<string, Record<string, number | null>>;

/** The indicator ids with an LCAx key that the design's LCI source has data for. */
export function lcaxIndicatorIds(design: Evaluation): number[] {
  return Object.keys(LCAX_IMPACT_KEYS)
    .map(Number)
    .filter((id) => hasIndicatorData(design, id));
}

/**
 * One LCAx assembly per component (design template) of the design: its template's name, its
 * quantity and unit, its construction category, and its results per module from the engine's
 * `designTemplateImpacts` (embodied modules plus the operational lines the component causes,
 * on-site generation excluded). The recipe's materials are not written as LCAx products: Circa's
 * factors are per recipe line, not per product EPD.
 */
export function lcaxAssemblies(design: Evaluation) {
  const ids = lcaxIndicatorIds(design);
  const results: LcaxImpacts[] = design.masters.map(() => ({}));
  for (const id of ids) {
    const key = LCAX_IMPACT_KEYS[id]!;
    for (const module of LIFE_CYCLE_MODULES) {
      designTemplateImpacts(design, id, { modules: [module] }).forEach(({ impact }, i) => {
        const impacts = results[i]!;
        impacts[key] = { ...impacts[key], [LCAX_MODULES[module]]: impact };
      });
    }
  }
  const construction = design.categories[focalPointSlot(FOCAL_POINT.construction)]!;
  return design.masters.map((master, i) => {
    const category = design.masterCategory[i]!;
    const unit = lcaxUnit(master.template.unit);
    return {
      type: 'assembly' as const,
      id: master.designTemplateId,
      name: master.template.name,
      description: master.template.description || null,
      quantity: master.quantity,
      unit,
      classification: [
        {
          system: 'Circa construction category',
          code: construction.codes[category] ?? String(category),
          name: construction.names[category] ?? '',
        },
      ],
      products: [],
      results: results[i]!,
      metaData: {
        templateId: master.template.id,
        ...(unit === 'unknown' ? { circaUnit: master.template.unit } : {}),
      },
    };
  });
}
