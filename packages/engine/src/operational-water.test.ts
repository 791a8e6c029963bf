import { describe, expect, it } from 'vitest';
import { dailyWaterDemand, waterBalance } from './operational-water';
import { TEST_ATTRIBUTES, TEST_CONTEXT } from './test-support';

const tables = TEST_CONTEXT.water;

describe('operational water (B7)', () => {
  it("worked example: a 3-star shower's yearly water for 3 people", () => {
    // 9 L/min × 8 min × 3 people = 216 L/day; × 365 = 78,840 L = 78.84 kL/yr
    const daily = dailyWaterDemand(TEST_ATTRIBUTES, 3, tables);
    expect(daily.shower).toBe(216);
    const b = waterBalance(TEST_ATTRIBUTES, 3, 200, null, tables);
    expect(b.demand.shower).toBeCloseTo(78.84, 10);
  });

  it('sums the end uses per person per day', () => {
    // per person: shower 72 + toilets 4 × 3.5 = 14 + taps (5 × 7.5)/4 = 9.375 + washing 80/4 = 20
    // + dishwasher 19/4 = 4.75 → indoor 120.125 L; garden ⅓ × indoor = 40.0417; total 160.1667 L
    const b = waterBalance(TEST_ATTRIBUTES, 4, 200, null, tables);
    expect(b.litresPerPersonDay).toBeCloseTo(120.125 * (4 / 3), 9);
    expect(b.sewer).toBeCloseTo((120.125 * 4 * 365) / 1000, 9);
  });

  // 4 people: toilets 4 × 14 L = 56 L/day → 20.44 kL/yr; indoor 480.5 L/day → 175.3825 kL/yr;
  // garden ⅓ × indoor → 58.4608 kL/yr; all end uses 233.8433 kL/yr.
  const sum = (v: Record<string, number>) => Object.values(v).reduce((x, y) => x + y, 0);
  const mainsOnly = waterBalance(TEST_ATTRIBUTES, 4, 200, null, tables);

  it('without a rainfall figure every rainwater option is mains water, with the flag', () => {
    for (const waterSupplyId of [2, 3, 4] as const) {
      const b = waterBalance({ ...TEST_ATTRIBUTES, waterSupplyId }, 4, 200, null, tables);
      expect(b.mains).toEqual(mainsOnly.mains);
      expect(sum(b.rainwater)).toBe(0);
      expect(b.pumped).toBe(0);
      expect(b.isRainfallUnknown).toBe(true);
    }
    expect(mainsOnly.isRainfallUnknown).toBe(false);
    // 'Rain Water Only' is not 0 kL of mains water: with no rainfall all is mains (decision 0016)
    const only = waterBalance({ ...TEST_ATTRIBUTES, waterSupplyId: 3 }, 4, 200, null, tables);
    expect(sum(only.mains)).toBeCloseTo(233.8433, 4);
  });

  it("'Rain Water Only' is bounded by the roof yield; the rest is mains, whatever the garden", () => {
    const only = { ...TEST_ATTRIBUTES, waterSupplyId: 3 as const };
    // yield = 200 m² × 600 mm × 0.8 / 1000 = 96 kL/yr < 233.8433 kL/yr demand
    const b = waterBalance(only, 4, 200, 600, tables);
    expect(sum(b.rainwater)).toBeCloseTo(96, 9);
    expect(sum(b.mains)).toBeCloseTo(233.8433 - 96, 4);
    // shared in proportion to demand: each end use gets 96 / 233.8433 of its demand
    expect(b.rainwater.shower / b.demand.shower).toBeCloseTo(96 / 233.8433, 6);
    expect(b.rainwater.garden / b.demand.garden).toBeCloseTo(96 / 233.8433, 6);
    expect(b.pumped).toBeCloseTo(96, 9);
    // a bigger garden needs more mains water; a bigger roof less
    const typicalGarden = waterBalance({ ...only, gardenTypeId: 3 }, 4, 200, 600, tables);
    expect(sum(typicalGarden.mains)).toBeCloseTo(sum(b.mains) + 58.4608, 4);
    const biggerRoof = waterBalance(only, 4, 400, 600, tables);
    expect(sum(biggerRoof.mains)).toBeCloseTo(233.8433 - 192, 4);
    // a roof yielding more than the demand covers it all
    const wet = waterBalance(only, 4, 600, 1000, tables);
    expect(sum(wet.mains)).toBe(0);
    expect(sum(wet.rainwater)).toBeCloseTo(233.8433, 4);
  });

  it('options 2 and 4 serve toilets and garden up to the roof yield (tank size not modelled)', () => {
    for (const waterSupplyId of [2, 4] as const) {
      const a = { ...TEST_ATTRIBUTES, waterSupplyId };
      // yield 96 kL ≥ toilets 20.44 + garden 58.4608 → both served, nothing else
      const wet = waterBalance(a, 4, 200, 600, tables);
      expect(wet.mains.toilets).toBe(0);
      expect(wet.mains.garden).toBe(0);
      expect(wet.rainwater.toilets).toBeCloseTo(20.44, 9);
      expect(wet.mains.shower).toBe(mainsOnly.mains.shower);
      // yield = 50 × 300 × 0.8 / 1000 = 12 kL, shared 20.44 : 58.4608
      const dry = waterBalance(a, 4, 50, 300, tables);
      expect(dry.rainwater.toilets + dry.rainwater.garden).toBeCloseTo(12, 9);
      expect(dry.rainwater.toilets).toBeCloseTo((12 * 20.44) / (20.44 + 58.4608), 4);
      expect(sum(dry.mains)).toBeCloseTo(233.8433 - 12, 4);
    }
  });

  it('rainwater serves what on-site reuse leaves', () => {
    // grey water (shower 105.12 + taps 13.6875 + washing 29.2 kL) covers toilets and garden
    const b = waterBalance(
      { ...TEST_ATTRIBUTES, waterSupplyId: 2, waterTreatmentId: 2 },
      4,
      200,
      600,
      tables,
    );
    expect(sum(b.rainwater)).toBe(0);
    expect(b.reused.garden).toBeCloseTo(58.4608, 4);
  });

  it('grey water reuse supplies toilets first and leaves nothing to the sewer', () => {
    const b = waterBalance({ ...TEST_ATTRIBUTES, waterTreatmentId: 2 }, 4, 200, null, tables);
    expect(b.mains.toilets).toBe(0);
    expect(b.reused.toilets).toBeCloseTo((4 * 14 * 365) / 1000, 9);
    expect(b.sewer).toBe(0);
    expect(() =>
      waterBalance({ ...TEST_ATTRIBUTES, showerWaterRatingId: 9 }, 4, 200, null, tables),
    ).toThrow('Please select shower head fittings.');
  });
});
