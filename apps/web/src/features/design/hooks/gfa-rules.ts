import { GrossFloorAreaType } from '@circa/contract/enums';
import type { updateCustomiseGfaSchema } from '@circa/contract/design.schema';
import { formatMessage, messages } from '@circa/contract/messages';
import type { z } from 'zod';
import { parseDecimal, truncateArea } from './design-fields';
import { gfaTooSmallMessage, isUnderMinimumArea, minimumAreaText } from './design-validation';

/**
 * What the gross floor area screen holds (document 2 §2 "Gross floor area"): override on means
 * the type is Known or Predicted; off means Calculated from the two covered areas.
 */
export interface GfaEntry {
  isOverride: boolean;
  calculationType: number;
  grossFloorArea: string;
  fullyEnclosedFloorArea: string;
  unenclosedCoveredArea: string;
}

export interface GfaRecord {
  GrossFloorArea: number;
  CalculationTypeId: number;
  FullyEnclosedFloorArea: number | null;
  UnenclosedCoveredArea: number | null;
  Dwellings: number;
  Bedrooms: number;
  Bathrooms: number;
  Carparks: number;
  MinimumGrossFloorArea: number;
}

export interface GfaErrors {
  grossFloorArea?: string;
  fullyEnclosedFloorArea?: string;
  unenclosedCoveredArea?: string;
  /** A message about both areas together. */
  areas?: string;
}

const { Predicted, Known, Calculated } = GrossFloorAreaType;

export function gfaEntryFromRecord(record: GfaRecord): GfaEntry {
  return {
    isOverride: record.CalculationTypeId !== Calculated,
    calculationType: record.CalculationTypeId,
    grossFloorArea: String(truncateArea(record.GrossFloorArea)),
    fullyEnclosedFloorArea:
      record.FullyEnclosedFloorArea === null ? '' : String(record.FullyEnclosedFloorArea),
    unenclosedCoveredArea:
      record.UnenclosedCoveredArea === null ? '' : String(record.UnenclosedCoveredArea),
  };
}

/** The override toggle: off calculates from the areas; on enters a Known area (or Predicted). */
export function setOverride(entry: GfaEntry, isOverride: boolean): GfaEntry {
  if (isOverride === entry.isOverride) return entry;
  return { ...entry, isOverride, calculationType: isOverride ? Known : Calculated };
}

/** Predicted may be chosen only with override on and a type that is not Predicted already. */
export function canSwitchToPredicted(entry: GfaEntry): boolean {
  return entry.isOverride && entry.calculationType !== Predicted;
}

export function switchToPredicted(entry: GfaEntry): GfaEntry {
  return canSwitchToPredicted(entry) ? { ...entry, calculationType: Predicted } : entry;
}

/** Typing an area while Predicted (or Calculated) switches to Known. */
export function typeGrossFloorArea(entry: GfaEntry, text: string): GfaEntry {
  return { ...entry, isOverride: true, calculationType: Known, grossFloorArea: text };
}

/** The messages of document 2 §5 for what the screen holds (Predicted has none). */
export function gfaErrors(entry: GfaEntry, record: GfaRecord): GfaErrors {
  const minimum = record.MinimumGrossFloorArea;
  if (entry.isOverride) {
    if (entry.calculationType !== Known) return {};
    const area = parseDecimal(entry.grossFloorArea);
    if (!(area > 0)) return { grossFloorArea: messages.positiveNumber };
    return isUnderMinimumArea(area, minimum) ? { grossFloorArea: gfaTooSmallMessage(minimum) } : {};
  }
  const texts = [entry.fullyEnclosedFloorArea, entry.unenclosedCoveredArea];
  if (texts.some((text) => text.trim() === '')) return { areas: messages.bothAreasRequired };
  const [enclosed, unenclosed] = texts.map(parseDecimal) as [number, number];
  const errors: GfaErrors = {};
  if (!(enclosed >= 0)) errors.fullyEnclosedFloorArea = messages.nonNegativeNumber;
  if (!(unenclosed >= 0)) errors.unenclosedCoveredArea = messages.nonNegativeNumber;
  if (errors.fullyEnclosedFloorArea || errors.unenclosedCoveredArea) return errors;
  if (isUnderMinimumArea(enclosed + unenclosed, minimum))
    return { areas: formatMessage(messages.areasTooSmall, { min: minimumAreaText(minimum) }) };
  return {};
}

/** The Done payload (updateCustomiseGfa). */
export function gfaSaveInput(
  entry: GfaEntry,
  designId: number,
): z.input<typeof updateCustomiseGfaSchema> {
  const type = entry.isOverride ? entry.calculationType : Calculated;
  return {
    DesignId: designId,
    CalculationTypeId: type,
    GrossFloorArea: type === Known ? parseDecimal(entry.grossFloorArea) : null,
    FullyEnclosedFloorArea: type === Calculated ? parseDecimal(entry.fullyEnclosedFloorArea) : null,
    UnenclosedCoveredArea: type === Calculated ? parseDecimal(entry.unenclosedCoveredArea) : null,
  };
}
