import { describe, expect, it } from 'vitest';
import { DEFAULT_EVALUATION_OPTIONS, evaluateDesign } from './evaluate-design';
import type { GridTrajectory } from './evaluation-context';
import { INDICATOR_COLUMN_COUNT, indicatorColumn } from './indicators';
import { lineYearWeight, trajectoryMultiplier, trajectoryPoints } from './operational-line-values';
import { pivotRowSet } from './pivot-rows';
import { TEST_CONTEXT, testDesign } from './test-support';

const K = INDICATOR_COLUMN_COUNT;
const GWP = indicatorColumn(1);

/** Common line 2026 → 2050 (1 → 0); VIC's own line 2026 → 2036 (1 → 0). */
const TRAJECTORY: GridTrajectory = {
  id: 't',
  name: 'test',
  points: [
    { year: 2026, multiplier: 1 },
    { year: 2050, multiplier: 0 },
  ],
  pointsByState: {
    VIC: [
      { year: 2026, multiplier: 1 },
      { year: 2036, multiplier: 0 },
    ],
  },
};

describe('grid trajectory by the design state (methodology §6.2)', () => {
  it('uses the state’s own points where the trajectory has them, else the common points', () => {
    expect(trajectoryPoints(TRAJECTORY, 'VIC')).toBe(TRAJECTORY.pointsByState!.VIC);
    expect(trajectoryPoints(TRAJECTORY, 'NSW')).toBe(TRAJECTORY.points);
    expect(trajectoryPoints(TRAJECTORY)).toBe(TRAJECTORY.points);
    // 2031: VIC 1 − 5/10 = 0.5; NSW (no entry) and no state 1 − 5/24 = 0.791667
    expect(trajectoryMultiplier(TRAJECTORY, 2031, 'VIC')).toBeCloseTo(0.5, 12);
    expect(trajectoryMultiplier(TRAJECTORY, 2031, 'NSW')).toBeCloseTo(19 / 24, 12);
    expect(trajectoryMultiplier(TRAJECTORY, 2031)).toBeCloseTo(19 / 24, 12);
    // flat after each series' last point
    expect(trajectoryMultiplier(TRAJECTORY, 2040, 'VIC')).toBe(0);
    expect(trajectoryMultiplier(TRAJECTORY, 2040, 'TAS')).toBeCloseTo(10 / 24, 12);
    expect(trajectoryMultiplier(null, 2031, 'VIC')).toBe(1);
  });

  it('gives a design in VIC its region’s multiplier and one in NSW the common one', () => {
    const options = { ...DEFAULT_EVALUATION_OPTIONS, gridTrajectory: TRAJECTORY };
    const light = (ev: ReturnType<typeof evaluateDesign>) =>
      ev.lineValues[ev.lines.findIndex((l) => l.endUse === 'lighting') * K + GWP]!;
    const ratio = (state: 'NSW' | 'VIC') => {
      const design = testDesign({ location: { ...testDesign().location, state } });
      return (
        light(evaluateDesign(design, TEST_CONTEXT, options)) /
        light(evaluateDesign(design, TEST_CONTEXT))
      );
    };
    // occupancy 2026, 60 years. NSW: 1 + 23/24 + … + 1/24 (2026–2049), then 0 → 12.5 of 60.
    expect(ratio('NSW')).toBeCloseTo(12.5 / 60, 9);
    // VIC: 1 + 0.9 + … + 0.1 (2026–2035), then 0 → 5.5 of 60.
    expect(ratio('VIC')).toBeCloseTo(5.5 / 60, 9);
  });

  it('weighs the per-year rows with the design’s state too', () => {
    const options = { ...DEFAULT_EVALUATION_OPTIONS, gridTrajectory: TRAJECTORY };
    const design = testDesign({ location: { ...testDesign().location, state: 'VIC' } });
    const ev = evaluateDesign(design, TEST_CONTEXT, options);
    const l = ev.lines.findIndex((x) => x.endUse === 'lighting');
    // year 6 = 2031: VIC 0.5 (NSW would be 0.791667)
    expect(lineYearWeight(ev.lines[l]!, GWP, 6, 2026, options, 'VIC')).toBeCloseTo(0.5, 12);
    const rows = pivotRowSet(ev);
    let sum = 0;
    for (let i = 0; i < rows.length; i++)
      if (rows.source[i] === -l - 1 && rows.indicatorId[i] === 1) sum += rows.value[i]!;
    expect(sum).toBeCloseTo(light(ev), 6);
    function light(e: typeof ev) {
      return e.lineValues[l * K + GWP]!;
    }
  });
});
