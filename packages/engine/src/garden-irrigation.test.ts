import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engineErrorCode } from './test-engine-errors';
import {
  annualIrrigationDepth,
  effectiveRainfall,
  gardenWaterDemand,
  type EffectiveRainfallRule,
} from './garden-irrigation';

// A made-up climate (not a real site): mm per month, January first.
const climate = {
  evapotranspirationMm: [150, 120, 100, 60, 40, 30, 30, 40, 60, 90, 120, 150],
  rainfallMm: [20, 30, 50, 60, 80, 90, 90, 80, 60, 50, 30, 20],
};
const fraction = (f: number): EffectiveRainfallRule => ({ kind: 'fraction', fraction: f });

describe('effective rainfall rules', () => {
  it('FAO simplified rule (Brouwer & Heibloem 1986): two lines meeting at 75 mm', () => {
    const rule: EffectiveRainfallRule = { kind: 'fao-brouwer-heibloem' };
    // 0.6 × 10 − 10 = −4 → 0; 0.6 × 50 − 10 = 20; at 75: 0.6 × 75 − 10 = 35 = 0.8 × 75 − 25
    expect(effectiveRainfall(10, rule)).toBe(0);
    expect(effectiveRainfall(50, rule)).toBeCloseTo(20, 12);
    expect(effectiveRainfall(75, rule)).toBeCloseTo(35, 12);
    expect(effectiveRainfall(75.000001, rule)).toBeCloseTo(35, 5);
    // 0.8 × 100 − 25 = 55
    expect(effectiveRainfall(100, rule)).toBeCloseTo(55, 12);
  });

  it('USDA-SCS rule as in CROPWAT: P (125 − 0.2 P) / 125 up to 250 mm, then 125 + 0.1 P', () => {
    const rule: EffectiveRainfallRule = { kind: 'usda-scs' };
    // 50 × (125 − 10) / 125 = 46; 250 × 75 / 125 = 150 = 125 + 25; 125 + 30 = 155
    expect(effectiveRainfall(50, rule)).toBeCloseTo(46, 12);
    expect(effectiveRainfall(250, rule)).toBeCloseTo(150, 12);
    expect(effectiveRainfall(300, rule)).toBeCloseTo(155, 12);
    expect(effectiveRainfall(0, rule)).toBe(0);
  });

  it('every rule gives 0 ≤ Pe ≤ P and grows with P', () => {
    const rules: EffectiveRainfallRule[] = [
      fraction(0.7),
      { kind: 'fao-brouwer-heibloem' },
      { kind: 'usda-scs' },
    ];
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          for (const rule of rules) {
            const pe = effectiveRainfall(lo, rule);
            expect(pe).toBeGreaterThanOrEqual(0);
            expect(pe).toBeLessThanOrEqual(lo + 1e-9);
            expect(effectiveRainfall(hi, rule)).toBeGreaterThanOrEqual(pe - 1e-9);
          }
        },
      ),
    );
  });
});

describe('annual irrigation depth', () => {
  it('worked example: Kl 0.5, 80 % of rainfall effective', () => {
    // month: Kl·ET0 − 0.8 P → irrigation
    // Jan 75 − 16 = 59; Feb 60 − 24 = 36; Mar 50 − 40 = 10; Apr 30 − 48 → 0; May 20 − 64 → 0;
    // Jun 15 − 72 → 0; Jul 15 − 72 → 0; Aug 20 − 64 → 0; Sep 30 − 48 → 0; Oct 45 − 40 = 5;
    // Nov 60 − 24 = 36; Dec 75 − 16 = 59. Sum 59 + 36 + 10 + 5 + 36 + 59 = 205 mm/yr.
    const d = annualIrrigationDepth(climate, {
      landscapeCoefficient: 0.5,
      effectiveRainfall: fraction(0.8),
    });
    expect(d).toBeCloseTo(205, 9);
  });

  it('worked example: Kl 0.5, FAO simplified rule', () => {
    // Pe: P 20 → 2, 30 → 8, 50 → 20, 60 → 26, 80 → 0.8 × 80 − 25 = 39, 90 → 47.
    // Jan 75 − 2 = 73; Feb 60 − 8 = 52; Mar 50 − 20 = 30; Apr 30 − 26 = 4; May–Aug 0;
    // Sep 30 − 26 = 4; Oct 45 − 20 = 25; Nov 60 − 8 = 52; Dec 75 − 2 = 73. Sum 313 mm/yr.
    const d = annualIrrigationDepth(climate, {
      landscapeCoefficient: 0.5,
      effectiveRainfall: { kind: 'fao-brouwer-heibloem' },
    });
    expect(d).toBeCloseTo(313, 9);
  });

  it('worked example: Kl 0.5, USDA-SCS rule', () => {
    // Pe = P − 0.0016 P²: 20 → 19.36, 30 → 28.56, 50 → 46, 60 → 54.24, 80 → 69.76, 90 → 77.04.
    // Jan 75 − 19.36 = 55.64; Feb 60 − 28.56 = 31.44; Mar 50 − 46 = 4; Apr–Oct 0 (Oct 45 < 46);
    // Nov 31.44; Dec 55.64. Sum 2 × 55.64 + 2 × 31.44 + 4 = 178.16 mm/yr.
    const d = annualIrrigationDepth(climate, {
      landscapeCoefficient: 0.5,
      effectiveRainfall: { kind: 'usda-scs' },
    });
    expect(d).toBeCloseTo(178.16, 9);
  });

  it('no rain counted: the depth is Kl × annual ET0; a higher Kl needs more water', () => {
    // ΣET0 = 990 mm; Kl 0.5 → 495 mm/yr
    const dry = annualIrrigationDepth(climate, {
      landscapeCoefficient: 0.5,
      effectiveRainfall: fraction(0),
    });
    expect(dry).toBeCloseTo(495, 9);
    const thirsty = annualIrrigationDepth(climate, {
      landscapeCoefficient: 0.8,
      effectiveRainfall: fraction(0.8),
    });
    expect(thirsty).toBeGreaterThan(205);
    expect(
      annualIrrigationDepth(climate, { landscapeCoefficient: 0, effectiveRainfall: fraction(1) }),
    ).toBe(0);
  });

  it('refuses series that are not 12 months of numbers ≥ 0, and bad coefficients', () => {
    const ok = { landscapeCoefficient: 0.5, effectiveRainfall: fraction(0.8) };
    expect(
      engineErrorCode(() =>
        annualIrrigationDepth({ ...climate, rainfallMm: climate.rainfallMm.slice(1) }, ok),
      ),
    ).toBe('INVALID_QUANTITY');
    const withNaN = [...climate.evapotranspirationMm];
    withNaN[3] = Number.NaN;
    expect(
      engineErrorCode(() =>
        annualIrrigationDepth({ ...climate, evapotranspirationMm: withNaN }, ok),
      ),
    ).toBe('INVALID_QUANTITY');
    expect(
      engineErrorCode(() => annualIrrigationDepth(climate, { ...ok, landscapeCoefficient: -1 })),
    ).toBe('INVALID_QUANTITY');
    expect(
      engineErrorCode(() =>
        annualIrrigationDepth(climate, { ...ok, effectiveRainfall: fraction(1.2) }),
      ),
    ).toBe('INVALID_QUANTITY');
  });
});

describe('garden water demand', () => {
  it('worked example: 100 m² × 205 mm/yr = 20,500 L = 20.5 kL/yr', () => {
    expect(gardenWaterDemand(100, 205)).toBeCloseTo(20.5, 12);
    expect(gardenWaterDemand(0, 205)).toBe(0);
  });

  it('refuses a negative area or depth', () => {
    expect(engineErrorCode(() => gardenWaterDemand(-1, 205))).toBe('INVALID_QUANTITY');
    expect(engineErrorCode(() => gardenWaterDemand(100, Number.POSITIVE_INFINITY))).toBe(
      'INVALID_QUANTITY',
    );
  });
});
