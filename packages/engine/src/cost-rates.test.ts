/**
 * Template cost rates through a whole evaluation (methodology §9): hand-worked examples on the
 * test templates (test-support.ts).
 */
import { describe, expect, it } from 'vitest';
import { indicatorTotal } from './aggregates';
import { coverageNote, indicatorCoverage } from './coverage';
import type { DesignTemplate } from './design-types';
import { evaluateDesign } from './evaluate-design';
import type { EvaluationContext } from './evaluation-context';
import type { LifeCycleModule } from './life-cycle-modules';
import { LIFE_CYCLE_SCOPES } from './life-cycle-modules';
import { pivotRows } from './pivot-rows';
import type { Template, TemplateCostRate } from './template-types';
import { TEST_CONTEXT, TEST_TEMPLATES, testDesign } from './test-support';

const provenance = {
  source: 'test',
  table: 'test rate',
  licence: 'cc-by-4.0',
  confidence: 'medium' as const,
  isApproximate: false,
};
const wall = TEST_TEMPLATES.find((t) => t.id === 'wall')!;
const rate = (r: Partial<TemplateCostRate>): TemplateCostRate => ({
  audPerUnit: 0,
  scope: 'template',
  serviceLife: null,
  priceYear: 'FY2018-19',
  provenance,
  ...r,
});
// Wall (per 10 m²: 0.2 m³ timber at 1000 AUD/m³, 2 kg paint unpriced, 10 m² board at 12 AUD/m²)
// priced as a whole at 80 AUD/m² with a 30-year life.
const pricedWall: Template = {
  ...wall,
  id: 'wall-priced',
  name: 'Priced wall',
  costRate: rate({ audPerUnit: 80, serviceLife: 30 }),
};
// A building-level cost template: no elements, 1500 AUD per m² of floor area.
const buildingCost: Template = {
  ...wall,
  id: 'building-cost',
  name: 'Whole-building construction cost',
  unit: 'm2',
  baseQuantity: 1,
  elements: [],
  costRate: rate({ audPerUnit: 1500, scope: 'building' }),
};
const ctx: EvaluationContext = {
  ...TEST_CONTEXT,
  templates: new Map([
    ...TEST_CONTEXT.templates,
    ...[pricedWall, buildingCost].map((t) => [t.id, t] as const),
  ]),
};
const dt = (templateId: string, quantity: number, sortOrder: number): DesignTemplate => ({
  id: `dt-${templateId}`,
  templateId,
  quantity,
  isAutoCalc: false,
  sortOrder,
});
const embodiedCost = (
  templates: DesignTemplate[],
  modules: readonly LifeCycleModule[] = LIFE_CYCLE_SCOPES.embodied,
) =>
  indicatorTotal(evaluateDesign(testDesign({ designTemplates: templates }), ctx), 3, { modules });

describe('template cost rates', () => {
  it('a template rate replaces the prices of what it contains, and is replaced with its life', () => {
    // Unpriced wall, 100 m²: timber 2 m³ × 1000 × 1.1 (waste) = 2200; board 100 m² × 12 × 1.05 =
    // 1260, replaced at 25 and 50 → 3 × 1260 = 3780. Total 5980.
    expect(embodiedCost([dt('wall', 100, 1)])).toBeCloseTo(5980, 6);
    // Priced wall, 100 m² × 80 = 8000 at year 0 and at year 30 (one replacement) = 16,000; the
    // timber and board prices are inside the rate.
    expect(embodiedCost([dt('wall-priced', 100, 1)])).toBeCloseTo(16000, 6);
    expect(embodiedCost([dt('wall-priced', 100, 1)], ['A1-A3'])).toBeCloseTo(8000, 6);
    expect(embodiedCost([dt('wall-priced', 100, 1)], ['B4'])).toBeCloseTo(8000, 6);
  });

  it('a building rate prices all capital once; replacements keep their prices', () => {
    // 200 m² × 1500 = 300,000 (A1-A3). The wall's capital (2200 + 1260) is inside it; the board's
    // two replacements are not: 2 × 1260 = 2520. Total 302,520.
    const templates = [dt('building-cost', 200, 1), dt('wall', 100, 2)];
    expect(embodiedCost(templates, ['A1-A3', 'A4', 'A5'])).toBeCloseTo(300000, 6);
    expect(embodiedCost(templates, ['B4'])).toBeCloseTo(2520, 6);
    expect(embodiedCost(templates)).toBeCloseTo(302520, 6);
    // A priced template beside a building rate: only its replacement (8000 at year 30) counts.
    expect(embodiedCost([dt('building-cost', 200, 1), dt('wall-priced', 100, 2)])).toBeCloseTo(
      308000,
      6,
    );
  });

  it('carbon is unchanged by cost rates', () => {
    const a = evaluateDesign(testDesign({ designTemplates: [dt('wall', 100, 1)] }), ctx);
    const b = evaluateDesign(
      testDesign({ designTemplates: [dt('wall-priced', 100, 1), dt('building-cost', 200, 2)] }),
      ctx,
    );
    expect(indicatorTotal(b, 1)).toBeCloseTo(indicatorTotal(a, 1)!, 9);
  });

  it('the cost line is a pivot row named after its template', () => {
    const ev = evaluateDesign(testDesign({ designTemplates: [dt('building-cost', 200, 1)] }), ctx);
    const rows = pivotRows(ev, { indicatorIds: [3] }).filter((r) => r.elementType === 'cost');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      value: 300000,
      module: 'A1-A3',
      elementProcessName: 'Whole-building construction cost (cost rate)',
    });
  });

  it('coverage: a building rate covers construction; unpriced replacements stay gaps', () => {
    const ev = evaluateDesign(
      testDesign({ designTemplates: [dt('building-cost', 200, 1), dt('wall', 100, 2)] }),
      ctx,
    );
    const cov = indicatorCoverage(ev, 3);
    // Paint (unpriced) is maintained and replaced every 10 years: B2 and B4 have no price;
    // timber's end of life (C3) has none either. The board's replacements are priced.
    expect(cov.gaps).toEqual([
      {
        kind: 'material',
        modules: ['B2', 'B4', 'C3'],
        processIds: ['paint', 'timber'],
        isPartial: true,
      },
    ]);
    expect(cov.coveredModules).toEqual(['A1-A3', 'A5', 'B4', 'B6', 'B7']);
    expect(coverageNote(cov, 'Test source')).toBe(
      'Maintenance and repair (B2, B3), some replacements (B4) and end of life (C1–C4) of materials have no price data in Test source: this cost covers construction (A1-A5), part of the replacements (B4), operational energy and water only.',
    );
  });

  it('rejects a negative rate', () => {
    const bad: Template = { ...buildingCost, id: 'bad', costRate: rate({ audPerUnit: -1 }) };
    const badCtx = { ...ctx, templates: new Map([...ctx.templates, ['bad', bad] as const]) };
    expect(() =>
      evaluateDesign(testDesign({ designTemplates: [dt('bad', 1, 1)] }), badCtx),
    ).toThrow(/cost rate of -1 AUD/);
  });
});
