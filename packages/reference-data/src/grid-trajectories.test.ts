import { trajectoryMultiplier } from '@circa/engine/operational-line-values';
import { describe, expect, it } from 'vitest';
import {
  AEMO_ISP_2026_STEP_CHANGE,
  AEMO_ISP_2026_STEP_CHANGE_NEM,
  DEFAULT_GRID_TRAJECTORY,
  GRID_TRAJECTORIES,
  ispIntensity,
  NET_ZERO_2050_LINEAR,
} from './grid-trajectories';

const year = (fy: number) =>
  AEMO_ISP_2026_STEP_CHANGE_NEM.find((y) => y.financialYearEnding === fy)!;

describe('grid trajectories (methodology §6.2)', () => {
  it('transcribes the AEMO 2026 ISP Step Change extract as read (FY2027–FY2050, 24 years)', () => {
    expect(AEMO_ISP_2026_STEP_CHANGE_NEM.map((y) => y.financialYearEnding)).toEqual(
      Array.from({ length: 24 }, (_, i) => 2027 + i),
    );
    // Step Change CDP4 (ODP) rows of the extract
    expect(year(2027)).toEqual({
      financialYearEnding: 2027,
      emissionsMt: 102.024,
      generationExcludingRooftopAndStorageGWh: 190599,
      storageAndDspNetGenerationGWh: -941,
    });
    // 2029-30 regions: NSW 7.7717 + QLD 20.3275 + VIC 11.0422 + SA 0.0915 + TAS 0 = 39.233 Mt
    expect(year(2030).emissionsMt).toBe(39.233);
    expect(year(2050)).toEqual({
      financialYearEnding: 2050,
      emissionsMt: 3.85,
      generationExcludingRooftopAndStorageGWh: 332097,
      storageAndDspNetGenerationGWh: -19242,
    });
  });

  it('derives the intensity per MWh of operational demand by hand', () => {
    // 102.024 Mt / ((190,599 − 941) GWh / 1000) = 102.024 / 189.658 = 0.53794 t/MWh
    expect(ispIntensity(year(2027))).toBeCloseTo(0.53794, 5);
    // 39.233 / 203.237 = 0.19304
    expect(ispIntensity(year(2030))).toBeCloseTo(0.19304, 5);
    // 17.937 / (259.031 − 13.056) = 17.937 / 245.975 = 0.07292
    expect(ispIntensity(year(2035))).toBeCloseTo(0.07292, 5);
    // 3.85 / (332.097 − 19.242) = 3.85 / 312.855 = 0.01231
    expect(ispIntensity(year(2050))).toBeCloseTo(0.01231, 5);
  });

  it('scales the NGA factor by intensity / FY2027 intensity, flat outside 2027–2050', () => {
    const m = (y: number) => trajectoryMultiplier(AEMO_ISP_2026_STEP_CHANGE, y);
    expect(m(2026)).toBe(1);
    expect(m(2027)).toBe(1);
    // 0.19304 / 0.53794 = 0.35885
    expect(m(2030)).toBeCloseTo(0.35885, 4);
    // 0.07292 / 0.53794 = 0.13556
    expect(m(2035)).toBeCloseTo(0.13556, 4);
    // 0.01231 / 0.53794 = 0.02288, held after the ISP's last year
    expect(m(2050)).toBeCloseTo(0.02288, 4);
    expect(m(2085)).toBeCloseTo(0.02288, 4);
  });

  it('weighs 60 years from 2026 at 6.73 years of static factors (net zero line 12.5)', () => {
    const weight = (t: typeof NET_ZERO_2050_LINEAR) => {
      let w = 0;
      for (let y = 2026; y < 2086; y++) w += trajectoryMultiplier(t, y);
      return w;
    };
    // 1 + 1 (2026, 2027) + Σ ratios 2028–2049 + 36 × 0.02288 (2050–2085)
    expect(weight(AEMO_ISP_2026_STEP_CHANGE)).toBeCloseTo(6.734, 3);
    // 1 + 23/24 + … + 1/24 + 0 × 36 = 12.5
    expect(weight(NET_ZERO_2050_LINEAR)).toBeCloseTo(12.5, 10);
  });

  it('ships the ISP scenario as the default, the straight line as a labelled sensitivity', () => {
    expect(DEFAULT_GRID_TRAJECTORY).toBe(AEMO_ISP_2026_STEP_CHANGE);
    expect(GRID_TRAJECTORIES.map((t) => t.id)).toEqual([
      'aemo-isp-2026-step-change',
      'net-zero-2050-linear',
    ]);
    expect(NET_ZERO_2050_LINEAR.name).toMatch(/sensitivity/);
  });
});
