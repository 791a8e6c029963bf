import { describe, expect, it } from 'vitest';
import { parseId, parseRouteId } from './route-params';

describe('route params', () => {
  it('parseId reads a positive whole number, else null', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('0')).toBeNull();
    expect(parseId(undefined)).toBeNull();
    expect(parseId('4a')).toBeNull();
    expect(parseId('-1')).toBeNull();
    expect(parseId('1234567890123456')).toBeNull();
  });

  it('parseRouteId reads a whole number ≥ 0, else -1', () => {
    expect(parseRouteId('42')).toBe(42);
    expect(parseRouteId('0')).toBe(0);
    expect(parseRouteId(undefined)).toBe(-1);
    expect(parseRouteId('4a')).toBe(-1);
    expect(parseRouteId('1.5')).toBe(-1);
  });
});
