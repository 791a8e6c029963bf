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

  it('rainwater serves toilets and garden under option 2, and everything under option 3', () => {
    const two = waterBalance({ ...TEST_ATTRIBUTES, waterSupplyId: 2 }, 4, 200, null, tables);
    expect(two.mains.toilets).toBe(0);
    expect(two.mains.garden).toBe(0);
    expect(two.rainwater.toilets).toBeCloseTo((4 * 14 * 365) / 1000, 9);
    const three = waterBalance({ ...TEST_ATTRIBUTES, waterSupplyId: 3 }, 4, 200, null, tables);
    expect(Object.values(three.mains).every((v) => v === 0)).toBe(true);
  });

  it('the 2 kL tank option caps rainwater at the roof yield, or counts none without rainfall', () => {
    // yield = 200 m² × 600 mm × 0.8 / 1000 = 96 kL/yr ≥ toilets 20.44 + garden 58.47 → all served
    const wet = waterBalance({ ...TEST_ATTRIBUTES, waterSupplyId: 4 }, 4, 200, 600, tables);
    expect(wet.mains.garden).toBeCloseTo(0, 9);
    // yield = 50 × 300 × 0.8 / 1000 = 12 kL: toilets get 12, garden none
    const dry = waterBalance({ ...TEST_ATTRIBUTES, waterSupplyId: 4 }, 4, 50, 300, tables);
    expect(dry.rainwater.toilets).toBeCloseTo(12, 9);
    expect(dry.rainwater.garden).toBe(0);
    const unknown = waterBalance({ ...TEST_ATTRIBUTES, waterSupplyId: 4 }, 4, 200, null, tables);
    expect(unknown.isRainfallUnknown).toBe(true);
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
