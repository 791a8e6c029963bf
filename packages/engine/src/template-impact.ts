/**
 * Embodied impact of a template on its own (the spec's template picker "ImpactValue"): the
 * template at `quantity` of its unit (default its base quantity) expanded with its nested
 * templates, summed over `modules` (default embodied A–C, no D). Operational effects need a
 * design and are not included.
 */
import { indicatorColumnAndScale } from './aggregates';
import { compileSource } from './compiled-source';
import { ElementCalculator } from './embodied';
import type { EvaluationContext } from './evaluation-context';
import { expandDesign } from './expand-design';
import { INDICATOR_COLUMN_COUNT, INDICATOR_ID, isDerivedCurrency } from './indicators';
import type { LifeCycleModule } from './life-cycle-modules';
import { LIFE_CYCLE_SCOPES, MODULE_INDEX } from './life-cycle-modules';
import { EngineError } from './engine-error';

/** Options of {@link templateEmbodiedImpact}. */
export interface TemplateImpactOptions {
  quantity?: number;
  modules?: readonly LifeCycleModule[];
  referenceStudyPeriod?: number;
  exchangeRate?: number;
}

/** Embodied impact of a template in the indicator's unit, or null when the source has no data. */
export function templateEmbodiedImpact(
  templateId: string,
  indicatorId: number,
  ctx: EvaluationContext,
  options: TemplateImpactOptions = {},
): number | null {
  const template = ctx.templates.get(templateId);
  if (!template)
    throw new EngineError(
      'UNKNOWN_TEMPLATE',
      `Template "${templateId}" is not in the template library.`,
      { templateId },
    );
  const compiled = compileSource(ctx.source);
  const { column, scale } = indicatorColumnAndScale(indicatorId, options.exchangeRate);
  const dataId = isDerivedCurrency(indicatorId) ? INDICATOR_ID.australianDollars : indicatorId;
  if (!compiled.availableIndicatorIds.includes(dataId)) return null;
  const expanded = expandDesign(
    {
      designTemplates: [
        {
          id: templateId,
          templateId,
          quantity: options.quantity ?? template.baseQuantity,
          isAutoCalc: false,
          sortOrder: 1,
        },
      ],
    },
    ctx,
    compiled,
    {},
  );
  const calc = new ElementCalculator(compiled, options.referenceStudyPeriod ?? 60, 0, [column]);
  const modules = options.modules ?? LIFE_CYCLE_SCOPES.embodied;
  let total = 0;
  for (const el of expanded.elements) {
    calc.compute(el);
    for (const m of modules) {
      const i = MODULE_INDEX[m];
      total += calc.perOccurrence[i * INDICATOR_COLUMN_COUNT + column]! * calc.count[i]!;
    }
  }
  return total * scale;
}
