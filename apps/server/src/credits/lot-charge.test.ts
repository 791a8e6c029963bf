import { describe, expect, it } from 'vitest';
import { amountInMinorUnits, creditsForDwellings } from './lot-charge';

describe('what a lot costs', () => {
  it('is 1 credit per whole dwelling, at least 1 (document 2 §9)', () => {
    expect(creditsForDwellings(1)).toBe(1);
    expect(creditsForDwellings(3)).toBe(3);
    expect(creditsForDwellings(2.5)).toBe(3);
    expect(creditsForDwellings(0)).toBe(1);
    expect(creditsForDwellings(Number.NaN)).toBe(1);
  });

  it('by card is unit cost × dwellings in minor units (ISO 4217 exponents)', () => {
    expect(amountInMinorUnits(30, 1, 'AUD')).toBe(3000);
    expect(amountInMinorUnits(29.99, 3, 'aud')).toBe(8997);
    expect(amountInMinorUnits(3000, 2, 'JPY')).toBe(6000);
  });
});
