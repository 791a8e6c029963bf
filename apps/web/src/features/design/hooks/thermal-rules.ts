import type { updateThermalSchema } from '@circa/contract/design.schema';
import { messages } from '@circa/contract/messages';
import { convertThermalLoad, isThermalUnitId } from '@circa/engine/units';
import type { SelectOption } from '@circa/contract/select-option.schema';
import type { z } from 'zod';
import { parseDecimal } from './design-fields';

/** [lower limit, upper limit, default cooling, default heating] in the entry's unit. */
export type ThermalLimits = readonly [number, number, number, number];

type DemandKey = 'coolingDemand' | 'heatingDemand';

/** A demand as stored or typed, in its own unit: what every unit change converts from. */
export interface ExactDemand {
  value: number;
  unitId: number;
}

/**
 * What the thermal screen holds: ids as text ('' none) and the demands as shown. `exact` keeps a
 * demand's stored (or last typed) value while the unit changes, so the shown figures are rounded
 * for display only and switching units back and forth never drifts (37.7 MJ → 10.5 kWh → 37.7 MJ).
 */
export interface ThermalEntry {
  thermalRatingId: string;
  thermalUnitId: string;
  coolingDemand: string;
  heatingDemand: string;
  exact?: Partial<Record<DemandKey, ExactDemand>>;
}

export interface ThermalErrors {
  thermalRatingId?: string;
  thermalUnitId?: string;
  coolingDemand?: string;
  heatingDemand?: string;
  /** The total is outside the rating's limits. */
  range?: string;
}

export const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/**
 * A demand in unit `from` in unit `to`, exactly: the engine's conversion (MJ/m2 → kWh/m2 divides
 * by 3.6). Ids that are not thermal units (none are offered) leave the value as it is.
 */
function convertValue(value: number, from: number, to: number): number {
  if (!isThermalUnitId(from) || !isThermalUnitId(to)) return value;
  return convertThermalLoad(value, from, to);
}

/**
 * A demand typed in unit `from` in unit `to`, rounded to 1 decimal. What is not a number stays
 * as typed.
 */
export function convertDemand(text: string, from: number, to: number): string {
  const value = parseDecimal(text);
  if (from === to || Number.isNaN(value)) return text;
  return String(roundToTenth(convertValue(value, from, to)));
}

/** A stored demand as the screen shows it (1 decimal), remembering the stored value. */
export function entryDemands(
  cooling: number | null,
  heating: number | null,
  unitId: number,
): Pick<ThermalEntry, DemandKey | 'exact'> {
  const shown = (value: number | null) => (value === null ? '' : String(roundToTenth(value)));
  return {
    coolingDemand: shown(cooling),
    heatingDemand: shown(heating),
    exact: {
      ...(cooling !== null && { coolingDemand: { value: cooling, unitId } }),
      ...(heating !== null && { heatingDemand: { value: heating, unitId } }),
    },
  };
}

/** The user typed a demand: what they typed is now its exact value. */
export function typeDemand(entry: ThermalEntry, key: DemandKey, text: string): ThermalEntry {
  const exact = { ...entry.exact };
  delete exact[key];
  return { ...entry, [key]: text, exact };
}

/** A demand's exact value in the entry's unit (NaN when it is not a number). */
function exactDemand(entry: ThermalEntry, key: DemandKey): number {
  const exact = entry.exact?.[key];
  const unitId = Number(entry.thermalUnitId);
  if (exact && entry.thermalUnitId !== '') return convertValue(exact.value, exact.unitId, unitId);
  return parseDecimal(entry[key]);
}

/** Changing the unit converts both demands from their exact values (document 2 §4 "Thermal"). */
export function changeUnit(entry: ThermalEntry, unitText: string): ThermalEntry {
  const from = Number(entry.thermalUnitId);
  const to = Number(unitText);
  if (entry.thermalUnitId === '' || unitText === '') return { ...entry, thermalUnitId: unitText };
  const next: ThermalEntry = { ...entry, thermalUnitId: unitText, exact: { ...entry.exact } };
  for (const key of ['coolingDemand', 'heatingDemand'] as const) {
    const exact = entry.exact?.[key];
    const typed = parseDecimal(entry[key]);
    if (!exact && Number.isNaN(typed)) continue;
    const source = exact ?? { value: typed, unitId: from };
    next.exact![key] = source;
    next[key] = String(roundToTenth(convertValue(source.value, source.unitId, to)));
  }
  return next;
}

/** Empty demands take the rating's defaults. */
export function fillDefaults(entry: ThermalEntry, limits: ThermalLimits): ThermalEntry {
  return {
    ...entry,
    coolingDemand: entry.coolingDemand.trim() === '' ? String(limits[2]) : entry.coolingDemand,
    heatingDemand: entry.heatingDemand.trim() === '' ? String(limits[3]) : entry.heatingDemand,
  };
}

const isOffered = (text: string, options: readonly SelectOption[]) =>
  text !== '' && options.some((option) => String(option.Id) === text);

/**
 * The thermal messages of document 2 §5: a rating and a unit must be chosen; each demand is a
 * number of 0 or more; their total must lie within the rating's limits, inclusive.
 */
export function thermalErrors(
  entry: ThermalEntry,
  options: { ratings: readonly SelectOption[]; units: readonly SelectOption[] },
  limits: ThermalLimits | undefined,
): ThermalErrors {
  const errors: ThermalErrors = {};
  if (!isOffered(entry.thermalRatingId, options.ratings))
    errors.thermalRatingId = messages.thermalRatingRequired;
  if (!isOffered(entry.thermalUnitId, options.units))
    errors.thermalUnitId = messages.thermalUnitRequired;
  const cooling = parseDecimal(entry.coolingDemand);
  const heating = parseDecimal(entry.heatingDemand);
  if (!(cooling >= 0)) errors.coolingDemand = messages.nonNegativeNumber;
  if (!(heating >= 0)) errors.heatingDemand = messages.nonNegativeNumber;
  if (limits && !errors.coolingDemand && !errors.heatingDemand) {
    const total = roundToTenth(cooling + heating);
    if (total < limits[0] || total > limits[1]) {
      errors.range = messages.thermalOutOfRange;
      errors.coolingDemand = messages.demandBetweenLimits;
      errors.heatingDemand = messages.demandBetweenLimits;
    }
  }
  return errors;
}

/** The Done payload (updateThermalDemands): exact demands, never the figures rounded for display. */
export function thermalSaveInput(
  entry: ThermalEntry,
  designId: number,
): z.input<typeof updateThermalSchema> {
  return {
    designId,
    thermalRatingId: Number(entry.thermalRatingId),
    thermalUnitId: Number(entry.thermalUnitId),
    coolingDemand: exactDemand(entry, 'coolingDemand'),
    heatingDemand: exactDemand(entry, 'heatingDemand'),
  };
}
