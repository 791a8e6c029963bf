import { describe, expect, it } from 'vitest';
import { componentLine, views } from '../components/customise-test-data';
import { canEnterView, impactBarShare, nextView, viewComponents } from './view-order';

const lines = [
  componentLine({ Id: 'a', Name: 'A', Impact: 10 }),
  componentLine({ Id: 'b', Name: 'B', Impact: null }),
  componentLine({ Id: 'c', Name: 'C', Impact: -5 }),
  componentLine({ Id: 'd', Name: 'D', Impact: 300 }),
  componentLine({ Id: 'e', Name: 'E', Impact: 1, SortOrder: 2 }),
];

describe('viewComponents', () => {
  it("keeps the view's components, highest impact first by default order, unknown impacts last", () => {
    expect(viewComponents(lines, 1, 'highest').map((c) => c.Id)).toEqual(['d', 'a', 'c', 'b']);
    expect(viewComponents(lines, 1, 'lowest').map((c) => c.Id)).toEqual(['c', 'a', 'd', 'b']);
    expect(viewComponents(lines, 2, 'highest').map((c) => c.Id)).toEqual(['e']);
  });
});

describe('nextView', () => {
  it('gives the following view and null after the last', () => {
    expect(nextView(views, 1)?.SortOrder).toBe(2);
    expect(nextView([views[2]!, views[0]!], 1)?.SortOrder).toBe(3);
    expect(nextView(views, 3)).toBeNull();
  });
});

describe('canEnterView', () => {
  it('opens views up to the furthest reached and the first always', () => {
    expect(canEnterView(views, 1, 0, null)).toBe(true);
    expect(canEnterView(views, 2, 2, null)).toBe(true);
    expect(canEnterView(views, 3, 2, null)).toBe(false);
  });
  it('opens the view after the one Next came from, even before the server has recorded it', () => {
    expect(canEnterView(views, 3, 2, 2)).toBe(true);
    // Next from view 2 while view 2's recording is still on its way (active still 1)
    expect(canEnterView(views, 3, 1, 2)).toBe(true);
    expect(canEnterView(views, 2, 0, 1)).toBe(true);
  });

  it('refuses a view that is not the one after the view Next came from', () => {
    expect(canEnterView(views, 3, 1, 1)).toBe(false);
    expect(canEnterView(views, 4, 1, 2)).toBe(false);
    expect(canEnterView(views, 4, 1, null)).toBe(false);
  });
});

describe('impactBarShare', () => {
  it('scales against the larger of the largest magnitude and a quarter of the total', () => {
    expect(impactBarShare(50, [50, 20, 10])).toBe(1);
    expect(impactBarShare(20, [50, 20, 10])).toBeCloseTo(0.4);
    // Ten equal impacts: a quarter of the total (25) is larger than each (10).
    expect(
      impactBarShare(
        10,
        Array.from({ length: 10 }, () => 10),
      ),
    ).toBeCloseTo(0.4);
    expect(impactBarShare(-5, [10, -5])).toBeCloseTo(0.5);
    expect(impactBarShare(null, [10])).toBe(0);
    expect(impactBarShare(0, [0, 0])).toBe(0);
  });
});
