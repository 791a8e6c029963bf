import { describe, expect, it } from 'vitest';
import {
  deliveredEnergy,
  gasDuctedEfficiency,
  gasNonDuctedEfficiency,
  heatPumpEfficiencyFromStars,
} from './heating-cooling';
import { megajoulesToKilowattHours } from './units';

describe('heating and cooling (NatHERS WoH Eq 14)', () => {
  it('worked example: 20 MJ/m² over 150 m² through a COP of 4 with ducted losses', () => {
    // load = 20 × 150 = 3000 MJ; delivered = 3000 / ((1 − 0.15) × 4) = 882.35 MJ = 245.10 kWh
    const mj = deliveredEnergy(20 * 150, 4, 0.15);
    expect(mj).toBeCloseTo(882.3529, 4);
    expect(megajoulesToKilowattHours(mj)).toBeCloseTo(245.098, 3);
  });

  it('converts star ratings to efficiencies (WoH Eq 16, 22–24)', () => {
    expect(heatPumpEfficiencyFromStars(3)).toBe(4.5);
    expect(gasDuctedEfficiency(2)).toBeCloseTo(0.6, 12);
    // Eq 23 at 5 stars: 0.357892 + 0.3114 × ln 5 = 0.357892 + 0.3114 × 1.609438 = 0.859071
    expect(gasDuctedEfficiency(5)).toBeCloseTo(0.859071, 6);
    expect(gasNonDuctedEfficiency(5)).toBeCloseTo(0.85, 12);
  });
});
