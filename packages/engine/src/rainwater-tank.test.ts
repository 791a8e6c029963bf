import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engineErrorCode } from './test-engine-errors';
import { rainwaterTankYearly, simulateRainwaterTank, type RainwaterTank } from './rainwater-tank';

// 100 m² roof, runoff 0.8 → 80 L per mm beyond the 2 mm initial loss; 1,000 L tank; 300 L/day.
const tank: RainwaterTank = {
  roofAreaM2: 100,
  runoffCoefficient: 0.8,
  initialLossMm: 2,
  capacityLitres: 1000,
  dailyDemandLitres: 300,
};

describe('daily rainwater tank balance (yield after spillage)', () => {
  it('worked example: five days', () => {
    // day rain  inflow            yield = min(300, V_start)   V_end = min(V + Q, 1000) − Y   spill
    // 1   0     0                 0 (empty: not met)          0                                0
    // 2   10    (10−2)·80 = 640   0 (today's rain not yet     640                              0
    //                                available: not met)
    // 3   20    18·80 = 1440      300                         min(2080, 1000) − 300 = 700      1080
    // 4   1     0 (1 < 2 mm loss) 300                         400                              0
    // 5   0     0                 300                         100                              0
    // totals: inflow 2080, supplied 900, spilled 1080, demand 1500, days met 3 of 5;
    // balance 2080 = 900 + 1080 + 100 (end storage).
    const r = simulateRainwaterTank(tank, [0, 10, 20, 1, 0]);
    expect(r).toEqual({
      days: 5,
      inflowLitres: 2080,
      suppliedLitres: 900,
      spilledLitres: 1080,
      demandLitres: 1500,
      daysFullyMet: 3,
      startStorageLitres: 0,
      endStorageLitres: 100,
    });
  });

  it('spills before the yield is drawn (YAS order), so a full tank keeps S − Y, not S', () => {
    // Day 1 fills 800 L (10 mm); day 2: yield min(300, 800) = 300; 800 + 800 = 1600 → keep 1000,
    // spill 600; end 1000 − 300 = 700. (Drawing first would keep 1000 and spill only 300.)
    const r = simulateRainwaterTank({ ...tank, initialLossMm: 0 }, [10, 10]);
    expect(r.spilledLitres).toBe(600);
    expect(r.endStorageLitres).toBe(700);
    expect(r.suppliedLitres).toBe(300);
  });

  it('never holds more than the capacity; a tank of 0 L spills everything and supplies nothing', () => {
    const r = simulateRainwaterTank({ ...tank, initialLossMm: 0 }, [50, 50, 50]);
    // inflow 4000 L/day (50 mm × 80 L/mm); each day keeps 1000 L, then draws the yield:
    // day 1: yield 0, spill 0 + 4000 − 1000 = 3000, end 1000; day 2: yield 300, spill 4000,
    // end 700; day 3: yield 300, spill 700 + 4000 − 1000 = 3700, end 700. Spilled 10,700 L.
    expect(r.endStorageLitres).toBe(700);
    expect(r.inflowLitres).toBe(12000);
    expect(r.spilledLitres).toBe(10700);
    const none = simulateRainwaterTank({ ...tank, capacityLitres: 0 }, [50, 50, 50]);
    expect(none.suppliedLitres).toBe(0);
    expect(none.spilledLitres).toBe(none.inflowLitres);
    expect(none.daysFullyMet).toBe(0);
  });

  it('a demand of 0 L is met every day', () => {
    const r = simulateRainwaterTank({ ...tank, dailyDemandLitres: 0 }, [0, 5, 0]);
    expect(r.daysFullyMet).toBe(3);
    expect(r.suppliedLitres).toBe(0);
  });

  it('counts from the warm-up day on, with the storage the warm-up left', () => {
    // days 1–2 as in the worked example leave 640 L; days 3–5 are counted
    const r = simulateRainwaterTank(tank, new Float64Array([0, 10, 20, 1, 0]), 2);
    expect(r.days).toBe(3);
    expect(r.startStorageLitres).toBe(640);
    expect(r.inflowLitres).toBe(1440);
    expect(r.suppliedLitres).toBe(900);
    expect(r.daysFullyMet).toBe(3);
    // balance over the counted days: inflow = supplied + spilled + (end − start storage)
    expect(r.inflowLitres).toBe(r.suppliedLitres + r.spilledLitres + (100 - 640));
  });

  it('supplies at most min(demand, inflow), conserves water, and stays within the tank', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 120, noNaN: true }), { minLength: 1, maxLength: 400 }),
        fc.record({
          roofAreaM2: fc.double({ min: 0, max: 500, noNaN: true }),
          runoffCoefficient: fc.double({ min: 0, max: 1, noNaN: true }),
          initialLossMm: fc.double({ min: 0, max: 5, noNaN: true }),
          capacityLitres: fc.double({ min: 0, max: 50000, noNaN: true }),
          dailyDemandLitres: fc.double({ min: 0, max: 2000, noNaN: true }),
        }),
        (rain, t) => {
          const r = simulateRainwaterTank(t, rain);
          const eps = 1e-6 * (1 + r.inflowLitres + r.demandLitres);
          expect(r.suppliedLitres).toBeLessThanOrEqual(
            Math.min(r.demandLitres, r.inflowLitres) + eps,
          );
          expect(r.spilledLitres).toBeGreaterThanOrEqual(0);
          expect(r.endStorageLitres).toBeGreaterThanOrEqual(-eps);
          expect(r.endStorageLitres).toBeLessThanOrEqual(t.capacityLitres + eps);
          expect(
            Math.abs(r.inflowLitres - r.suppliedLitres - r.spilledLitres - r.endStorageLitres),
          ).toBeLessThanOrEqual(eps);
          expect(r.daysFullyMet).toBeLessThanOrEqual(r.days);
        },
      ),
    );
  });

  it('refuses negative or non-finite rainfall and inputs out of range', () => {
    expect(engineErrorCode(() => simulateRainwaterTank(tank, [0, -1]))).toBe('INVALID_QUANTITY');
    expect(engineErrorCode(() => simulateRainwaterTank(tank, [Number.NaN]))).toBe(
      'INVALID_QUANTITY',
    );
    expect(
      engineErrorCode(() => simulateRainwaterTank({ ...tank, runoffCoefficient: 1.1 }, [0])),
    ).toBe('INVALID_QUANTITY');
    expect(engineErrorCode(() => simulateRainwaterTank({ ...tank, capacityLitres: -1 }, [0]))).toBe(
      'INVALID_QUANTITY',
    );
    expect(engineErrorCode(() => simulateRainwaterTank(tank, [0], 2))).toBe('INVALID_QUANTITY');
  });
});

describe('yearly averages of the tank balance', () => {
  // 10 mm every day on 10 m², runoff 1, no loss: 100 L/day in; 50 L/day demand; 1,000 L tank.
  const steady: RainwaterTank = {
    roofAreaM2: 10,
    runoffCoefficient: 1,
    initialLossMm: 0,
    capacityLitres: 1000,
    dailyDemandLitres: 50,
  };
  const wet = (years: number) => new Float64Array(365 * years).fill(10);

  it('worked example: one year from an empty tank', () => {
    // Day 1 starts empty (not met); later days are met. Storage climbs by 50 L/day and then
    // ends each day at 1000 − 50 = 950. inflow 36,500 L; supplied 364 × 50 = 18,200 L;
    // spilled = 36,500 − 18,200 − 950 = 17,350 L; demand 18,250 L; reliability 364/365.
    const y = rainwaterTankYearly(steady, wet(1));
    expect(y.years).toBe(1);
    expect(y.inflowKlPerYear).toBeCloseTo(36.5, 9);
    expect(y.suppliedKlPerYear).toBeCloseTo(18.2, 9);
    expect(y.spilledKlPerYear).toBeCloseTo(17.35, 9);
    expect(y.demandKlPerYear).toBeCloseTo(18.25, 9);
    expect(y.shortfallKlPerYear).toBeCloseTo(0.05, 9);
    expect(y.reliability).toBeCloseTo(364 / 365, 12);
  });

  it('worked example: a warm-up year leaves the second year fully met', () => {
    // Year 2 starts at 950 L: every day met; storage stays 950, so spilled = 36.5 − 18.25.
    const y = rainwaterTankYearly(steady, wet(2), 1);
    expect(y.years).toBe(1);
    expect(y.suppliedKlPerYear).toBeCloseTo(18.25, 9);
    expect(y.spilledKlPerYear).toBeCloseTo(18.25, 9);
    expect(y.reliability).toBe(1);
    // without the warm-up both years are averaged: (18.2 + 18.25) / 2
    expect(rainwaterTankYearly(steady, wet(2)).suppliedKlPerYear).toBeCloseTo(18.225, 9);
  });

  it('a bigger tank never supplies less (same rain and demand)', () => {
    // dry spells: 30 mm on the first day of every 10
    const rain = Float64Array.from({ length: 365 * 3 }, (_, d) => (d % 10 === 0 ? 30 : 0));
    let previous = -1;
    for (const capacityLitres of [0, 500, 1000, 2000, 5000, 10000]) {
      const y = rainwaterTankYearly({ ...tank, capacityLitres }, rain);
      expect(y.suppliedKlPerYear).toBeGreaterThanOrEqual(previous);
      previous = y.suppliedKlPerYear;
    }
  });

  it('runs 30 years of daily rain through a plain loop', () => {
    const rain = Float64Array.from({ length: 365 * 30 }, (_, d) => ((d * 7919) % 23) * 0.5);
    const y = rainwaterTankYearly(tank, rain, 1);
    expect(y.years).toBe(29);
    expect(y.suppliedKlPerYear).toBeLessThanOrEqual(y.demandKlPerYear);
  });

  it('refuses a series that is not whole 365-day years, or a warm-up as long as the series', () => {
    expect(engineErrorCode(() => rainwaterTankYearly(tank, new Float64Array(366)))).toBe(
      'INVALID_QUANTITY',
    );
    expect(engineErrorCode(() => rainwaterTankYearly(tank, new Float64Array(0)))).toBe(
      'INVALID_QUANTITY',
    );
    expect(engineErrorCode(() => rainwaterTankYearly(tank, new Float64Array(730), 2))).toBe(
      'INVALID_QUANTITY',
    );
    expect(engineErrorCode(() => rainwaterTankYearly(tank, new Float64Array(730), 0.5))).toBe(
      'INVALID_QUANTITY',
    );
  });
});
