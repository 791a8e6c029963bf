import { describe, expect, it } from 'vitest';
import { moduleTotals } from './aggregates';
import { compileSource } from './compiled-source';
import { ElementCalculator } from './embodied';
import { evaluateDesign } from './evaluate-design';
import type { ExpandedElement } from './expand-design';
import { INDICATOR_COLUMN_COUNT, indicatorColumn } from './indicators';
import type { LciSource, Process } from './lci-types';
import { MODULE_INDEX } from './life-cycle-modules';
import { pivotRows } from './pivot-rows';
import { checkRefrigerantRelease, refrigerantEmissions } from './refrigerant';
import type { Template } from './template-types';
import { TEST_CONTEXT, TEST_SOURCE, testDesign } from './test-support';

const K = INDICATOR_COLUMN_COUNT;
const GWP = indicatorColumn(1);

/** A test gas: GWP 677 kg CO2e per kg released, in B1 (leakage) and C1 (removal). */
const gas: Process = {
  id: 'test-r32',
  name: 'Test refrigerant R32, released to air',
  kind: 'material',
  category: 'refrigerant',
  declaredUnit: 'kg',
  factors: [
    { indicatorId: 1, module: 'B1', value: 677, provenance: 0 },
    { indicatorId: 1, module: 'C1', value: 677, provenance: 0 },
  ],
};
const source: LciSource = { ...TEST_SOURCE, processes: [...TEST_SOURCE.processes, gas] };
const release = { annualLeakRate: 0.03, endOfLifeLossRate: 0.48 };

describe('refrigerant emissions (B1, C1 and B4)', () => {
  it('hand calculation: 1.75 kg of R32, 3 %/yr, 48 % lost at removal, 15-year life over 60 years', () => {
    const r = refrigerantEmissions(1.75, 677, release, 15, 60);
    // B1 = 1.75 kg × 0.03 /yr × 677 × 60 yr = 2,132.55 kg CO2e
    expect(r.b1).toBeCloseTo(2132.55, 6);
    // one removal = 1.75 × 0.48 × 677 = 568.68; replacements at 15, 30, 45 (n = 3) → B4 1,706.04
    expect(r.replacements).toBe(3);
    expect(r.b4).toBeCloseTo(1706.04, 6);
    // the last equipment's removal at year 60 → C1 568.68
    expect(r.c1).toBeCloseTo(568.68, 6);
    // total = 1.75 × 677 × (0.03 × 60 + 0.48 × 4) = 1,184.75 × 3.72 = 4,407.27
    expect(r.total).toBeCloseTo(4407.27, 6);
  });

  it('the element calculator gives the same per-occurrence values and counts', () => {
    const compiled = compileSource(source);
    const p = compiled.indexById.get('test-r32')!;
    const el: ExpandedElement = {
      process: p,
      endOfLifeProcess: p,
      transportProcess: -1,
      distanceKm: 0,
      quantity: 1.75,
      wastageRate: 0,
      serviceLife: 15,
      maintenanceRate: 0,
      repairRate: 0,
      costPerUnit: Number.NaN,
      refrigerant: release,
      master: 0,
      nestedTemplate: null,
      recipeLineId: 0,
    };
    const calc = new ElementCalculator(compiled, 60, 0);
    calc.compute(el);
    const at = (m: keyof typeof MODULE_INDEX) => calc.perOccurrence[MODULE_INDEX[m] * K + GWP]!;
    // B1 per year = 1.75 × 0.03 × 677 = 35.5425, counted every year 1..60
    expect(at('B1')).toBeCloseTo(35.5425, 9);
    expect(calc.count[MODULE_INDEX.B1]).toBe(60);
    // C1 = 1.75 × 0.48 × 677 = 568.68 once; B4 = the same loss at each of 3 replacements
    expect(at('C1')).toBeCloseTo(568.68, 9);
    expect(at('B4')).toBeCloseTo(568.68, 9);
    expect(calc.count[MODULE_INDEX.B4]).toBe(3);
    expect(at('A1-A3')).toBe(0);
    let total = 0;
    for (const m of ['B1', 'B4', 'C1'] as const) total += at(m) * calc.count[MODULE_INDEX[m]]!;
    expect(total).toBeCloseTo(4407.27, 6);
  });

  it('a design with a refrigerant charge reports B1 in module totals and pivot rows', () => {
    const heatPump = TEST_CONTEXT.templates.get('heat-pump')!;
    const withCharge: Template = {
      ...heatPump,
      elements: [
        ...heatPump.elements,
        // 1.75 kg per 100 m² served (test value); the design serves 150 m² → 2.625 kg
        {
          kind: 'process',
          processId: 'test-r32',
          quantity: 1.75,
          wastageRate: 0,
          serviceLife: 15,
          refrigerant: release,
        },
      ],
    };
    const ctx = {
      ...TEST_CONTEXT,
      source,
      templates: new Map([...TEST_CONTEXT.templates, ['heat-pump', withCharge]]),
    };
    const ev = evaluateDesign(testDesign(), ctx);
    const totals = moduleTotals(ev);
    // B1 = 2.625 kg × 0.03 × 677 × 60 = 3,198.825 kg CO2e
    expect(totals[MODULE_INDEX.B1 * K + GWP]).toBeCloseTo(3198.825, 6);
    const rows = pivotRows(ev, { indicatorIds: [1] }).filter((r) => r.module === 'B1');
    expect(rows).toHaveLength(60);
    expect(rows[0]!.moduleDescription).toBe('Use (refrigerant leakage)');
    expect(rows[0]!.yearOccurrence).toBe(1);
    expect(rows[0]!.masterTemplateName).toBe(heatPump.name);
    expect(rows.reduce((s, r) => s + r.value, 0)).toBeCloseTo(3198.825, 6);
  });

  it('refuses rates outside 0..1', () => {
    expect(() =>
      checkRefrigerantRelease({ annualLeakRate: 3, endOfLifeLossRate: 0.5 }, 'Template "x"'),
    ).toThrow(/annual leak rate of 3/);
  });
});
