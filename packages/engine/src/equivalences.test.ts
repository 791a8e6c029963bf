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
});
