import { describe, expect, it } from 'vitest';
import { EngineError } from './engine-error';
import { annualHotWaterDemand, hotWaterEnergyPerDwelling, hotWaterSystemCode } from './hot-water';
import { TEST_WHOLE_OF_HOME } from './test-support';

describe('hot water (NatHERS WoH)', () => {
  it('worked example: gas instantaneous 6 star, zone 3, 3.11 occupants', () => {
    // K_wp = 40 × 3.11 / 5.107 = 24.35872 MJ/day; x = 24.35872 × 365 × 0.904521 / 1000 = 8.042037 GJ/yr
    const x = annualHotWaterDemand(3.11, 3, TEST_WHOLE_OF_HOME);
    expect(x).toBeCloseTo(8.042037, 5);
    // GIN-3-60: 0.209421·x³ − 8.29683·x² + 1432.319·x = 11091.09 MJ/yr of gas
    // GIN-3-99 auxiliary: 0.000856·x³ − 0.0339·x² + 4.686018·x + 100.9152 = 136.85 MJ/yr of electricity
    const e = hotWaterEnergyPerDwelling(
      { kind: 'hot-water', system: 'gas-instantaneous', fuel: 'natural-gas', gasStarRating: 6 },
      3,
      3,
      3.11,
      TEST_WHOLE_OF_HOME,
    );
    expect(e.code).toBe('GIN-3-60');
    expect(e.mainFuelMegajoules).toBeCloseTo(11091.09, 1);
    expect(e.auxiliaryElectricityMegajoules).toBeCloseTo(136.85, 1);
  });

  it('builds WoH system codes', () => {
    expect(
      hotWaterSystemCode(
        { kind: 'hot-water', system: 'heat-pump', fuel: 'electricity', stcCount: 28 },
        5,
      ),
    ).toBe('SHP-5-28');
    expect(
      hotWaterSystemCode(
        { kind: 'hot-water', system: 'gas-storage', fuel: 'natural-gas', gasStarRating: 4.5 },
        2,
      ),
    ).toBe('GST-2-45');
    expect(
      hotWaterSystemCode(
        { kind: 'hot-water', system: 'electric-storage-small', fuel: 'electricity' },
        1,
      ),
    ).toBe('ESS-1-00');
  });

  it('uses the nearest STC count when the zone has no curve for the one asked', () => {
    const e = hotWaterEnergyPerDwelling(
      { kind: 'hot-water', system: 'heat-pump', fuel: 'electricity', stcCount: 28 },
      3,
      3,
      3,
      TEST_WHOLE_OF_HOME,
    );
    expect(e.code).toBe('SHP-3-25');
    expect(e.substitutedFrom).toBe('SHP-3-28');
  });

  it('reports a system the tables do not cover, with the choices there are', () => {
    const attempt = () =>
      hotWaterEnergyPerDwelling(
        { kind: 'hot-water', system: 'gas-instantaneous', fuel: 'natural-gas', gasStarRating: 7 },
        3,
        3,
        3,
        TEST_WHOLE_OF_HOME,
      );
    expect(attempt).toThrow(EngineError);
    expect(attempt).toThrow(/Choose a rating or STC count from: 60, 99/);
  });
});
