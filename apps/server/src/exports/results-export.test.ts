import { indicatorTotal } from '@circa/engine/aggregates';
import { evaluateDesign } from '@circa/engine/evaluate-design';
import { LIFE_CYCLE_MODULES } from '@circa/engine/life-cycle-modules';
import { TEST_CONTEXT, testDesign } from '@circa/engine/test-support';
import { describe, expect, it } from 'vitest';
import { exportRows, WHOLE_LIFE_LABEL } from './results-export';

const design = evaluateDesign(testDesign(), TEST_CONTEXT);
const rows = exportRows(design, design);

describe('exportRows', () => {
  it('has one row per computed indicator and module, and a whole-life total', () => {
    const gwp = rows.filter((r) => r.indicatorId === 1);
    expect(gwp.map((r) => r.module)).toEqual([...LIFE_CYCLE_MODULES, WHOLE_LIFE_LABEL]);
    expect(gwp.every((r) => r.unit === 'kg CO2e')).toBe(true);
    const source = design.compiled.source;
    expect(gwp[0]!.dataSource).toBe(`${source.name} ${source.version}`);
  });

  it('gives the whole-life total the results screens show, and modules that sum to it', () => {
    const gwp = rows.filter((r) => r.indicatorId === 1);
    const total = gwp.find((r) => r.module === WHOLE_LIFE_LABEL)!;
    expect(total.design).toBe(indicatorTotal(design, 1, { includeGeneration: false }));
    const modules = gwp.filter((r) => r.module !== WHOLE_LIFE_LABEL && r.module !== 'D');
    const sum = modules.reduce((s, r) => s + (r.design ?? 0), 0);
    expect(sum).toBeCloseTo(total.design!, 6);
    expect(total.design).not.toBe(0);
  });

  it("gives each module the engine's indicatorTotal over that module, with and without generation", () => {
    for (const row of rows.filter((r) => r.module !== WHOLE_LIFE_LABEL)) {
      const modules = [row.module as (typeof LIFE_CYCLE_MODULES)[number]];
      expect(row.design).toBe(indicatorTotal(design, row.indicatorId, { modules }));
      expect(row.designWithGeneration).toBe(
        indicatorTotal(design, row.indicatorId, { modules, includeGeneration: true }),
      );
      expect(row.benchmark).toBe(row.design);
    }
  });

  it('leaves values empty for an indicator the source has no data for', () => {
    const missing = rows.filter((r) => !design.availableIndicatorIds.includes(r.indicatorId));
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((r) => r.design === null && r.note !== '')).toBe(true);
  });
});
