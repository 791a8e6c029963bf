import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@circa/contract/messages';
import { displayToIsoDate, isoToDisplayDate, parseDecimal, truncateArea } from './design-fields';
import { checkField, gfaTooSmallMessage } from './design-validation';

const options = [
  { Id: 1, Description: 'Garage', IsDisabled: false },
  { Id: 2, Description: 'Car Port', IsDisabled: false },
];

function message(result: ReturnType<typeof checkField>) {
  return result.isValid ? null : result.message;
}

describe('checkField (document 2 §5 "Design Details")', () => {
  it('requires a design name and trims it', () => {
    expect(message(checkField('designName', '   '))).toBe(messages.designNameRequired);
    expect(checkField('designName', '  House A ')).toEqual({ isValid: true, value: 'House A' });
  });

  it('wants whole numbers above 0 for floors', () => {
    for (const text of ['0', '1.5', '', 'two', '-1']) {
      expect(message(checkField('floors', text))).toBe(messages.positiveWholeNumber);
    }
  });

  it("wants dwellings greater than 0 (the spec's positive-number message), and whole", () => {
    for (const text of ['0', '-1', '-1.5', '', 'two']) {
      expect(message(checkField('dwellings', text))).toBe('Please enter a value larger than 0.');
    }
    expect(message(checkField('dwellings', '1.5'))).toBe(
      'Please enter a whole number larger than 0.',
    );
    expect(checkField('dwellings', '3')).toEqual({ isValid: true, value: 3 });
  });

  it('allows zero bedrooms, bathrooms and carparks but not negatives or text', () => {
    expect(checkField('bathrooms', '0')).toEqual({ isValid: true, value: 0 });
    expect(checkField('bathrooms', '1.5')).toEqual({ isValid: true, value: 1.5 });
    expect(message(checkField('bedrooms', '-1'))).toBe(messages.nonNegativeNumber);
    expect(message(checkField('carparks', 'x'))).toBe(messages.nonNegativeNumber);
    expect(message(checkField('carparks', ''))).toBe(messages.nonNegativeNumber);
  });

  it('wants a ceiling height and bedroom sizes above 0', () => {
    expect(message(checkField('ceilingHeight', '0'))).toBe(messages.positiveNumber);
    expect(message(checkField('firstBedroomSize', ''))).toBe(messages.positiveNumber);
    expect(checkField('otherBedroomSize', '10.5')).toEqual({ isValid: true, value: 10.5 });
  });

  it("says 'too small' with the minimum for a gross floor area under it", () => {
    expect(message(checkField('grossFloorArea', '100', { minimumGrossFloorArea: 118 }))).toBe(
      'The value entered is too small. A building with this number of Dwellings, Bedrooms and Car Spaces should have a Gross Floor Area of at least 118 m2.',
    );
    expect(checkField('grossFloorArea', '118', { minimumGrossFloorArea: 118 })).toEqual({
      isValid: true,
      value: 118,
    });
    expect(message(checkField('grossFloorArea', '0', { minimumGrossFloorArea: 118 }))).toBe(
      messages.positiveNumber,
    );
    expect(gfaTooSmallMessage(118.04)).toContain('at least 118.1 m2');
  });

  it('uses the one minimum figure of the server: 123.44 m² asks for 123.5, 123.4 stays 123.4', () => {
    const under = { minimumGrossFloorArea: 123.44 };
    for (const text of ['123.4', '123.45']) {
      expect(message(checkField('grossFloorArea', text, under))).toBe(
        formatMessage(messages.gfaTooSmall, { n: 123.5 }),
      );
    }
    expect(checkField('grossFloorArea', '123.5', under)).toEqual({ isValid: true, value: 123.5 });
    // the server sends the figure itself; rounding it again changes nothing
    expect(checkField('grossFloorArea', '123.5', { minimumGrossFloorArea: 123.5 }).isValid).toBe(
      true,
    );
    expect(checkField('grossFloorArea', '123.4', { minimumGrossFloorArea: 123.4 })).toEqual({
      isValid: true,
      value: 123.4,
    });
    expect(message(checkField('grossFloorArea', '123.3', { minimumGrossFloorArea: 123.4 }))).toBe(
      formatMessage(messages.gfaTooSmall, { n: 123.4 }),
    );
  });

  it('needs a car park type among the options, and every select its own message', () => {
    expect(message(checkField('carparkTypeId', '', { options }))).toBe(
      messages.carParkTypeRequired,
    );
    expect(message(checkField('carparkTypeId', '3', { options }))).toBe(
      messages.carParkTypeRequired,
    );
    expect(checkField('carparkTypeId', '2', { options })).toEqual({ isValid: true, value: 2 });
    expect(message(checkField('energyMonitoringTypeId', '9', { options }))).toBe(
      messages.energyMonitoringRequired,
    );
    expect(message(checkField('thermalRatingId', '', { options }))).toBe(
      messages.thermalRatingRequired,
    );
    expect(message(checkField('naturalLightingId', '7', { options }))).toBe(
      messages.naturalLightRequired,
    );
    expect(message(checkField('electricitySupplyId', '7', { options }))).toBe(
      messages.electricitySupplyRequired,
    );
    expect(message(checkField('waterSupplyId', '7', { options }))).toBe(
      messages.waterSupplyRequired,
    );
    expect(message(checkField('rainwaterPumpPressureRatingId', '7', { options }))).toBe(
      messages.rainwaterPumpRequired,
    );
  });

  it('takes an occupancy date as dd/MM/yyyy and sends yyyy-MM-dd', () => {
    expect(checkField('occupancyDate', '1/3/2027')).toEqual({ isValid: true, value: '2027-03-01' });
    expect(checkField('occupancyDate', '29/02/2028')).toEqual({
      isValid: true,
      value: '2028-02-29',
    });
    for (const text of [
      '29/02/2027',
      '31/04/2027',
      '2027-03-01',
      '00/01/2027',
      '01/13/2027',
      '01/01/0000',
      '',
    ]) {
      expect(message(checkField('occupancyDate', text))).toBe(messages.validDate);
    }
    expect(checkField('occupancyDate', '31/12/9999')).toEqual({
      isValid: true,
      value: '9999-12-31',
    });
  });
});

describe('field conversions', () => {
  it('shows a date as dd/MM/yyyy and reads it back', () => {
    expect(isoToDisplayDate('2027-03-01')).toBe('01/03/2027');
    expect(displayToIsoDate('01/03/2027')).toBe('2027-03-01');
    expect(isoToDisplayDate('')).toBe('');
  });

  it('truncates floor areas to 1 decimal', () => {
    expect(truncateArea(180.46)).toBe(180.4);
    expect(truncateArea(99.99)).toBe(99.9);
  });

  it('reads plain decimals, with an exponent', () => {
    expect(parseDecimal(' 12.5 ')).toBe(12.5);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('0x10')).toBeNaN();
    expect(parseDecimal('1e3')).toBe(1000);
    expect(parseDecimal('1e')).toBeNaN();
  });
});
