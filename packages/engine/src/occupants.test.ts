import { describe, expect, it } from 'vitest';
import { occupants, occupantsPerDwelling } from './occupants';

describe('occupants (NatHERS WoH Eq 2)', () => {
  it('worked example: a 200 m² dwelling has 3.55 occupants', () => {
    // 1.525 · ln(200) − 4.533 = 1.525 · 5.298317 − 4.533 = 3.546934 → 3.55 (2 dp)
    expect(occupantsPerDwelling(200)).toBe(3.55);
  });

  it('clips to 1 and 6', () => {
    // 1.525 · ln(20) − 4.533 = 0.035 → 1
    expect(occupantsPerDwelling(20)).toBe(1);
    // 1.525 · ln(2000) − 4.533 = 7.06 → 6
    expect(occupantsPerDwelling(2000)).toBe(6);
  });

  it('sums equal dwellings', () => {
    // 6 dwellings of 80 m²: 1.525 · ln 80 − 4.533 = 2.149 → 2.15 each → 12.9
    expect(occupants(480, 6)).toBeCloseTo(12.9, 10);
  });
});
