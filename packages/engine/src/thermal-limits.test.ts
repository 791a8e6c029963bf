import { describe, expect, it } from 'vitest';
import {
  getThermalLimits,
  starBandUpperLimit,
  thermalLimits,
  THERMAL_OUT_OF_RANGE_MESSAGE,
  validateThermalDemands,
} from './thermal-limits';
import { TEST_WHOLE_OF_HOME } from './test-support';

describe('thermal limits', () => {
  it('6 stars in Melbourne (zone 21): upper 114 MJ/m², lower L(6.5) = 114 × 3.5/4 = 99.75', () => {
    const l = thermalLimits(TEST_WHOLE_OF_HOME, 21, 60);
    expect(l.upper).toBe(114);
    expect(l.lower).toBeCloseTo(99.75, 12);
    // midpoint 106.875 split by 88 : 36 → heating 75.847, cooling 31.028
    expect(l.defaultHeating).toBeCloseTo(106.875 * (88 / 124), 9);
    expect(l.defaultCooling).toBeCloseTo(106.875 * (36 / 124), 9);
    expect(l.isApproximate).toBe(false);
  });

  it('approximates other star levels linearly to zero at 10 stars and marks them', () => {
    expect(starBandUpperLimit(TEST_WHOLE_OF_HOME.starBands[21]!, 7)).toBeCloseTo(85.5, 12);
    expect(starBandUpperLimit(TEST_WHOLE_OF_HOME.starBands[21]!, 10)).toBe(0);
    expect(thermalLimits(TEST_WHOLE_OF_HOME, 21, 70).isApproximate).toBe(true);
  });

  it('returns [lower, upper, cooling, heating] in kWh/m² rounded to 1 dp', () => {
    // 99.75/3.6 = 27.7; 114/3.6 = 31.7; 31.028/3.6 = 8.6; 75.847/3.6 = 21.1
    expect(getThermalLimits(TEST_WHOLE_OF_HOME, 21, 60, 2)).toEqual([27.7, 31.7, 8.6, 21.1]);
    expect(getThermalLimits(TEST_WHOLE_OF_HOME, 21, 60, 1)).toEqual([99.8, 114, 31, 75.8]);
  });

  it('validates entered demands inclusively after converting kWh with 3.6', () => {
    expect(() => validateThermalDemands(TEST_WHOLE_OF_HOME, 21, 60, 2, 21.1, 10.6)).not.toThrow();
    expect(() => validateThermalDemands(TEST_WHOLE_OF_HOME, 21, 60, 1, 80, 40)).toThrow(
      THERMAL_OUT_OF_RANGE_MESSAGE,
    );
    expect(() => thermalLimits(TEST_WHOLE_OF_HOME, 99, 60)).toThrow(/zone 99/);
    expect(() => thermalLimits(TEST_WHOLE_OF_HOME, 21, 55)).toThrow(
      'Please select a thermal rating.',
    );
  });
});
