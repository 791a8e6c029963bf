import type { updateThermalSchema } from '@circa/contract/design.schema';
import { messages } from '@circa/contract/messages';
import type { SelectOption } from '@circa/contract/select-option.schema';
import type { z } from 'zod';
import { parseDecimal } from './design-fields';

/** Thermal units (document 2 §3 "Energy unit"): MJ/m2 1, kWh/m2 2. */
export const ThermalUnit = { MegajoulesPerSquareMetre: 1, KilowattHoursPerSquareMetre: 2 } as const;

/** Megajoules in one kilowatt hour: the spec's conversion factor 3.6 (document 2 §9; SI, exact). */
export const megajoulesPerKilowattHour = 3.6;

/** [lower limit, upper limit, default cooling, default heating] in the entry's unit. */
export type ThermalLimits = readonly [number, number, number, number];

/** What the thermal screen holds: ids as text ('' none) and the demands as typed. */
export interface ThermalEntry {
  thermalRatingId: string;
  thermalUnitId: string;
  coolingDemand: string;
  heatingDemand: string;
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
 * A demand typed in unit `from` in unit `to`, rounded to 1 decimal: MJ/m2 → kWh/m2 divides by
 * 3.6, kWh/m2 → MJ/m2 multiplies by 3.6 (1 kWh = 3.6 MJ). What is not a number stays as typed.
 */
export function convertDemand(text: string, from: number, to: number): string {
  const value = parseDecimal(text);
  if (from === to || Number.isNaN(value)) return text;
  const converted =
    to === ThermalUnit.KilowattHoursPerSquareMetre
      ? value / megajoulesPerKilowattHour
      : value * megajoulesPerKilowattHour;
  return String(roundToTenth(converted));
}

/** Changing the unit converts both demands (document 2 §4 "Thermal"). */
export function changeUnit(entry: ThermalEntry, unitText: string): ThermalEntry {
  const from = Number(entry.thermalUnitId);
  const to = Number(unitText);
  const canConvert = entry.thermalUnitId !== '' && unitText !== '';
  return {
    ...entry,
    thermalUnitId: unitText,
    coolingDemand: canConvert ? convertDemand(entry.coolingDemand, from, to) : entry.coolingDemand,
    heatingDemand: canConvert ? convertDemand(entry.heatingDemand, from, to) : entry.heatingDemand,
  };
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

/** The Done payload (updateThermalDemands). */
export function thermalSaveInput(
  entry: ThermalEntry,
  designId: number,
): z.input<typeof updateThermalSchema> {
  return {
    designId,
    thermalRatingId: Number(entry.thermalRatingId),
    thermalUnitId: Number(entry.thermalUnitId),
    coolingDemand: parseDecimal(entry.coolingDemand),
    heatingDemand: parseDecimal(entry.heatingDemand),
  };
}
