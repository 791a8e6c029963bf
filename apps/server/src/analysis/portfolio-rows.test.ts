import { indicatorTotal } from '@circa/engine/aggregates';
import { evaluateDesign } from '@circa/engine/evaluate-design';
import { LIFE_CYCLE_MODULES, LIFE_CYCLE_SCOPES } from '@circa/engine/life-cycle-modules';
import { TEST_CONTEXT, testDesign } from '@circa/engine/test-support';
import { describe, expect, it } from 'vitest';
import { portfolioRows } from './portfolio-rows';

describe('portfolio rows', () => {
  const ev = evaluateDesign(testDesign(), TEST_CONTEXT);
  const rows = portfolioRows(ev);

  it('sum to the engine totals of every indicator, whole life and module D', () => {
    const ids = new Set(rows.map((r) => r.indicatorId));
    expect(ids.size).toBeGreaterThan(1);
    for (const id of ids) {
      const of = (modules: readonly string[]) =>
        rows
          .filter((r) => r.indicatorId === id && modules.includes(r.module))
          .reduce((s, r) => s + r.value, 0);
      const wholeLife = indicatorTotal(ev, id, {
        modules: LIFE_CYCLE_SCOPES.wholeLife,
        includeGeneration: true,
      });
      expect(of(LIFE_CYCLE_SCOPES.wholeLife)).toBeCloseTo(wholeLife ?? 0, 6);
      const d = indicatorTotal(ev, id, { modules: ['D'], includeGeneration: true });
      if (d !== null) expect(of(['D'])).toBeCloseTo(d, 6);
    }
  });

  it('hold one row per indicator, module, category and material, with names people read', () => {
    const keys = rows.map((r) => `${r.indicatorId}|${r.module}|${r.category}|${r.material}`);
    expect(new Set(keys).size).toBe(rows.length);
    for (const r of rows) {
      expect(LIFE_CYCLE_MODULES).toContain(r.module);
      expect(r.category).not.toBe('');
      expect(r.material).not.toMatch(/^[a-z]+(-[a-z]+)+$/);
    }
    expect(rows.some((r) => r.module === 'B6')).toBe(true);
    // the test design's PV: on-site generation as negative B6 rows of the Renewables category
    expect(rows.some((r) => r.module === 'B6' && r.value < 0 && r.category === 'Renewables')).toBe(
      true,
    );
  });
});
