import { describe, expect, it } from 'vitest';
import { messages } from '@circa/contract/messages';
import type { GfaRecord } from './gfa-rules';
import {
  canSwitchToPredicted,
  gfaEntryFromRecord,
  gfaErrors,
  gfaSaveInput,
  setOverride,
  switchToPredicted,
  typeGrossFloorArea,
} from './gfa-rules';

const record: GfaRecord = {
  GrossFloorArea: 180.46,
  CalculationTypeId: 1,
  FullyEnclosedFloorArea: null,
  UnenclosedCoveredArea: null,
  Dwellings: 1,
  Bedrooms: 3,
  Bathrooms: 2,
  Carparks: 2,
  MinimumGrossFloorArea: 118,
};

describe('gross floor area screen rules (document 2 §2, §5)', () => {
  it('starts in override for Known and Predicted, in area entry for Calculated', () => {
    expect(gfaEntryFromRecord(record)).toMatchObject({
      isOverride: true,
      calculationType: 1,
      grossFloorArea: '180.4',
    });
    const calculated = gfaEntryFromRecord({
      ...record,
      CalculationTypeId: 2,
      FullyEnclosedFloorArea: 150,
      UnenclosedCoveredArea: 20,
    });
    expect(calculated).toMatchObject({
      isOverride: false,
      fullyEnclosedFloorArea: '150',
      unenclosedCoveredArea: '20',
    });
  });

  it('switches to Predicted only with override on and a type that is not Predicted', () => {
    const known = gfaEntryFromRecord(record);
    expect(canSwitchToPredicted(known)).toBe(true);
    const predicted = switchToPredicted(known);
    expect(predicted.calculationType).toBe(0);
    expect(canSwitchToPredicted(predicted)).toBe(false);
    const areas = setOverride(known, false);
    expect(areas.calculationType).toBe(2);
    expect(canSwitchToPredicted(areas)).toBe(false);
    expect(switchToPredicted(areas)).toBe(areas);
  });

  it('switches Predicted to Known when a value is typed', () => {
    const predicted = switchToPredicted(gfaEntryFromRecord(record));
    expect(typeGrossFloorArea(predicted, '200')).toMatchObject({
      calculationType: 1,
      grossFloorArea: '200',
      isOverride: true,
    });
  });

  it("says 'too small' for a Known area under the minimum, nothing for Predicted", () => {
    const known = typeGrossFloorArea(gfaEntryFromRecord(record), '100');
    expect(gfaErrors(known, record).grossFloorArea).toBe(
      'The value entered is too small. A building with this number of Dwellings, Bedrooms and Car Spaces should have a Gross Floor Area of at least 118 m2.',
    );
    expect(gfaErrors(typeGrossFloorArea(known, ''), record).grossFloorArea).toBe(
      messages.positiveNumber,
    );
    expect(gfaErrors(typeGrossFloorArea(known, '118'), record)).toEqual({});
    expect(gfaErrors(switchToPredicted(known), record)).toEqual({});
  });

  it('needs both covered areas, and their sum at least the minimum', () => {
    const areas = setOverride(gfaEntryFromRecord(record), false);
    expect(gfaErrors({ ...areas, fullyEnclosedFloorArea: '100' }, record).areas).toBe(
      messages.bothAreasRequired,
    );
    expect(
      gfaErrors({ ...areas, fullyEnclosedFloorArea: '100', unenclosedCoveredArea: '10' }, record)
        .areas,
    ).toBe(
      'The sum of Fully Enclosed Covered Area and Unenclosed Covered Area for a building with this number of Dwellings, Bedrooms and Car Spaces should at least be 118 m2.',
    );
    expect(
      gfaErrors({ ...areas, fullyEnclosedFloorArea: '100', unenclosedCoveredArea: '18' }, record),
    ).toEqual({});
    expect(
      gfaErrors({ ...areas, fullyEnclosedFloorArea: 'x', unenclosedCoveredArea: '18' }, record)
        .fullyEnclosedFloorArea,
    ).toBe(messages.nonNegativeNumber);
  });

  it('saves the area for Known, the two areas for Calculated, neither for Predicted', () => {
    const known = typeGrossFloorArea(gfaEntryFromRecord(record), '200');
    expect(gfaSaveInput(known, 77)).toEqual({
      DesignId: 77,
      CalculationTypeId: 1,
      GrossFloorArea: 200,
      FullyEnclosedFloorArea: null,
      UnenclosedCoveredArea: null,
    });
    const areas = {
      ...setOverride(known, false),
      fullyEnclosedFloorArea: '150',
      unenclosedCoveredArea: '20.5',
    };
    expect(gfaSaveInput(areas, 77)).toEqual({
      DesignId: 77,
      CalculationTypeId: 2,
      GrossFloorArea: null,
      FullyEnclosedFloorArea: 150,
      UnenclosedCoveredArea: 20.5,
    });
    expect(gfaSaveInput(switchToPredicted(known), 77)).toMatchObject({
      CalculationTypeId: 0,
      GrossFloorArea: null,
    });
  });
});
