import { describe, expect, it } from 'vitest';
import { formatNumber } from './number-format';

const localeText = (value: number, digits: number) =>
  value.toLocaleString('en-AU', { maximumFractionDigits: digits });

describe('formatNumber', () => {
  it('writes what toLocaleString en-AU writes', () => {
    for (const [value, digits] of [
      [1234567.891, 0],
      [23.45, 1],
      [-0.000123456, 6],
      [0, 1],
      [-0, 0],
      [-0.4, 0],
      [5242.5, 0],
      [-2.5, 0],
      [999.96, 1],
      [999999.5, 0],
      [1.005, 2],
      [0.1 + 0.2, 3],
      [123456789012345680000, 0],
      [1e21, 2],
      [Infinity, 1],
      [-Infinity, 0],
      [NaN, 2],
    ] as const) {
      expect(formatNumber(value, digits)).toBe(localeText(value, digits));
    }
  });

  it('agrees with toLocaleString on many numbers of every size and sign', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 5000; i++) {
      const magnitude = 10 ** Math.floor(random() * 16 - 6);
      const value = (random() - 0.4) * magnitude;
      const digits = Math.floor(random() * 4);
      expect(formatNumber(value, digits)).toBe(localeText(value, digits));
      // halves, where the rounding rule shows
      const half = (Math.round(value * 10 ** digits) + 0.5) / 10 ** digits;
      expect(formatNumber(half, digits)).toBe(localeText(half, digits));
    }
  });

  it('groups thousands and drops trailing zeros', () => {
    expect(formatNumber(1000.5, 1)).toBe('1,000.5');
    expect(formatNumber(1000.5, 3)).toBe('1,000.5');
    expect(formatNumber(-1234567.25, 0)).toBe('-1,234,567');
  });
});
