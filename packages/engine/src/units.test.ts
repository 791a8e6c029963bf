import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DeclaredUnit } from './units';
import {
  convertQuantity,
  convertThermalLoad,
  convertThermalLoadForDisplay,
  kilowattHoursToMegajoules,
  megajoulesToKilowattHours,
  roundToOneDecimal,
  truncateToOneDecimal,
  wholePercentOfMagnitude,
} from './units';

describe('units', () => {
  it('converts a thermal load of 114 MJ/m2 (Melbourne 6-star band) to 31.7 kWh/m2 for display', () => {
    // 114 / 3.6 = 31.666… → rounded to 1 dp (spec doc 2 §9) = 31.7
    expect(convertThermalLoadForDisplay(114, 1, 2)).toBe(31.7);
    // 31.7 kWh/m2 × 3.6 = 114.12 → 114.1 MJ/m2
    expect(convertThermalLoadForDisplay(31.7, 2, 1)).toBe(114.1);
    expect(convertThermalLoad(10, 2, 1)).toBeCloseTo(36, 12);
  });

  it('uses 3.6 MJ per kWh', () => {
    expect(kilowattHoursToMegajoules(1)).toBe(3.6);
    expect(megajoulesToKilowattHours(36)).toBe(10);
  });

  it('rounds and truncates as the spec helpers do', () => {
    expect(roundToOneDecimal(2.25)).toBe(2.3);
    expect(roundToOneDecimal(-2.25)).toBe(-2.3);
    expect(truncateToOneDecimal(118.99)).toBe(118.9);
    expect(wholePercentOfMagnitude(-0.4567)).toBe(45);
  });

  it('property: MJ ↔ kWh and thermal unit round trips are exact to tolerance', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (x) => {
        expect(megajoulesToKilowattHours(kilowattHoursToMegajoules(x))).toBeCloseTo(x, 6);
        expect(convertThermalLoad(convertThermalLoad(x, 1, 2), 2, 1)).toBeCloseTo(x, 6);
      }),
    );
  });

  it('property: display round trip of a thermal load stays within half a display step × 3.6', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), (mj) => {
        const back = convertThermalLoadForDisplay(convertThermalLoadForDisplay(mj, 1, 2), 2, 1);
        expect(Math.abs(back - mj)).toBeLessThanOrEqual(0.05 * 3.6 + 0.05 + 1e-9);
      }),
    );
  });

  it('property: quantity round trips between convertible units are exact to tolerance', () => {
    const pairs: [DeclaredUnit, DeclaredUnit][] = [
      ['kg', 't'],
      ['MJ', 'kWh'],
      ['GJ', 'kWh'],
      ['L', 'kL'],
      ['m3', 'kL'],
      ['m3', 'L'],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        ([a, b], x) => {
          const there = convertQuantity(x, a, b);
          expect(there).toBeDefined();
          expect(convertQuantity(there!, b, a)).toBeCloseTo(x, 5);
        },
      ),
    );
    expect(convertQuantity(1, 'm2', 'kg')).toBeUndefined();
  });
});
