import { describe, expect, it } from 'vitest';
import { resultsByCategory } from './aggregates';
import { categoryContributions } from './category-contributions';
import type { FocalPointId } from './categories';
import { evaluateDesign } from './evaluate-design';
import { TEST_CONTEXT, testDesign } from './test-support';

const ev = evaluateDesign(testDesign(), TEST_CONTEXT);
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

describe('categoryContributions', () => {
  it.each([1, 2, 3, 4] as FocalPointId[])(
    'sums to each category impact of focal point %i (GWP and water, with and without generation)',
    (fp) => {
      for (const indicatorId of [1, 4])
        for (const includeGeneration of [false, true]) {
          const categories = resultsByCategory(ev, fp, indicatorId, { includeGeneration })!;
          const parts = categoryContributions(ev, fp, indicatorId, { includeGeneration })!;
          expect(categories.length).toBeGreaterThan(0);
          for (const c of categories) {
            const found = parts.find((p) => p.code === c.code)!;
            const sum = found.contributions.reduce((s, x) => s + x.impact, 0);
            expect(close(sum, c.impact), `${fp} ${c.code}: ${sum} vs ${c.impact}`).toBe(true);
          }
        }
    },
  );

  it('names the design templates of the category, largest first', () => {
    const walls = categoryContributions(ev, 4, 1)!.find((c) => c.code === 'walls')!;
    const ids = new Set(ev.masters.map((m) => m.designTemplateId));
    expect(walls.contributions.length).toBeGreaterThan(0);
    for (const x of walls.contributions) expect(ids.has(x.designTemplateId!)).toBe(true);
    const sizes = walls.contributions.map((x) => Math.abs(x.impact));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('limits the sum to the chosen modules', () => {
    const upfront = categoryContributions(ev, 1, 1, { modules: ['A1-A3'] })!;
    const nonZero = upfront.filter((c) => c.contributions.length > 0).map((c) => c.code);
    expect(nonZero).toEqual(['product']);
  });
});
