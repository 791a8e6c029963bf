import { describe, expect, it } from 'vitest';
import { formatNumber } from './number-format';

describe('formatNumber', () => {
  it('writes what toLocaleString en-AU writes', () => {
    for (const [value, digits] of [
      [1234567.891, 0],
      [23.45, 1],
      [-0.000123456, 6],
      [0, 1],
      [5242.5, 0],
    ] as const) {
      expect(formatNumber(value, digits)).toBe(
        value.toLocaleString('en-AU', { maximumFractionDigits: digits }),
      );
    }
  });

  it('reuses one format per number of decimals', () => {
    expect(formatNumber(1.25, 1)).toBe(formatNumber(1.25, 1));
    expect(formatNumber(1000.5, 1)).toBe('1,000.5');
  });
});
