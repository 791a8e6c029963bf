import { describe, expect, it } from 'vitest';
import { EngineError } from './engine-error';
import {
  calculatedGrossFloorArea,
  conditionedFloorArea,
  coveredAreasTooSmallMessage,
  grossFloorAreaTooSmallMessage,
  minimumGrossFloorArea,
  parkingArea,
  predictGrossFloorArea,
  resolveGrossFloorArea,
} from './gross-floor-area';
import { TEST_ATTRIBUTES } from './test-support';

describe('gross floor area', () => {
  it('worked example: minimum GFA of a 4-bedroom, 2-bathroom house with a double garage', () => {
    // core 35·1 + first bedroom 12·1 + other bedrooms 10·(4 − 1) + extra bathroom 5·(2 − 1)
    // + parking 18·2 = 35 + 12 + 30 + 5 + 36 = 118 m²
    const a = {
      dwellings: 1,
      bedrooms: 4,
      bathrooms: 2,
      carparks: 2,
      carParkTypeId: 1 as const,
      firstBedroomSize: 12,
      otherBedroomSize: 10,
    };
    expect(minimumGrossFloorArea(a)).toBe(118);
    // 'Other' parking adds nothing: 118 − 36 = 82
    expect(minimumGrossFloorArea({ ...a, carParkTypeId: 3 })).toBe(82);
    // a car port counts like a garage (spec: any type other than Other adds 18 per space)
    expect(parkingArea(2, 2)).toBe(36);
  });

  it('minimum for 6 apartments with 9 bedrooms, 7.5 bathrooms and 6 spaces', () => {
    // 35·6 + 10·6 + 9·3 + 5·1.5 + 18·6 = 210 + 60 + 27 + 7.5 + 108 = 412.5
    expect(
      minimumGrossFloorArea({
        dwellings: 6,
        bedrooms: 9,
        bathrooms: 7.5,
        carparks: 6,
        carParkTypeId: 1,
        firstBedroomSize: 10,
        otherBedroomSize: 9,
      }),
    ).toBe(412.5);
  });

  it('predicted GFA is calibrated to the ABS average new house (232.3 m²) and other residential (134 m²)', () => {
    expect(
      predictGrossFloorArea({
        dwellings: 1,
        bedrooms: 4,
        bathrooms: 2,
        carparks: 2,
        carParkTypeId: 1,
      }),
    ).toBeCloseTo(232.3, 9);
    expect(
      predictGrossFloorArea({
        dwellings: 1,
        bedrooms: 2,
        bathrooms: 1,
        carparks: 1,
        carParkTypeId: 1,
      }),
    ).toBeLessThan(232.3);
    // 2-bedroom, 1-bathroom, 1-car dwelling in a multi-dwelling building: 134 m² each
    expect(
      predictGrossFloorArea({
        dwellings: 10,
        bedrooms: 20,
        bathrooms: 10,
        carparks: 10,
        carParkTypeId: 1,
      }),
    ).toBeCloseTo(1340, 9);
  });

  it('calculated GFA counts unenclosed covered area at half', () => {
    expect(calculatedGrossFloorArea(180, 30)).toBe(195);
  });

  it('rejects a Known GFA below the minimum with the spec message', () => {
    const attempt = () => resolveGrossFloorArea({ ...TEST_ATTRIBUTES, grossFloorArea: 100 });
    expect(attempt).toThrow(EngineError);
    expect(attempt).toThrow(grossFloorAreaTooSmallMessage(118));
    expect(grossFloorAreaTooSmallMessage(118)).toBe(
      'The value entered is too small. A building with this number of Dwellings, Bedrooms and Car Spaces should have a Gross Floor Area of at least 118 m2.',
    );
  });

  it('requires both areas in Calculated mode', () => {
    expect(() =>
      resolveGrossFloorArea({
        ...TEST_ATTRIBUTES,
        grossFloorAreaType: 2,
        fullyEnclosedFloorArea: 150,
        unenclosedCoveredArea: null,
      }),
    ).toThrow(/both Fully Enclosed/);
    expect(
      resolveGrossFloorArea({
        ...TEST_ATTRIBUTES,
        grossFloorAreaType: 2,
        fullyEnclosedFloorArea: 180,
        unenclosedCoveredArea: 30,
      }).value,
    ).toBe(195);
  });

  it('checks the sum of the two covered areas against the minimum in Calculated mode (doc 2 §9)', () => {
    // TEST_ATTRIBUTES' minimum is 118 m² (worked example above)
    const calculated = (enclosed: number, unenclosed: number) =>
      resolveGrossFloorArea({
        ...TEST_ATTRIBUTES,
        grossFloorAreaType: 2,
        fullyEnclosedFloorArea: enclosed,
        unenclosedCoveredArea: unenclosed,
      });
    // 100 + 18 = 118 reaches the minimum, although the GFA itself is 100 + ½·18 = 109 m²
    expect(calculated(100, 18).value).toBe(109);
    expect(() => calculated(100, 17)).toThrow(coveredAreasTooSmallMessage(118));
    expect(coveredAreasTooSmallMessage(118)).toBe(
      'The sum of Fully Enclosed Covered Area and Unenclosed Covered Area for a building with this number of Dwellings, Bedrooms and Car Spaces should at least be 118 m2.',
    );
  });

  it('conditioned floor area defaults to GFA less parking', () => {
    expect(conditionedFloorArea({ ...TEST_ATTRIBUTES, conditionedFloorArea: null }, 200)).toBe(164);
    expect(conditionedFloorArea(TEST_ATTRIBUTES, 200)).toBe(150);
  });
});
