import type { LifeCycleModule } from '@circa/engine/life-cycle-modules';
import type { DeclaredUnit } from '@circa/engine/units';

/**
 * LCAx 3.5 impact category keys (EN 15804 indicator abbreviations) of the Circa indicators that
 * are the same quantity in the same unit: GWP total, fossil, biogenic and land use (kg CO2e),
 * net fresh water (kL = m³), ODP (kg CFC-11e), AP (kg SO2e), EP (kg PO4e) and ADP elements
 * (kg Sb e), all of EN 15804+A1. Primary energy (Circa sums PENRT and PERT), cost, land use and
 * human toxicity have no LCAx key of the same meaning; they travel in the project's metaData.
 */
export const LCAX_IMPACT_KEYS: Readonly<Record<number, string>> = {
  1: 'gwp',
  64: 'gwp_fos',
  24: 'gwp_bio',
  65: 'gwp_lul',
  4: 'fw',
  6: 'odp',
  7: 'ap',
  9: 'ep',
  10: 'adpe',
};

/** LCAx life cycle module names of Circa's EN 15978 modules. */
export const LCAX_MODULES: Readonly<Record<LifeCycleModule, string>> = {
  'A1-A3': 'a1a3',
  A4: 'a4',
  A5: 'a5',
  B1: 'b1',
  B2: 'b2',
  B3: 'b3',
  B4: 'b4',
  B6: 'b6',
  B7: 'b7',
  C1: 'c1',
  C2: 'c2',
  C3: 'c3',
  C4: 'c4',
  D: 'd',
};

const LCAX_UNITS: Partial<Record<DeclaredUnit, string>> = {
  kg: 'kg',
  t: 'tones',
  m: 'm',
  m2: 'm2',
  m3: 'm3',
  each: 'pcs',
  kWh: 'kwh',
  L: 'l',
  't.km': 'tones_km',
};

/** The LCAx unit of a Circa declared unit; 'unknown' for units LCAx has no name for (MJ, kWp…). */
export function lcaxUnit(unit: DeclaredUnit): string {
  return LCAX_UNITS[unit] ?? 'unknown';
}
