import { describe, expect, it } from 'vitest';
import { indicatorTotal } from '@circa/engine/aggregates';
import { coverageNote, indicatorCoverage } from '@circa/engine/coverage';
import type { Design } from '@circa/engine/design-types';
import { evaluateDesign } from '@circa/engine/evaluate-design';
import { LIFE_CYCLE_SCOPES } from '@circa/engine/life-cycle-modules';
import { findBaseline } from '../baselines/baseline-designs';
import { createEvaluationContext } from '../default-context';
import {
  ABS_NEW_HOUSE_FY2018_19,
  HOUSE_CONSTRUCTION_RATE,
  TEMPLATE_COST_RATES,
  withCostRates,
} from './cost-rates';
import { TEMPLATE_LIBRARY, TEMPLATES_BY_ID } from './template-library';

const ctx = createEvaluationContext();

/** A baseline with the whole-house cost template at its gross floor area. */
function withHouseCost(baselineId: string, grossFloorArea: number): Design {
  const design = findBaseline(baselineId)!.design;
  return {
    ...design,
    designTemplates: [
      ...design.designTemplates.filter((dt) => dt.templateId !== 'construction-cost-house'),
      {
        id: `${design.id}:construction-cost-house`,
        templateId: 'construction-cost-house',
        quantity: grossFloorArea,
        isAutoCalc: false,
        sortOrder: 99,
      },
    ],
  };
}

describe('construction cost rates', () => {
  it('the whole-house rate is the ABS average cost ÷ average floor area (FY2018-19)', () => {
    // Cited figures, as read.
    expect(ABS_NEW_HOUSE_FY2018_19).toEqual({ averageCostAud: 320238, averageFloorAreaM2: 229.8 });
    // 320,238 ÷ 229.8 = 1,393.55 AUD/m²
    expect(HOUSE_CONSTRUCTION_RATE.audPerUnit).toBeCloseTo(1393.5509, 4);
    expect(HOUSE_CONSTRUCTION_RATE).toMatchObject({
      scope: 'building',
      serviceLife: null,
      priceYear: 'FY2018-19',
      provenance: { licence: 'cc-by-4.0', isApproximate: true, confidence: 'medium' },
    });
  });

  it('ships the rate on a building-level cost template; no library template has its own rate', () => {
    const house = TEMPLATES_BY_ID.get('construction-cost-house')!;
    expect(house.costRate).toBe(HOUSE_CONSTRUCTION_RATE);
    expect(house.unit).toBe('m2');
    expect(house.elements).toEqual([]);
    expect(TEMPLATE_LIBRARY.filter((t) => t.costRate).map((t) => t.id)).toEqual([
      'construction-cost-house',
    ]);
    expect(TEMPLATE_COST_RATES).toEqual({});
  });

  it('attaches template rates by id', () => {
    const wall = TEMPLATES_BY_ID.get('brick-veneer-wall')!;
    const [out] = withCostRates([wall]);
    expect(out).toBe(wall); // no rate for it: unchanged
  });

  it('worked example: single-storey baseline, 232.3 m² × 1,393.55 = 323,722 AUD of construction', () => {
    const ev = evaluateDesign(withHouseCost('baseline-single-storey', 232.3), ctx);
    const upfront = indicatorTotal(ev, 3, { modules: LIFE_CYCLE_SCOPES.upfront })!;
    expect(upfront).toBeCloseTo((232.3 * 320238) / 229.8, 6);
    expect(upfront).toBeCloseTo(323721.87, 1);
    // Carbon is unchanged by the cost template.
    const plain = evaluateDesign(findBaseline('baseline-single-storey')!.design, ctx);
    expect(indicatorTotal(ev, 1)).toBeCloseTo(indicatorTotal(plain, 1)!, 6);
    // No replacement is priced (no template has a rate of its own): B4 cost is no data.
    expect(indicatorTotal(ev, 3, { modules: ['B4'] })).toBeNull();
    expect(coverageNote(indicatorCoverage(ev, 3), ctx.source.name)).toBe(
      'Replacements (B4) and end of life (C1–C4) of materials and transport to site and some operational water have no price data in Circa open starter 2026.1: this cost covers construction (A1-A5), operational energy and the other operational water only.',
    );
  });
});
