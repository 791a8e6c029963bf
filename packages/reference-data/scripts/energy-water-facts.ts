/**
 * Figures transcribed from /work/shared/data/SOURCES.md ("Other figures") and the NatHERS Whole of
 * Home method tables, with their sources. The build writes them into data/ with provenance.
 */
import type { AustralianState } from '@circa/engine/design-types';

/**
 * NatHERS WoH energy prices by state, about 2022 (WoH National Calculation Method, Table 86):
 * electricity c/kWh peak / shoulder / off-peak / controlled load; natural gas c/MJ.
 */
export const WOH_PRICES: Readonly<
  Record<
    AustralianState,
    { peak: number; shoulder: number; offPeak: number; controlled: number; gas: number }
  >
> = {
  NSW: { peak: 38.72, shoulder: 24.89, offPeak: 19.36, controlled: 12.99, gas: 3.38 },
  VIC: { peak: 37.07, shoulder: 23.83, offPeak: 18.54, controlled: 19.27, gas: 2.36 },
  QLD: { peak: 32.35, shoulder: 20.8, offPeak: 16.18, controlled: 15.63, gas: 4.88 },
  SA: { peak: 50.65, shoulder: 32.56, offPeak: 25.33, controlled: 19.79, gas: 4.23 },
  WA: { peak: 40.35, shoulder: 25.94, offPeak: 20.17, controlled: 11.84, gas: 4.01 },
  TAS: { peak: 29.75, shoulder: 19.13, offPeak: 14.88, controlled: 13.29, gas: 3.56 },
  NT: { peak: 36.47, shoulder: 23.45, offPeak: 18.24, controlled: 26.05, gas: 3.56 },
  ACT: { peak: 33.67, shoulder: 21.65, offPeak: 16.84, controlled: 14.62, gas: 3.56 },
};

/** LPG price c/MJ (WoH Table 86, all states). */
export const WOH_LPG_CENTS_PER_MJ = 5.5;
/** Firewood price c/MJ (WoH Table 86 as transcribed in dwjp/py_wholeofhome, all states). */
export const WOH_WOOD_CENTS_PER_MJ = 1.85;
/** Firewood emission factor kg CO2e/MJ (WoH Table 87 as transcribed in dwjp/py_wholeofhome). */
export const WOH_WOOD_KG_PER_MJ = 0.005;

/**
 * Hours per day in each WoH time-of-use band (WoH Table 89: off-peak hours 1–8 and 24, peak 9–10
 * and 18–21, shoulder 11–17 and 22–23). Used for a time-weighted flat tariff (approximation).
 */
export const WOH_TOU_HOURS = { offPeak: 9, peak: 6, shoulder: 9 } as const;

/** Mains water price AUD/kL (ABS Water Account 2014-15, national average; SOURCES.md). */
export const WATER_PRICE_AUD_PER_KL = 2.99;

/** Which NGA electricity grid serves each state. */
export const GRID_OF_STATE: Readonly<Record<AustralianState, string>> = {
  NSW: 'NSW_ACT',
  ACT: 'NSW_ACT',
  VIC: 'VIC',
  QLD: 'QLD',
  SA: 'SA',
  WA: 'WA_SWIS',
  TAS: 'TAS',
  NT: 'NT_DKIS',
};

/** Display names of the NGA grids. */
export const GRID_NAMES: Readonly<Record<string, string>> = {
  NSW_ACT: 'NSW and ACT',
  VIC: 'Victoria',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA_SWIS: 'WA South West Interconnected System',
  TAS: 'Tasmania',
  NT_DKIS: 'NT Darwin-Katherine',
};
