import { describe, expect, it } from 'vitest';
import {
  CLIMATE_STATION_PROVENANCE,
  climateStation,
  climateStations,
  dailyRainfall,
  dailyRainfall365,
  distanceKm,
  monthlyClimate,
  nearestClimateStation,
} from './climate-stations';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('climate stations (issue 16 item 6)', () => {
  it('ships eight capital-city and three regional stations with coordinates and provenance', () => {
    const ids = climateStations().map((s) => s.id);
    expect(ids).toEqual([
      '066062',
      '086232',
      '040913',
      '023090',
      '009021',
      '009225',
      '070351',
      '014015',
      '015590',
      '043091',
      '090173',
    ]);
    const sydney = climateStation('066062')!;
    // IDCJMC0014 station list: 66062 SYDNEY (OBSERVATORY HILL) -33.8607 151.2050
    expect(sydney).toMatchObject({
      name: 'SYDNEY (OBSERVATORY HILL)',
      state: 'NSW',
      latitude: -33.8607,
      longitude: 151.205,
    });
    for (const s of climateStations()) {
      const licence = CLIMATE_STATION_PROVENANCE[s.id]!.rainfall;
      // BoM files: Commonwealth copyright (assumed); SILO: CC BY 4.0 (read, secondary statement)
      expect(licence.licenceStatus).toBe(
        licence.licence.startsWith('Creative') ? 'read' : 'assumed',
      );
      expect(s.rainfall.monthlyMm).toHaveLength(12);
    }
  });

  it('reads back monthly rainfall and Hargreaves ET0 normals as derived', () => {
    const sydney = climateStation('066062')!;
    expect(sydney.rainfall.years).toEqual([1990, 2019]);
    expect(sydney.rainfall.monthlyMm[0]).toBe(91.6); // January
    expect(sydney.rainfall.monthlyMm[5]).toBe(141.0); // June
    expect(sum(sydney.rainfall.monthlyMm)).toBeCloseTo(1166.3, 1);
    expect(sydney.et0).toMatchObject({ temperatureStation: '066062', years: [1990, 2019] });
    expect(sydney.et0!.monthlyMm[0]).toBe(137.3);
    expect(sydney.et0!.monthlyMm[5]).toBe(42.6);

    const perth = climateStation('009021')!;
    expect(perth.rainfall.monthlyMm[6]).toBe(143.6); // July
    expect(perth.et0!.monthlyMm[0]).toBe(204.4);

    // Darwin: wet-season rain well above the Hargreaves ET0 of the month
    const darwin = climateStation('014015')!;
    expect(darwin.rainfall.monthlyMm[0]).toBe(464.3);
    expect(darwin.et0!.monthlyMm[0]).toBe(141.2);

    expect(monthlyClimate(sydney)).toEqual({
      rainfallMm: sydney.rainfall.monthlyMm,
      evapotranspirationMm: sydney.et0!.monthlyMm,
    });
  });

  it('finds the nearest station to a site', () => {
    // Parramatta (-33.815, 151.003) is about 19 km from Observatory Hill
    const near = nearestClimateStation(-33.815, 151.003)!;
    expect(near.station.id).toBe('066062');
    expect(near.distanceKm).toBeCloseTo(19.2, 0);
    // Fremantle: Perth Metro is nearer than Perth Airport
    expect(nearestClimateStation(-32.056, 115.747)!.station.id).toBe('009225');
    // Darwin city: Darwin Airport, with ET0 and daily rainfall
    expect(
      nearestClimateStation(-12.46, 130.84, { needEt0: true, needDaily: true })!.station.id,
    ).toBe('014015');
    // Sydney to Melbourne Botanic Gardens ≈ 713 km great-circle
    expect(distanceKm(-33.8607, 151.205, -37.8309, 144.9839)).toBeCloseTo(713, -1);
  });

  it('reads ten whole years of daily rainfall', () => {
    const sydney = dailyRainfall('066062')!;
    expect(sydney.years).toEqual([2010, 2019]);
    expect(sydney.dates[0]).toBe('2010-01-01');
    expect(sydney.dates.at(-1)).toBe('2019-12-31');
    expect(sydney.rainfallMm).toHaveLength(3652); // 10 years incl. 2012 and 2016 leap days
    expect(sydney.missingDays).toBe(10);
    // 2019 at Observatory Hill: 852 mm in the BoM file (0 missing days that year)
    const y2019 = sydney.rainfallMm.filter((_, i) => sydney.dates[i]!.startsWith('2019'));
    expect(sum(y2019)).toBeCloseTo(852, 0);

    const as365 = dailyRainfall365(sydney);
    expect(as365).toHaveLength(3650);
    expect(sum(as365)).toBeCloseTo(sum(sydney.rainfallMm), 6);

    // Kent Town: accumulated totals are spread over their days, keeping the total
    const kentTown = dailyRainfall('023090')!;
    expect(kentTown.accumulatedDays).toBeGreaterThan(0);
    expect(dailyRainfall('999999')).toBeUndefined();

    // SILO Roma Airport: 2020-2024, patched (no missing days)
    const roma = dailyRainfall('043091')!;
    expect(roma.rainfallMm).toHaveLength(1827);
    expect(roma.missingDays).toBe(0);
    expect(climateStation('043091')!.et0!.monthlyMm[0]).toBe(212.1);
  });
});
