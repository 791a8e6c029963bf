import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo-distance';

describe('distanceKm', () => {
  it('measures Sydney GPO to Melbourne GPO as about 714 km', () => {
    // published great-circle distance ≈ 713.4 km (Sydney −33.8688, 151.2093; Melbourne −37.8136, 144.9631)
    const d = distanceKm(
      { latitude: -33.8688, longitude: 151.2093 },
      { latitude: -37.8136, longitude: 144.9631 },
    );
    expect(d).toBeGreaterThan(712);
    expect(d).toBeLessThan(715);
  });

  it('is zero for the same point and symmetric', () => {
    const a = { latitude: -27.47, longitude: 153.02 };
    const b = { latitude: -27.9, longitude: 153.3 };
    expect(distanceKm(a, a)).toBe(0);
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
  });
});
