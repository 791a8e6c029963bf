import { describe, expect, it } from 'vitest';
import { messages } from '@circa/contract/messages';
import type { ThermalEntry } from './thermal-rules';
import {
  changeUnit,
  convertDemand,
  entryDemands,
  typeDemand,
  fillDefaults,
  thermalErrors,
  thermalSaveInput,
} from './thermal-rules';

const ratings = [{ Id: 60, Description: '6 stars', IsDisabled: false }];
const units = [
  { Id: 1, Description: 'MJ/m2', IsDisabled: false },
  { Id: 2, Description: 'kWh/m2', IsDisabled: false },
];
const entry: ThermalEntry = {
  thermalRatingId: '60',
  thermalUnitId: '1',
  coolingDemand: '37.7',
  heatingDemand: '43.9',
};
const limits = [76.1, 87, 37.7, 43.9] as const;

describe('thermal rules (document 2 §4, §5, §9)', () => {
  it('converts with factor 3.6 and rounds to 1 decimal', () => {
    expect(convertDemand('37.7', 1, 2)).toBe('10.5');
    expect(convertDemand('10', 2, 1)).toBe('36');
    expect(convertDemand('10.55', 2, 1)).toBe('38');
    expect(convertDemand('12.3', 1, 1)).toBe('12.3');
    expect(convertDemand('abc', 1, 2)).toBe('abc');
  });

  it('converts both demands when the unit changes, from their exact values (no drift)', () => {
    expect(changeUnit(entry, '2')).toMatchObject({
      thermalRatingId: '60',
      thermalUnitId: '2',
      coolingDemand: '10.5',
      heatingDemand: '12.2',
    });
    expect(changeUnit(changeUnit(entry, '2'), '1')).toMatchObject({
      coolingDemand: '37.7',
      heatingDemand: '43.9',
    });
    // the save carries the exact values, not the figures rounded for display
    const inKwh = thermalSaveInput(changeUnit(entry, '2'), 7);
    expect(inKwh.coolingDemand).toBeCloseTo(37.7 / 3.6, 12);
    // a typed demand is the new exact value
    const typed = typeDemand(changeUnit(entry, '2'), 'coolingDemand', '11');
    expect(changeUnit(typed, '1')).toMatchObject({ coolingDemand: '39.6', heatingDemand: '43.9' });
  });

  it('shows stored demands to 1 decimal and saves them unchanged while untouched', () => {
    const stored = { ...entry, thermalUnitId: '2', ...entryDemands(37.7 / 3.6, 12.25, 2) };
    expect(stored.coolingDemand).toBe('10.5');
    expect(thermalSaveInput(stored, 7).coolingDemand).toBe(37.7 / 3.6);
    expect(changeUnit(stored, '1')).toMatchObject({ coolingDemand: '37.7', heatingDemand: '44.1' });
  });

  it('accepts a total within the limits, inclusive', () => {
    const options = { ratings, units };
    expect(thermalErrors(entry, options, limits)).toEqual({});
    expect(thermalErrors({ ...entry, coolingDemand: '32.2' }, options, limits)).toEqual({});
    expect(thermalErrors({ ...entry, coolingDemand: '43.1' }, options, limits)).toEqual({});
  });

  it('marks a total outside the limits on both demands and as a whole', () => {
    const errors = thermalErrors({ ...entry, coolingDemand: '43.2' }, { ratings, units }, limits);
    expect(errors).toEqual({
      range: messages.thermalOutOfRange,
      coolingDemand: messages.demandBetweenLimits,
      heatingDemand: messages.demandBetweenLimits,
    });
    expect(
      thermalErrors({ ...entry, coolingDemand: '32.1' }, { ratings, units }, limits).range,
    ).toBe(messages.thermalOutOfRange);
  });

  it('needs a rating, a unit and numbers', () => {
    const errors = thermalErrors(
      { thermalRatingId: '', thermalUnitId: '3', coolingDemand: '', heatingDemand: '-1' },
      { ratings, units },
      undefined,
    );
    expect(errors).toEqual({
      thermalRatingId: messages.thermalRatingRequired,
      thermalUnitId: messages.thermalUnitRequired,
      coolingDemand: messages.nonNegativeNumber,
      heatingDemand: messages.nonNegativeNumber,
    });
  });

  it('fills only empty demands with the defaults', () => {
    expect(
      fillDefaults({ ...entry, coolingDemand: '', heatingDemand: '40' }, limits),
    ).toMatchObject({ coolingDemand: '37.7', heatingDemand: '40' });
  });

  it('saves numbers', () => {
    expect(thermalSaveInput(entry, 77)).toEqual({
      designId: 77,
      thermalRatingId: 60,
      thermalUnitId: 1,
      coolingDemand: 37.7,
      heatingDemand: 43.9,
    });
  });
});
