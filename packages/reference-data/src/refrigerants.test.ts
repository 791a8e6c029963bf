import { indicatorTotal } from '@circa/engine/aggregates';
import { evaluateDesign } from '@circa/engine/evaluate-design';
import type { ProcessElement } from '@circa/engine/template-types';
import { describe, expect, it } from 'vitest';
import { findBaseline } from './baselines/baseline-designs';
import { createEvaluationContext } from './default-context';
import { CONDITIONING_TEMPLATES, HOT_WATER_TEMPLATES } from './library/services-templates';
import { starterSource } from './lci-sources';
import {
  ANNUAL_LEAK_RATE,
  CHARGE_KG_PER_KW,
  END_OF_LIFE_LOSS_RATE,
  REFRIGERANT_PROCESS,
} from './refrigerants';

const chargeOf = (templateId: string): ProcessElement | undefined =>
  CONDITIONING_TEMPLATES.find((t) => t.id === templateId)!.elements.find(
    (e): e is ProcessElement => e.kind === 'process' && e.refrigerant != null,
  );

describe('refrigerants (B1, methodology §6.1)', () => {
  it('ships the AR5 GWPs of the NGER Regulations 2008 reg. 2.02 in B1 and C1, GWP only', () => {
    const gwp = (id: string) => {
      const p = starterSource().processes.find((x) => x.id === id)!;
      expect(p.factors.map((f) => [f.indicatorId, f.module])).toEqual([
        [1, 'B1'],
        [1, 'C1'],
      ]);
      return p.factors[0]!.value;
    };
    // table items 6 (HFC-32), 11 (HFC-134a) and 1 (CO2)
    expect(gwp(REFRIGERANT_PROCESS.r32)).toBe(677);
    expect(gwp(REFRIGERANT_PROCESS.r134a)).toBe(1300);
    expect(gwp(REFRIGERANT_PROCESS.r744)).toBe(1);
  });

  it('transcribes the equipment defaults as read (MfE Table B.1; RRA FY21)', () => {
    expect(CHARGE_KG_PER_KW.value).toBe(0.25);
    expect(ANNUAL_LEAK_RATE.value).toBe(0.03);
    // recovery effectiveness 52 % (lower figure of 52–65 %) → 48 % released
    expect(END_OF_LIFE_LOSS_RATE.value).toBeCloseTo(1 - 0.52, 12);
    for (const f of [CHARGE_KG_PER_KW, ANNUAL_LEAK_RATE, END_OF_LIFE_LOSS_RATE])
      expect(f.provenance.isApproximate).toBe(true);
  });

  it('gives the split and ducted units a charge of 0.25 kg/kW of their nominal capacity', () => {
    // ducted: 10 kW × 0.25 = 2.5 kg per 150 m² served; splits: 7 kW × 0.25 = 1.75 kg per 50 m²
    expect(chargeOf('ducted-heat-pump')!.quantity).toBe(2.5);
    for (const id of ['split-heat-pumps', 'split-heat-pumps-efficient', 'split-air-conditioners'])
      expect(chargeOf(id)!.quantity).toBe(1.75);
    expect(chargeOf('ducted-heat-pump')!.refrigerant).toEqual({
      annualLeakRate: 0.03,
      endOfLifeLossRate: 0.48,
    });
    // no citable charge of a heat-pump water heater was found: it has no refrigerant line
    const hw = HOT_WATER_TEMPLATES.find((t) => t.id === 'hw-heat-pump')!;
    expect(hw.elements.some((e) => e.kind === 'process' && e.refrigerant != null)).toBe(false);
  });

  it('adds B1 to the single-storey baseline: kg × 3 %/yr × 677 × 60 years', () => {
    const baseline = findBaseline('baseline-single-storey')!;
    const ev = evaluateDesign(baseline.design, createEvaluationContext());
    const gas = ev.compiled.indexById.get(REFRIGERANT_PROCESS.r32)!;
    const kg = ev.elements.filter((e) => e.process === gas).reduce((s, e) => s + e.quantity, 0);
    // the ducted heat pump holds 2.5 kg per 150 m² of the area it serves
    const served = ev.masters.find((m) => m.template.id === 'ducted-heat-pump')!.quantity;
    expect(kg).toBeCloseTo((2.5 * served) / 150, 9);
    expect(indicatorTotal(ev, 1, { modules: ['B1'] })).toBeCloseTo(kg * 0.03 * 677 * 60, 6);
  });
});
