/**
 * Grid decarbonisation scenarios (optional; results are reported with and without). Methodology §6.2.
 *
 * - Default decarbonising scenario: AEMO's 2026 Integrated System Plan, Step Change, NEM emissions
 *   intensity ({@link AEMO_ISP_2026_STEP_CHANGE}).
 * - Sensitivities: static factors (no trajectory: `gridTrajectory: null`) and the straight line to
 *   zero in 2050 ({@link NET_ZERO_2050_LINEAR}).
 */
import type { GridTrajectory } from '@circa/engine/evaluation-context';

/**
 * One financial year of AEMO's final 2026 ISP, Step Change, candidate development path 4 (the
 * optimal development path), NEM as a whole.
 */
export interface IspYear {
  /** Financial year ending 30 June of this year (AEMO labels 2026-27 as 2027). */
  financialYearEnding: number;
  /** "NEM Emissions (Mt CO2-e)", sheet `Emissions`, the five regions' CDP4 (ODP) rows summed. */
  emissionsMt: number;
  /** Sheet `Generation` (GWh): all technologies except rooftop solar and storage, CDP4 (ODP). */
  generationExcludingRooftopAndStorageGWh: number;
  /** Sheet `Generation` (GWh): storage and demand-side participation net generation (negative: losses). */
  storageAndDspNetGenerationGWh: number;
}

/**
 * AEMO, *2026 ISP generation and storage outlook* (final 2026 ISP, published 25 June 2026),
 * workbook `Core scenarios/2026 ISP - Step Change - Core.xlsx`, sheets `Emissions` and
 * `Generation`, CDP4 (ODP). Read as extracted (rows summed per year, values unchanged) in the
 * public repository `austimes/ISPyPSA`, file
 * `analysis/research/aemo_scenario_intensity/aemo_2026_isp_cdp4_emissions_generation.csv`
 * (commit ae83f2feb592b1b1e542ca8d02e71bff526a67ab); the workbook itself was not opened here.
 * See SOURCES.md.
 */
export const AEMO_ISP_2026_STEP_CHANGE_NEM: readonly IspYear[] = [
  [2027, 102.024, 190599, -941],
  [2028, 85.796, 193072, -1864],
  [2029, 54.754, 197733, -4497],
  [2030, 39.233, 210467, -7230],
  [2031, 34.271, 217560, -8144],
  [2032, 28.961, 227883, -9059],
  [2033, 31.655, 237705, -10006],
  [2034, 24.74, 247730, -11088],
  [2035, 17.937, 259031, -13056],
  [2036, 17.12, 267161, -13120],
  [2037, 17.019, 275269, -13933],
  [2038, 12.502, 280677, -12948],
  [2039, 10.692, 291412, -15315],
  [2040, 12.684, 294160, -16240],
  [2041, 12.861, 297261, -16730],
  [2042, 11.961, 305437, -17228],
  [2043, 10.725, 306384, -15029],
  [2044, 9.117, 313288, -17081],
  [2045, 9.856, 317019, -17843],
  [2046, 9.992, 322187, -18845],
  [2047, 8.627, 324032, -17915],
  [2048, 6.835, 328045, -18609],
  [2049, 9.788, 329583, -17950],
  [2050, 3.85, 332097, -19242],
].map(([fy, e, g, s]) => ({
  financialYearEnding: fy!,
  emissionsMt: e!,
  generationExcludingRooftopAndStorageGWh: g!,
  storageAndDspNetGenerationGWh: s!,
}));

/**
 * NEM emissions intensity of a year in t CO2e per MWh of operational demand: emissions over the
 * energy the grid delivers (generation excluding rooftop and storage, less storage losses).
 * Mt / TWh = t / MWh. Example: 2030 → 39.233 / ((210,467 − 7,230) / 1000) = 0.19304.
 */
export function ispIntensity(y: IspYear): number {
  return (
    y.emissionsMt /
    ((y.generationExcludingRooftopAndStorageGWh + y.storageAndDspNetGenerationGWh) / 1000)
  );
}

/**
 * Multipliers of the NGA edition factor from an intensity series: the first year's intensity is
 * taken to be the edition factor (multiplier 1) and every later year scales it by
 * intensity(year) / intensity(first year). The financial year ending in year Y is placed at
 * calendar year Y (its middle is 1 January Y).
 */
export function trajectoryFromIntensities(
  id: string,
  name: string,
  years: readonly IspYear[],
): GridTrajectory {
  const first = ispIntensity(years[0]!);
  return {
    id,
    name,
    points: years.map((y) => ({
      year: y.financialYearEnding,
      multiplier: ispIntensity(y) / first,
    })),
  };
}

/**
 * "AEMO 2026 ISP Step Change" (default decarbonising scenario): every state's NGA electricity
 * factor follows the NEM's projected emissions intensity, 1 until 2027 (FY2026-27, 0.538 t/MWh),
 * 0.359 in 2030, 0.136 in 2035, 0.085 in 2040, 0.023 in 2050 and flat after 2050 (the ISP ends
 * there). Approximate: one NEM-wide ratio for every state (the extract sums the regions), also
 * applied to the SWIS (WA) and NT grids, which the ISP does not model; the NGA factor is taken
 * as the FY2026-27 intensity.
 */
export const AEMO_ISP_2026_STEP_CHANGE: GridTrajectory = trajectoryFromIntensities(
  'aemo-isp-2026-step-change',
  'AEMO 2026 ISP Step Change, NEM intensity (default)',
  AEMO_ISP_2026_STEP_CHANGE_NEM,
);

/**
 * "Net zero 2050, linear" (sensitivity): grid electricity emissions fall linearly from the NGA
 * edition factor in 2026 to zero in 2050 and stay there. Anchored on Australia's legislated net
 * zero 2050 target (Climate Change Act 2022), not a forecast of the grid.
 */
export const NET_ZERO_2050_LINEAR: GridTrajectory = {
  id: 'net-zero-2050-linear',
  name: 'Net zero 2050, linear (sensitivity)',
  points: [
    { year: 2026, multiplier: 1 },
    { year: 2050, multiplier: 0 },
  ],
};

/** The decarbonising scenario results use when one is asked for without naming it. */
export const DEFAULT_GRID_TRAJECTORY: GridTrajectory = AEMO_ISP_2026_STEP_CHANGE;

/** All shipped scenarios, the default first (static factors = no trajectory). */
export const GRID_TRAJECTORIES: readonly GridTrajectory[] = [
  AEMO_ISP_2026_STEP_CHANGE,
  NET_ZERO_2050_LINEAR,
];
