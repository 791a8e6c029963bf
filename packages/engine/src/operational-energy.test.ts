import { describe, expect, it } from 'vitest';
import { evaluateDesign } from './evaluate-design';
import type { Evaluation } from './evaluation-types';
import { INDICATOR_COLUMN_COUNT, indicatorColumn } from './indicators';
import { TEST_ATTRIBUTES, TEST_CONTEXT, testDesign } from './test-support';

const withHotWater = (templateId: string, electricitySupplyId: 1 | 2 = 1) =>
  evaluateDesign(
    testDesign({
      attributes: { ...TEST_ATTRIBUTES, electricitySupplyId },
      designTemplates: [{ id: 'dt-hw', templateId, quantity: 1, isAutoCalc: false, sortOrder: 1 }],
    }),
    TEST_CONTEXT,
  );

/** Period total of the hot-water lines of an evaluation for one indicator. */
const hotWater = (ev: Evaluation, indicatorId: number) =>
  ev.lines.reduce(
    (s, l, i) =>
      l.endUse === 'hot-water'
        ? s + ev.lineValues[i * INDICATOR_COLUMN_COUNT + indicatorColumn(indicatorId)]!
        : s,
    0,
  );

describe('controlled-load (off-peak) hot water', () => {
  it('worked example: electric storage on a controlled-load tariff, NSW, zone 3, 3.11 occupants', () => {
    const ev = withHotWater('hw-electric-controlled');
    const lines = ev.lines.filter((l) => l.endUse === 'hot-water');
    expect(lines).toHaveLength(1);
    // x = 40 × 3.11 / 5.107 × 365 × 0.904521 / 1000 = 8.042037 GJ/yr (WoH Eq 25)
    // ESS-3-00: 1020.408 × 8.042037 + 1681.753 = 9887.87 MJ/yr = 2746.63 kWh/yr
    expect(lines[0]!.annualDemand).toBeCloseTo(2746.63, 1);
    expect(TEST_CONTEXT.source.processes[lines[0]!.carrier]!.id).toBe('elec-nsw-controlled');
    expect(lines[0]!.isGridElectricity).toBe(true);
    // Cost over 60 years at the controlled-load 12.99 c/kWh: 2746.63 × 0.1299 × 60 = 21,407 AUD
    // (the general test tariff, 30 c/kWh, would give 49,439 AUD).
    expect(hotWater(ev, 3)).toBeCloseTo(21407, -1);
    // Same grid factor as general electricity: 2746.63 × 0.67 × 60 = 110,415 kg CO2e.
    expect(hotWater(ev, 1)).toBeCloseTo(110415, -1);
  });

  it('uses the off-grid carrier off grid', () => {
    const ev = withHotWater('hw-electric-controlled', 2);
    const line = ev.lines.find((l) => l.endUse === 'hot-water')!;
    expect(TEST_CONTEXT.source.processes[line.carrier]!.id).toBe('off-grid');
    expect(line.isGridElectricity).toBe(false);
  });
});
