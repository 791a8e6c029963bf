/**
 * Grid decarbonisation scenarios (optional; results are reported with and without). Methodology §6.2.
 *
 * - Default decarbonising scenario: AEMO's 2026 Integrated System Plan, Step Change, NEM emissions
 *   intensity ({@link AEMO_ISP_2026_STEP_CHANGE}), with the design's own region's intensity where
 *   Circa has it (NSW and ACT, QLD, VIC: AEMO's 2024 ISP Step Change per region).
 * - Sensitivities: static factors (no trajectory: `gridTrajectory: null`) and the straight line to
 *   zero in 2050 ({@link NET_ZERO_2050_LINEAR}).
 */
import type { AustralianState } from '@circa/engine/design-types';
import type { GridTrajectory, GridTrajectoryPoint } from '@circa/engine/evaluation-context';

/**
 * One financial year of an AEMO ISP Step Change outlook at its optimal development path: the NEM
 * as a whole (2026 ISP, CDP4) or one region (2024 ISP, CDP14).
 */
export interface IspYear {
  /** Financial year ending 30 June of this year (AEMO labels 2026-27 as 2027). */
  financialYearEnding: number;
  /** Sheet `Emissions` (Mt CO2-e): NEM = the five regions' rows summed; a region = its row. */
  emissionsMt: number;
  /** Sheet `Generation` (GWh): all technologies except rooftop solar and storage. */
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
export function intensityRatioPoints(years: readonly IspYear[]): GridTrajectoryPoint[] {
  const first = ispIntensity(years[0]!);
  return years.map((y) => ({
    year: y.financialYearEnding,
    multiplier: ispIntensity(y) / first,
  }));
}

/** A trajectory whose points are {@link intensityRatioPoints} of `years`. */
export function trajectoryFromIntensities(
  id: string,
  name: string,
  years: readonly IspYear[],
): GridTrajectory {
  return { id, name, points: intensityRatioPoints(years) };
}

/** NEM regions with their own series in {@link AEMO_ISP_2024_STEP_CHANGE_REGIONS}. */
export type IspRegion = 'NSW' | 'QLD' | 'VIC';

/**
 * One NEM region's financial years of AEMO's final 2024 ISP, Step Change, candidate development
 * path 14 (CDP14, the 2024 ISP's optimal development path), FY2024-25 to FY2049-50, in the shape of
 * {@link IspYear}: emissions are the region's own generation's (AEMO sheet `Emissions`), the
 * denominators its own generation (sheet `Generation`, subregions summed), so the intensity is of
 * the energy generated in the region (interconnector flows not counted; approximate).
 *
 * Source: AEMO, *2024 ISP generation and storage outlook* (final 2024 ISP, June 2024), workbook
 * `2024 ISP - Step Change - Core.xlsx`. Read as converted to JSON (values × 1 for GWh, Mt × 1000
 * for kt CO2e, rounded to 0.1) in the public repository `opennem/IspParser`, file
 * `output-reference/2024_ISP_final/step_change.json` (commit
 * 648528114b367c9b6c874f9f6b14b8f864eca78f), series `au.nem.{nsw1,qld1,vic1}.emissions.step_change.cdp14`
 * and `au.nem.{region}.fuel_tech.*.energy.step_change.cdp14`; the workbook itself was not opened
 * here. Summed here per year: generation excluding rooftop and storage = coal, gas (flexible,
 * mid-merit, with CCS), hydro, wind, offshore wind, utility solar and other renewable fuels;
 * storage and DSP net generation = utility, coordinated CER and passive CER storage discharge +
 * DSP − their loads. See SOURCES.md.
 */
export const AEMO_ISP_2024_STEP_CHANGE_REGIONS: Readonly<Record<IspRegion, readonly IspYear[]>> = {
  NSW: regionYears([
    [2025, 43.2875, 69848.2, -163.2],
    [2026, 34.2952, 65060, -534.6],
    [2027, 30.271, 66852.6, -730.3],
    [2028, 29.3398, 69563.2, -854.8],
    [2029, 20.2702, 75991, -1379.3],
    [2030, 11.8528, 77646.3, -3747.3],
    [2031, 8.1169, 80583.1, -3970.2],
    [2032, 6.1197, 78047.2, -4019.8],
    [2033, 6.3107, 81811.7, -3890.5],
    [2034, 6.3411, 81477.1, -4177.7],
    [2035, 5.8987, 90190.7, -4351.7],
    [2036, 5.8172, 91167.1, -4703.7],
    [2037, 3.6518, 89234.8, -4559.4],
    [2038, 0.8294, 90340.4, -5277.4],
    [2039, 0.6731, 88827.9, -5209],
    [2040, 1.0381, 89485.5, -5212.7],
    [2041, 1.247, 90592.8, -5016.3],
    [2042, 1.524, 91731.4, -4847.8],
    [2043, 1.9038, 93513, -4665.7],
    [2044, 2.0433, 93372, -5066.1],
    [2045, 1.6682, 93949, -5097.2],
    [2046, 1.6078, 93095, -5365.3],
    [2047, 1.6037, 96562.6, -5208],
    [2048, 2.5293, 96108.2, -5775.3],
    [2049, 1.309, 100125, -5210.8],
    [2050, 1.2308, 101354.4, -5532.1],
  ]),
  QLD: regionYears([
    [2025, 31.9142, 52147.3, -279.5],
    [2026, 32.9656, 55623.2, -349.5],
    [2027, 26.1672, 58311.9, -486.1],
    [2028, 23.1668, 57886, -473],
    [2029, 22.6134, 57687.3, -538.2],
    [2030, 17.0496, 64989.3, -1174.2],
    [2031, 15.5164, 65502.1, -1083.5],
    [2032, 14.0437, 69840.1, -1755.4],
    [2033, 12.1647, 73405.3, -2192.2],
    [2034, 8.6432, 76123.5, -2654.5],
    [2035, 1.8693, 78126.2, -2752.1],
    [2036, 1.7313, 80458.8, -2654.5],
    [2037, 2.8556, 85218.5, -2902.4],
    [2038, 2.6061, 86790.5, -3080.1],
    [2039, 2.2158, 89953.4, -3175.6],
    [2040, 4.2161, 89721.6, -2893.7],
    [2041, 5.4612, 94082.9, -3150.6],
    [2042, 4.3679, 96393.5, -2910.3],
    [2043, 5.4125, 99783.2, -2944.6],
    [2044, 5.2944, 105829.7, -3215.1],
    [2045, 4.6373, 105377.4, -2688.3],
    [2046, 2.4371, 108832.8, -3436.2],
    [2047, 3.4998, 111071.7, -3513.7],
    [2048, 3.1516, 113374.6, -3967.3],
    [2049, 2.0372, 115080.2, -3978.2],
    [2050, 1.7537, 117830, -4264.5],
  ]),
  VIC: regionYears([
    [2025, 25.8903, 40366.4, -67],
    [2026, 24.4494, 43183.9, -207.8],
    [2027, 22.9681, 43471.7, -331.3],
    [2028, 17.7527, 43969.6, -520.8],
    [2029, 13.6655, 42105.9, -503.9],
    [2030, 9.8691, 44288.7, -832.7],
    [2031, 9.1622, 43152.7, -700.7],
    [2032, 8.281, 48302.3, -694.1],
    [2033, 9.3801, 52413.2, -746.6],
    [2034, 0.3897, 53291.4, -747.9],
    [2035, 0.4278, 52775.6, -900],
    [2036, 0.3549, 56709.1, -961.9],
    [2037, 0.6645, 61520.7, -1027.6],
    [2038, 0.4765, 67464.5, -1165.3],
    [2039, 0.5046, 70152.2, -1319.9],
    [2040, 0.4349, 75756.7, -1314.2],
    [2041, 0.6863, 75103.4, -1322.5],
    [2042, 0.7563, 75150, -1235.6],
    [2043, 0.8201, 73134.4, -1331.8],
    [2044, 1.255, 74676, -1447.5],
    [2045, 0.8904, 74478.6, -1260.2],
    [2046, 0.4324, 75771, -1595.2],
    [2047, 0.5963, 75697.6, -1475.5],
    [2048, 0.288, 77456.2, -1469.2],
    [2049, 0.7391, 75264, -1518.4],
    [2050, 0.3156, 75370.9, -1581.1],
  ]),
};

function regionYears(rows: readonly (readonly [number, number, number, number])[]): IspYear[] {
  return rows.map(([fy, e, g, s]) => ({
    financialYearEnding: fy,
    emissionsMt: e,
    generationExcludingRooftopAndStorageGWh: g,
    storageAndDspNetGenerationGWh: s,
  }));
}

/**
 * The grids that follow their own region's ratio in the default scenario (each region's
 * intensity over its own FY2024-25 intensity, §6.2): NSW (and the ACT, in the NSW region), QLD and
 * VIC. SA and TAS keep the NEM-wide ratio: their NGA factors are mostly imported electricity
 * (SA generation 0.071 t/MWh in FY2024-25, TAS generation emissions 0), so the ratio of their
 * own generation's intensity does not follow their factor; WA (SWIS) and NT keep it because no
 * official projection of their grids was found.
 */
export const AEMO_ISP_2024_STEP_CHANGE_POINTS_BY_STATE: Readonly<
  Partial<Record<AustralianState, readonly GridTrajectoryPoint[]>>
> = (() => {
  const nsw = intensityRatioPoints(AEMO_ISP_2024_STEP_CHANGE_REGIONS.NSW);
  return {
    NSW: nsw,
    ACT: nsw,
    QLD: intensityRatioPoints(AEMO_ISP_2024_STEP_CHANGE_REGIONS.QLD),
    VIC: intensityRatioPoints(AEMO_ISP_2024_STEP_CHANGE_REGIONS.VIC),
  };
})();

/**
 * "AEMO 2026 ISP Step Change" (default decarbonising scenario): every state's grid follows the
 * NEM's projected emissions intensity in the 2026 ISP: 1 until 2027 (FY2026-27, 0.538 t/MWh),
 * 0.359 in 2030, 0.136 in 2035, 0.085 in 2040, 0.023 in 2050, flat after. Approximate: one NEM
 * ratio on each state's NGA factor (the NGA factor taken as the first year's intensity); the NEM
 * ratio stands in for the SWIS (WA) and NT grids, which the ISP does not model. One ISP edition
 * throughout; the regional paths are the sensitivity below (their only readable copy is the 2024
 * ISP's).
 */
export const AEMO_ISP_2026_STEP_CHANGE: GridTrajectory = trajectoryFromIntensities(
  'aemo-isp-2026-step-change',
  'AEMO 2026 ISP Step Change, NEM (default)',
  AEMO_ISP_2026_STEP_CHANGE_NEM,
);

/**
 * "AEMO ISP Step Change by region" (sensitivity): NSW, ACT, QLD and VIC grids follow their
 * region's intensity in AEMO's 2024 ISP Step Change (ratio to FY2024-25, 2025 = 1; e.g. 2030: NSW
 * 0.258, QLD 0.434, VIC 0.354; 2050: 0.021, 0.025, 0.007); SA, TAS, WA and NT the default's NEM
 * ratio. Not the default because it mixes two ISP editions (the 2026 ISP's regional rows are not
 * in a readable copy) and a region's own generation leaves out interconnector flows.
 */
export const AEMO_ISP_STEP_CHANGE_BY_REGION: GridTrajectory = {
  ...trajectoryFromIntensities(
    'aemo-isp-step-change-by-region',
    'AEMO ISP Step Change by region (sensitivity): NSW, ACT, QLD, VIC by 2024 ISP region; SA, TAS, WA, NT as the NEM 2026 ISP',
    AEMO_ISP_2026_STEP_CHANGE_NEM,
  ),
  pointsByState: AEMO_ISP_2024_STEP_CHANGE_POINTS_BY_STATE,
};

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
  AEMO_ISP_STEP_CHANGE_BY_REGION,
  NET_ZERO_2050_LINEAR,
];
