import { describe, expect, it } from 'vitest';
import { packColumn, packedInt32Column, unpackFloat64, unpackInt32 } from './packed-columns';

const base64Of = packColumn;

describe('packed columns', () => {
  it('decode Int32 and Float64 columns bit for bit', () => {
    const ints = Int32Array.from([0, 1, -5, 2_147_483_647, -2_147_483_648]);
    const floats = Float64Array.from([0, -0.1, 1e300, 123.456789012345, Number.MIN_VALUE]);
    expect(Array.from(unpackInt32(base64Of(ints)))).toEqual(Array.from(ints));
    expect(Array.from(unpackFloat64(base64Of(floats)))).toEqual(Array.from(floats));
    expect(unpackInt32('')).toHaveLength(0);
    // standard base64 for each length modulo 3 (checked against Python's base64)
    expect(packColumn(Int32Array.from([1]))).toBe('AQAAAA==');
    expect(packColumn(Int32Array.from([1, 2]))).toBe('AQAAAAIAAAA=');
    expect(packColumn(Int32Array.from([1, 2, 3]))).toBe('AQAAAAIAAAADAAAA');
  });

  it('refuses text that is not base64, and a partial value', () => {
    expect(packedInt32Column.safeParse('abc$').success).toBe(false);
    expect(() => unpackFloat64(base64Of(Int32Array.from([1])))).toThrow(/partial value/);
  });
});
