import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equivalences, summaryCards } from './equivalences';

describe('equivalences (spec doc 2 §9)', () => {
  it('worked example: 10 t CO2e avoided', () => {
    const e = equivalences(10_000);
    expect(e.treesPlanted).toBe(60); // 6 × 10
    expect(e.carsRemoved).toBeCloseTo(10 / 4.6, 12); // 2.17 car-years
    expect(e.co2CubicMetres).toBe(5560); // 556 × 10
    expect(e.balloons).toBeCloseTo(5560 / 0.015, 6); // 370,667
    expect(e.cheeseburgers).toBeCloseTo(10_000 / 5.18, 9);
    expect(e.sixPacksOfBeer).toBeCloseTo(10_000 / 3.19, 9);
    expect(e.bottlesOfWine).toBeCloseTo(10_000 / 1.2144, 9);
    expect(summaryCards(10_000).map((c) => c.Type)).toEqual([
      'TreesPlanted',
      'CarsRemoved',
      'CO2Removed',
      'Cheeseburgers',
      'BottlesOfBeer',
      'GlassesOfWine',
    ]);
  });

  it('is linear in the emissions: the sum of two amounts equals the sum of their equivalences', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        (a, b) => {
          const [x, y, both] = [summaryCards(a), summaryCards(b), summaryCards(a + b)];
          // to rounding: within a billionth of the sizes involved
          const size = Math.abs(a) + Math.abs(b) + 1;
          both.forEach((card, i) => {
            const sum = x[i]!.Value + y[i]!.Value;
            expect(Math.abs(card.Value - sum)).toBeLessThanOrEqual(size * 1e-9);
          });
        },
      ),
    );
  });

  it('gives nothing for nothing and negative figures for an increase', () => {
    expect(summaryCards(0).every((c) => c.Value === 0)).toBe(true);
    expect(summaryCards(-1000).every((c) => c.Value < 0)).toBe(true);
  });
});
