import { describe, expect, it } from 'vitest';
import { dailyIndoorWaterDemand, gardenWater, waterBalance } from './operational-water';
import type { SiteWaterClimate } from './site-water-climate';
import { TEST_ATTRIBUTES, TEST_CONTEXT } from './test-support';

const tables = TEST_CONTEXT.water;
const sum = (v: Record<string, number>) => Object.values(v).reduce((x, y) => x + y, 0);
const months = (mm: number) => Array.from({ length: 12 }, () => mm);

/** A site with the same rain every month and day (two 365-day years: one warms the tank up). */
function climate(dailyMm: number | null, monthly = { rain: 0, et0: 100 }): SiteWaterClimate {
  return {
    stationName: 'TEST STATION',
    distanceKm: 12,
    monthly: { rainfallMm: months(monthly.rain), evapotranspirationMm: months(monthly.et0) },
    dailyRainfallMm: dailyMm === null ? null : Array.from({ length: 730 }, () => dailyMm),
    dailyYears: dailyMm === null ? null : [2018, 2019],
  };
}

// 4 people, TEST_ATTRIBUTES (low-water garden, type 2): toilets 4 × 14 L = 56 L/day → 20.44 kL/yr;
// indoor 480.5 L/day → 175.3825 kL/yr; garden without an area ⅓ × indoor → 58.4608 kL/yr.
const mainsOnly = waterBalance(TEST_ATTRIBUTES, 4, 200, null, tables);

describe('operational water (B7)', () => {
  it("worked example: a 3-star shower's yearly water for 3 people", () => {
    // 9 L/min × 8 min × 3 people = 216 L/day; × 365 = 78,840 L = 78.84 kL/yr
    expect(dailyIndoorWaterDemand(TEST_ATTRIBUTES, 3, tables).shower).toBe(216);
    expect(waterBalance(TEST_ATTRIBUTES, 3, 200, null, tables).demand.shower).toBeCloseTo(
      78.84,
      10,
    );
  });

  it('sums the end uses per person per day (garden as a share of indoor use without an area)', () => {
    // per person: shower 72 + toilets 4 × 3.5 = 14 + taps (5 × 7.5)/4 = 9.375 + washing 80/4 = 20
    // + dishwasher 19/4 = 4.75 → indoor 120.125 L; garden ⅓ × indoor = 40.0417; total 160.1667 L
    expect(mainsOnly.litresPerPersonDay).toBeCloseTo(120.125 * (4 / 3), 9);
    expect(mainsOnly.sewer).toBeCloseTo((120.125 * 4 * 365) / 1000, 9);
    expect(mainsOnly.garden).toEqual({ method: 'share-of-indoor', reason: 'no-area' });
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

describe('garden water by area and climate (issue 16 item 6)', () => {
  const indoor = 175.3825;

  it('worked example: 100 m² of low-water garden in a dry month-round climate', () => {
    // no rain: Kl 0.2 × ET0 100 mm × 12 months = 240 mm/yr → 100 m² × 240 L/m² = 24 kL/yr
    const g = gardenWater({ ...TEST_ATTRIBUTES, gardenArea: 100 }, indoor, climate(null), tables);
    expect(g.kilolitres).toBeCloseTo(24, 10);
    expect(g.estimate).toEqual({
      method: 'climate',
      areaM2: 100,
      depthMm: 240,
      stationName: 'TEST STATION',
      distanceKm: 12,
    });
    // a typical garden (Kl 0.7): 0.7 × 100 × 12 = 840 mm → 84 kL/yr
    const typical = { ...TEST_ATTRIBUTES, gardenTypeId: 3, gardenArea: 100 };
    expect(gardenWater(typical, indoor, climate(null), tables).kilolitres).toBeCloseTo(84, 10);
  });

  it('needs nothing where rain covers it, and nothing without a garden', () => {
    // 50 mm rain a month: effective rain (USDA-SCS) 50 × (125 − 10) / 125 = 46 mm > 0.2 × 100 = 20
    const wet = climate(null, { rain: 50, et0: 100 });
    const g = gardenWater({ ...TEST_ATTRIBUTES, gardenArea: 100 }, indoor, wet, tables);
    expect(g.kilolitres).toBe(0);
    const none = { ...TEST_ATTRIBUTES, gardenTypeId: 1, gardenArea: 100 };
    expect(gardenWater(none, indoor, wet, tables)).toEqual({
      kilolitres: 0,
      estimate: { method: 'none' },
    });
    // an area of 0 is no garden to water, whatever the type
    expect(
      gardenWater({ ...TEST_ATTRIBUTES, gardenArea: 0 }, indoor, climate(null), tables).kilolitres,
    ).toBe(0);
  });

  it('falls back to the share of indoor use without an area or a climate, and says why', () => {
    const noArea = gardenWater(TEST_ATTRIBUTES, indoor, climate(null), tables);
    expect(noArea.kilolitres).toBeCloseTo(indoor / 3, 10);
    expect(noArea.estimate).toEqual({ method: 'share-of-indoor', reason: 'no-area' });
    const noClimate = gardenWater({ ...TEST_ATTRIBUTES, gardenArea: 100 }, indoor, null, tables);
    expect(noClimate.kilolitres).toBeCloseTo(indoor / 3, 10);
    expect(noClimate.estimate).toEqual({ method: 'share-of-indoor', reason: 'no-climate' });
  });
});

describe('rainwater through a daily tank balance (issue 16 item 6)', () => {
  // no garden: the toilets alone are served by options 2 and 4, 56 L/day = 20.44 kL/yr
  const noGarden = { ...TEST_ATTRIBUTES, gardenTypeId: 1 };

  it('without daily rainfall every rainwater option is mains water, with the flag', () => {
    for (const waterSupplyId of [2, 3, 4] as const) {
      const b = waterBalance({ ...TEST_ATTRIBUTES, waterSupplyId }, 4, 200, null, tables);
      expect(b.mains).toEqual(mainsOnly.mains);
      expect(sum(b.rainwater)).toBe(0);
      expect(b.pumped).toBe(0);
      expect(b.isRainfallUnknown).toBe(true);
      expect(b.tank).toBeNull();
    }
    expect(mainsOnly.isRainfallUnknown).toBe(false);
  });

  it('an option without a named tank needs the tank size', () => {
    const b = waterBalance({ ...noGarden, waterSupplyId: 2 }, 4, 100, climate(10), tables);
    expect(b.isTankSizeUnknown).toBe(true);
    expect(sum(b.rainwater)).toBe(0);
    const sized = { ...noGarden, waterSupplyId: 2 as const, rainwaterTankSize: 3000 };
    const filled = waterBalance(sized, 4, 100, climate(10), tables);
    expect(filled.isTankSizeUnknown).toBe(false);
    expect(filled.tank?.capacityLitres).toBe(3000);
  });

  it('worked example: the 2 kL tank of option 4 covers the toilets when the roof gives enough', () => {
    // 10 mm a day: (10 − 1 mm loss) × 100 m² × 0.8 = 720 L/day in, 56 L/day drawn
    const b = waterBalance({ ...noGarden, waterSupplyId: 4 }, 4, 100, climate(10), tables);
    expect(b.rainwater.toilets).toBeCloseTo(20.44, 9);
    expect(b.mains.toilets).toBeCloseTo(0, 9);
    expect(b.mains.shower).toBe(mainsOnly.mains.shower);
    expect(b.tank).toMatchObject({ capacityLitres: 2000, reliability: 1, years: 1 });
    expect(b.tank!.inflowKlPerYear).toBeCloseTo(262.8, 9);
    expect(b.pumped).toBeCloseTo(20.44, 9);
  });

  it('worked example: a small roof supplies what it collects, the rest is mains', () => {
    // 1.5 mm a day: (1.5 − 1) × 100 × 0.8 = 40 L/day in; yield after spillage draws yesterday's
    // 40 L each day → 40 × 365 = 14.6 kL/yr of the toilets' 20.44; 5.84 kL/yr mains
    const b = waterBalance({ ...noGarden, waterSupplyId: 4 }, 4, 100, climate(1.5), tables);
    expect(b.rainwater.toilets).toBeCloseTo(14.6, 9);
    expect(b.mains.toilets).toBeCloseTo(5.84, 9);
    expect(b.tank!.reliability).toBe(0);
    // no rain, no rainwater
    const dry = waterBalance({ ...noGarden, waterSupplyId: 4 }, 4, 100, climate(0), tables);
    expect(sum(dry.rainwater)).toBe(0);
  });

  it("'Rain Water Only' shares the tank's water among every end use in proportion to demand", () => {
    const only = { ...noGarden, waterSupplyId: 3 as const, rainwaterTankSize: 5000 };
    const b = waterBalance(only, 4, 100, climate(1.5), tables);
    // indoor 175.3825 kL/yr = 480.5 L/day drawn; 40 L/day in → 14.6 kL/yr shared
    expect(sum(b.rainwater)).toBeCloseTo(14.6, 9);
    expect(b.rainwater.shower / b.demand.shower).toBeCloseTo(14.6 / 175.3825, 9);
    expect(sum(b.mains)).toBeCloseTo(175.3825 - 14.6, 9);
  });

  it('rainwater serves what on-site reuse leaves', () => {
    // grey water (shower 105.12 + taps 13.6875 + washing 29.2 kL) covers toilets and garden
    const b = waterBalance(
      { ...TEST_ATTRIBUTES, waterSupplyId: 4, waterTreatmentId: 2 },
      4,
      100,
      climate(10),
      tables,
    );
    expect(sum(b.rainwater)).toBe(0);
    expect(b.reused.garden).toBeCloseTo(58.4608, 4);
  });
});
