import { describe, expect, it } from 'vitest';
import { MAX_STATION_DISTANCE_KM, siteWaterClimateForPostcode } from './site-water-climate';

describe('the climate of a site for water (issue 16 item 6)', () => {
  it('is the nearest shipped station within the limit, with monthly and daily figures', () => {
    const sydney = siteWaterClimateForPostcode('2000')!;
    expect(sydney.stationName).toBe('SYDNEY (OBSERVATORY HILL)');
    expect(sydney.distanceKm).toBeLessThan(5);
    expect(sydney.monthly!.rainfallMm[0]).toBe(91.6);
    expect(sydney.monthly!.evapotranspirationMm[0]).toBe(137.3);
    // ten whole years, 29 February folded into the 28th
    expect(sydney.dailyYears).toEqual([2010, 2019]);
    expect(sydney.dailyRainfallMm).toHaveLength(3650);
    // the demo estate (Marsden Park, 2765) is within the limit of the same station
    const marsdenPark = siteWaterClimateForPostcode('2765')!;
    expect(marsdenPark.stationName).toBe('SYDNEY (OBSERVATORY HILL)');
    expect(marsdenPark.distanceKm).toBeGreaterThan(30);
    expect(marsdenPark.distanceKm).toBeLessThanOrEqual(MAX_STATION_DISTANCE_KM);
  });

  it('is none where no station is near (Hobart has none shipped) or the postcode is unknown', () => {
    expect(siteWaterClimateForPostcode('7000')).toBeNull();
    expect(siteWaterClimateForPostcode('4870')).toBeNull(); // Cairns
    expect(siteWaterClimateForPostcode('9999')).toBeNull();
  });
});
