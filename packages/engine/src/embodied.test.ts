import { describe, expect, it } from 'vitest';
import { compileSource } from './compiled-source';
import { ElementCalculator, replacementCount, replacementYears } from './embodied';
import type { ExpandedElement } from './expand-design';
import { indicatorColumn } from './indicators';
import { MODULE_INDEX } from './life-cycle-modules';
import { TEST_SOURCE } from './test-support';

const compiled = compileSource(TEST_SOURCE);
const GWP = indicatorColumn(1);
const AUD = indicatorColumn(3);
const K = 13;

function element(overrides: Partial<ExpandedElement> = {}): ExpandedElement {
  return {
    process: compiled.indexById.get('concrete')!,
    endOfLifeProcess: compiled.indexById.get('concrete')!,
    transportProcess: compiled.indexById.get('truck')!,
    distanceKm: 50,
    quantity: 10,
    wastageRate: 0.05,
    serviceLife: 25,
    maintenanceRate: 0,
    repairRate: 0,
    costPerUnit: Number.NaN,
    master: 0,
    nestedTemplate: null,
    recipeLineId: 0,
    ...overrides,
  };
}

describe('embodied modules of one element', () => {
  it('counts replacements at L, 2L, … before P', () => {
    expect(replacementCount(25, 60)).toBe(2);
    expect(replacementYears(25, 60)).toEqual([25, 50]);
    expect(replacementCount(30, 60)).toBe(1);
    expect(replacementCount(60, 60)).toBe(0);
    expect(replacementCount(Infinity, 60)).toBe(0);
    expect(replacementCount(7, 60)).toBe(8);
  });

  it('worked example: 10 m³ of concrete, 5 % wastage, 50 km by truck, 25-year life over 60 years', () => {
    const calc = new ElementCalculator(compiled, 60, 0);
    calc.compute(element());
    const at = (m: keyof typeof MODULE_INDEX, k = GWP) =>
      calc.perOccurrence[MODULE_INDEX[m] * K + k]!;
    // A1-A3 = 10 m³ × 300 kg CO2e/m³ = 3000
    expect(at('A1-A3')).toBeCloseTo(3000, 9);
    // A4 = 10 m³ × 2400 kg/m³ = 24 t; 24 t × 50 km = 1200 t·km × 0.1 = 120
    expect(at('A4')).toBeCloseTo(120, 9);
    // C1..C4 = 10 × (5, 3, 2, 1) = 50, 30, 20, 10; ΣC = 110
    expect([at('C1'), at('C2'), at('C3'), at('C4')]).toEqual([50, 30, 20, 10]);
    // A5 = 0.05 × (3000 + 120 + 110) + 10 × 4 (declared installation) = 161.5 + 40 = 201.5
    expect(at('A5')).toBeCloseTo(201.5, 9);
    // B4 per replacement = 3000 + 120 + 201.5 + 110 = 3431.5, at years 25 and 50 (2 replacements)
    expect(at('B4')).toBeCloseTo(3431.5, 9);
    expect(calc.count[MODULE_INDEX.B4]).toBe(2);
    // D = (1 + 2) × 1.05 × 10 × (−10) = −315
    expect(at('D')).toBeCloseTo(-315, 9);
    // cost: A1-A3 = 10 × 250 = 2500; A5 = 0.05 × 2500 = 125; B4 = 2500 + 125 = 2625 each
    expect(at('A1-A3', AUD)).toBe(2500);
    expect(at('A5', AUD)).toBeCloseTo(125, 9);
    expect(at('B4', AUD)).toBeCloseTo(2625, 9);
    // whole life (no D) = 3000 + 120 + 201.5 + 2 × 3431.5 + 110 = 10294.5
    let total = 0;
    for (const m of ['A1-A3', 'A4', 'A5', 'B4', 'C1', 'C2', 'C3', 'C4'] as const)
      total += at(m) * calc.count[MODULE_INDEX[m]]!;
    expect(total).toBeCloseTo(10294.5, 9);
  });

  it('maintenance is a yearly fraction of production, and discounting weights costs by year', () => {
    const calc = new ElementCalculator(compiled, 60, 0.07);
    calc.compute(element({ maintenanceRate: 0.01, serviceLife: Infinity }));
    // B2 per year = 0.01 × 3000 = 30, 60 occurrences
    expect(calc.perOccurrence[MODULE_INDEX.B2 * K + GWP]).toBeCloseTo(30, 9);
    expect(calc.count[MODULE_INDEX.B2]).toBe(60);
    // Σ_{t=1..60} 1.07^−t = (1 − 1.07^−60)/0.07 = 14.0392
    expect(calc.costWeight[MODULE_INDEX.B2]).toBeCloseTo((1 - Math.pow(1.07, -60)) / 0.07, 9);
    expect(calc.costWeight[MODULE_INDEX.C1]).toBeCloseTo(Math.pow(1.07, -60), 12);
  });

  it('uses an element price instead of the process price', () => {
    const calc = new ElementCalculator(compiled, 60, 0);
    calc.compute(element({ costPerUnit: 100 }));
    expect(calc.perOccurrence[MODULE_INDEX['A1-A3'] * K + AUD]).toBe(1000);
  });

  it('flags transport that cannot be counted without a density', () => {
    const calc = new ElementCalculator(compiled, 60, 0);
    const board = compiled.indexById.get('board')!;
    calc.compute(element({ process: board, endOfLifeProcess: board }));
    expect(calc.lacksDensityForTransport).toBe(true);
    expect(calc.perOccurrence[MODULE_INDEX.A4 * K + GWP]).toBe(0);
  });
});

describe('template cost rates (methodology §9)', () => {
  it('a cost line has AUD only: A1-A3 = Q·rate once, B4 = Q·rate per replacement', () => {
    const calc = new ElementCalculator(compiled, 60, 0);
    // 10 m² of a template priced at 100 AUD/m² with a 25-year life over 60 years
    calc.compute(
      element({
        process: -1,
        endOfLifeProcess: -1,
        transportProcess: -1,
        distanceKm: 0,
        wastageRate: 0,
        costPerUnit: 100,
        costOnly: true,
      }),
    );
    const at = (m: keyof typeof MODULE_INDEX, k = AUD) =>
      calc.perOccurrence[MODULE_INDEX[m] * K + k]!;
    expect(at('A1-A3')).toBe(1000);
    expect(at('B4')).toBe(1000);
    expect(calc.count[MODULE_INDEX.B4]).toBe(2); // years 25 and 50
    expect([at('A4'), at('A5'), at('B2'), at('C1'), at('D')]).toEqual([0, 0, 0, 0, 0]);
    expect(at('A1-A3', GWP)).toBe(0);
  });

  it('a building rate prices capital: other elements keep their replacements only', () => {
    const calc = new ElementCalculator(compiled, 60, 0);
    calc.compute(element({ capitalPricedByBuilding: true }));
    const at = (m: keyof typeof MODULE_INDEX, k = AUD) =>
      calc.perOccurrence[MODULE_INDEX[m] * K + k]!;
    // Concrete of the worked example: capital AUD (2500 + 125) is in the building rate …
    expect([at('A1-A3'), at('A4'), at('A5')]).toEqual([0, 0, 0]);
    // … its replacements are not: B4 = 2500 + 125 = 2625 at years 25 and 50.
    expect(at('B4')).toBeCloseTo(2625, 9);
    // Carbon is untouched.
    expect(at('A1-A3', GWP)).toBeCloseTo(3000, 9);
  });
});
