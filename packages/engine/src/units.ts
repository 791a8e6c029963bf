/**
 * Units and explicit conversions used by the engine.
 *
 * Every conversion is a named function with its factor stated, so no calculation multiplies by a
 * bare 3.6 or 1000. Sources: SI definitions (1 kWh = 3.6 MJ exactly); the product spec
 * (doc 2 §9: "Thermal conversion factor 3.6 ... rounded to 1 decimal"; doc 1 §9 rounding helpers).
 */

import { ThermalUnit } from '@circa/contract/enums';

/** Megajoules in one kilowatt hour (exact, SI: 1 kWh = 1000 W × 3600 s = 3.6 MJ). */
export const MEGAJOULES_PER_KILOWATT_HOUR = 3.6;

/** Kilograms in one tonne (exact). */
export const KILOGRAMS_PER_TONNE = 1000;

/** Litres in one kilolitre; one kilolitre is one cubic metre (exact). */
export const LITRES_PER_KILOLITRE = 1000;

/** Megajoules in one gigajoule (exact). */
export const MEGAJOULES_PER_GIGAJOULE = 1000;

/** Days in the NatHERS Whole of Home year (the method uses 365-day years). */
export const DAYS_PER_YEAR = 365;

/** Convert energy from kWh to MJ (× 3.6). */
export function kilowattHoursToMegajoules(kilowattHours: number): number {
  return kilowattHours * MEGAJOULES_PER_KILOWATT_HOUR;
}

/** Convert energy from MJ to kWh (÷ 3.6). */
export function megajoulesToKilowattHours(megajoules: number): number {
  return megajoules / MEGAJOULES_PER_KILOWATT_HOUR;
}

/**
 * Thermal load units of the spec (doc 2 §3 "Energy unit"): 1 = MJ/m²·yr, 2 = kWh/m²·yr; by name
 * in the contract's `ThermalUnit` map.
 */
export type ThermalUnitId = ThermalUnit;

const thermalUnitIds: readonly number[] = Object.values(ThermalUnit);

/** True when `value` is a thermal unit id the spec defines. */
export function isThermalUnitId(value: number): value is ThermalUnitId {
  return thermalUnitIds.includes(value);
}

/**
 * Convert a thermal load (per m² of conditioned floor area per year) between MJ/m² and kWh/m²
 * exactly (no rounding). Use for calculation.
 */
export function convertThermalLoad(value: number, from: ThermalUnitId, to: ThermalUnitId): number {
  if (from === to) return value;
  return from === ThermalUnit.KilowattHoursPerSquareMetre
    ? kilowattHoursToMegajoules(value)
    : megajoulesToKilowattHours(value);
}

/**
 * Convert a thermal load for display, as the spec's screens do (doc 2 §9): convert with factor
 * 3.6 and round to one decimal place.
 */
export function convertThermalLoadForDisplay(
  value: number,
  from: ThermalUnitId,
  to: ThermalUnitId,
): number {
  return roundToOneDecimal(convertThermalLoad(value, from, to));
}

/** Round half away from zero to one decimal place (spec doc 1 §9 "round to 1 decimal"). */
export function roundToOneDecimal(value: number): number {
  const scaled = Math.round(Math.abs(value) * 10 + 1e-9) / 10;
  return value < 0 ? -scaled : scaled;
}

/** Truncate toward zero to one decimal place (spec doc 1 §9: floor area display). */
export function truncateToOneDecimal(value: number): number {
  return Math.trunc(value * 10 + (value >= 0 ? 1e-9 : -1e-9)) / 10;
}

/**
 * The integer part of 100 × |value| (spec doc 1 §9 rounding helper), e.g. a reduction of
 * 0.4567 displays as 45 (%).
 */
export function wholePercentOfMagnitude(value: number): number {
  return Math.trunc(Math.abs(value) * 100 + 1e-9);
}

/** Declared units the engine understands (per declared unit of a process or template). */
export type DeclaredUnit =
  | 'kg'
  | 't'
  | 'm'
  | 'm2'
  | 'm3'
  | 'each'
  | 'kWh'
  | 'MJ'
  | 'GJ'
  | 'L'
  | 'kL'
  | 't.km'
  | 'kWp'
  | 'kWh.storage';

const MASS_IN_KG: Partial<Record<DeclaredUnit, number>> = { kg: 1, t: KILOGRAMS_PER_TONNE };
const ENERGY_IN_MJ: Partial<Record<DeclaredUnit, number>> = {
  MJ: 1,
  kWh: MEGAJOULES_PER_KILOWATT_HOUR,
  GJ: MEGAJOULES_PER_GIGAJOULE,
};
const VOLUME_IN_L: Partial<Record<DeclaredUnit, number>> = { L: 1, kL: LITRES_PER_KILOLITRE };

/**
 * Convert a quantity between declared units of the same dimension (mass kg↔t, energy
 * MJ↔kWh↔GJ, liquid volume L↔kL; m3↔kL as 1 m³ = 1 kL). Returns `undefined` when the units are
 * not convertible without more information (for example m² to kg needs a density).
 */
export function convertQuantity(
  value: number,
  from: DeclaredUnit,
  to: DeclaredUnit,
): number | undefined {
  if (from === to) return value;
  for (const table of [MASS_IN_KG, ENERGY_IN_MJ, VOLUME_IN_L]) {
    const f = table[from];
    const t = table[to];
    if (f !== undefined && t !== undefined) return (value * f) / t;
  }
  if (from === 'm3' && to === 'kL') return value;
  if (from === 'kL' && to === 'm3') return value;
  if (from === 'm3' && to === 'L') return value * LITRES_PER_KILOLITRE;
  if (from === 'L' && to === 'm3') return value / LITRES_PER_KILOLITRE;
  return undefined;
}
