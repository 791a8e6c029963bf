import { describe, expect, it } from 'vitest';
import { results } from './results.routes';
import { routeUrl } from './route-url';
import { useStructureCredit } from './credits.routes';
import { getUserProfile } from './identity.routes';

describe('routeUrl', () => {
  it('puts query inputs in the query string as URLSearchParams would, leaving out empty fields', () => {
    const input = { structureId: 5, indicatorId: 1, summaryOnly: true, note: "a b!'()~*", x: null };
    // what URLSearchParams writes for the same fields
    const expected = 'structureId=5&indicatorId=1&summaryOnly=true&note=a+b%21%27%28%29%7E*';
    expect(routeUrl(results, input, '/api')).toBe(`/api${results.paths[0]}?${expected}`);
  });
  it('fills path segments and leaves a route without input as its path', () => {
    expect(routeUrl(useStructureCredit, { id: 12 }, '/api')).toMatch(/\/12$/);
    expect(routeUrl(getUserProfile, undefined, '', getUserProfile.paths[1])).toBe(
      getUserProfile.paths[1],
    );
  });
});
