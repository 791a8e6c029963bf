import { trajectoryMultiplier } from '@circa/engine/operational-line-values';
import { describe, expect, it } from 'vitest';
import {
  AEMO_ISP_2024_STEP_CHANGE_POINTS_BY_STATE,
  AEMO_ISP_2024_STEP_CHANGE_REGIONS,
  AEMO_ISP_2026_STEP_CHANGE,
  AEMO_ISP_STEP_CHANGE_BY_REGION,
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

  it('scales the NGA factor by intensity / FY2027 intensity, flat outside 2027–2050 (NEM-wide)', () => {
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

  it('ships the NEM-wide ISP scenario as the default, regions and the straight line as labelled sensitivities', () => {
    expect(DEFAULT_GRID_TRAJECTORY).toBe(AEMO_ISP_2026_STEP_CHANGE);
    // one ISP edition in the default: no regional points
    expect(AEMO_ISP_2026_STEP_CHANGE.pointsByState).toBeUndefined();
    expect(GRID_TRAJECTORIES.map((t) => t.id)).toEqual([
      'aemo-isp-2026-step-change',
      'aemo-isp-step-change-by-region',
      'net-zero-2050-linear',
    ]);
    expect(NET_ZERO_2050_LINEAR.name).toMatch(/sensitivity/);
    expect(AEMO_ISP_STEP_CHANGE_BY_REGION.name).toMatch(/sensitivity/);
  });

  const region = (r: 'NSW' | 'QLD' | 'VIC', fy: number) =>
    AEMO_ISP_2024_STEP_CHANGE_REGIONS[r].find((y) => y.financialYearEnding === fy)!;

  it('sums the 2024 ISP Step Change CDP14 regional series as read (FY2025–FY2050)', () => {
    for (const r of ['NSW', 'QLD', 'VIC'] as const)
      expect(AEMO_ISP_2024_STEP_CHANGE_REGIONS[r].map((y) => y.financialYearEnding)).toEqual(
        Array.from({ length: 26 }, (_, i) => 2025 + i),
      );
    // NSW FY2024-25: emissions 43,287.5 kt; black coal 49,022.3 + flexible gas 10.6 + hydro
    // 2,228.9 + mid-merit gas 778.5 + utility solar 9,759.2 + wind 8,048.7 = 69,848.2 GWh;
    // storage: coordinated CER 233.2 − 233.2 + passive CER 103.5 − 122.7 + utility 513.3 − 657.3
    // + DSP 0 = −163.2 GWh
    expect(region('NSW', 2025)).toEqual({
      financialYearEnding: 2025,
      emissionsMt: 43.2875,
      generationExcludingRooftopAndStorageGWh: 69848.2,
      storageAndDspNetGenerationGWh: -163.2,
    });
    // VIC FY2033-34: brown coal gone (8,009.5 GWh in FY2032-33, 0 after), emissions 389.7 kt
    expect(region('VIC', 2034).emissionsMt).toBe(0.3897);
    expect(region('QLD', 2050).emissionsMt).toBe(1.7537);
  });

  it('derives each region’s ratio to its own FY2024-25 intensity by hand', () => {
    // NSW: 43.2875 / 69.685 = 0.621188 t/MWh; 2030: 11.8528 / (77.6463 − 3.7473) = 0.160392
    expect(ispIntensity(region('NSW', 2025))).toBeCloseTo(0.621188, 6);
    expect(ispIntensity(region('NSW', 2030))).toBeCloseTo(0.160392, 6);
    const m = (state: 'NSW' | 'ACT' | 'QLD' | 'VIC', y: number) =>
      trajectoryMultiplier(AEMO_ISP_STEP_CHANGE_BY_REGION, y, state);
    expect(m('NSW', 2025)).toBe(1);
    // 0.160392 / 0.621188 = 0.25820
    expect(m('NSW', 2030)).toBeCloseTo(0.2582, 4);
    expect(m('ACT', 2030)).toBe(m('NSW', 2030));
    // QLD 0.267172 / 0.615299 = 0.43421; VIC 0.227106 / 0.642449 = 0.35350
    expect(m('QLD', 2030)).toBeCloseTo(0.43421, 4);
    expect(m('VIC', 2030)).toBeCloseTo(0.3535, 4);
    // 2050, held after: NSW 0.02068, QLD 0.02510, VIC 0.00666
    expect(m('NSW', 2085)).toBeCloseTo(0.02068, 4);
    expect(m('QLD', 2050)).toBeCloseTo(0.0251, 4);
    expect(m('VIC', 2050)).toBeCloseTo(0.00666, 4);
  });

  it('keeps the NEM-wide 2026 ISP ratio for SA, TAS, WA and NT', () => {
    expect(Object.keys(AEMO_ISP_2024_STEP_CHANGE_POINTS_BY_STATE).sort()).toEqual([
      'ACT',
      'NSW',
      'QLD',
      'VIC',
    ]);
    for (const state of ['SA', 'TAS', 'WA', 'NT'] as const)
      expect(trajectoryMultiplier(AEMO_ISP_STEP_CHANGE_BY_REGION, 2030, state)).toBeCloseTo(
        0.35885,
        4,
      );
  });

  it('weighs 60 years from 2026 by state: NSW 4.90, QLD 6.43, VIC 4.56, elsewhere 6.73', () => {
    const weight = (state: 'NSW' | 'QLD' | 'VIC' | 'SA') => {
      let w = 0;
      for (let y = 2026; y < 2086; y++)
        w += trajectoryMultiplier(AEMO_ISP_STEP_CHANGE_BY_REGION, y, state);
      return w;
    };
    expect(weight('NSW')).toBeCloseTo(4.9016, 3);
    expect(weight('QLD')).toBeCloseTo(6.4294, 3);
    expect(weight('VIC')).toBeCloseTo(4.5639, 3);
    expect(weight('SA')).toBeCloseTo(6.7342, 3);
  });
});
