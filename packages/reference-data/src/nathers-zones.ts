/**
 * Postcode lookups: NatHERS climate zone, WoH hot-water and heat-pump zones, state.
 */
import type { AustralianState, DesignLocation } from '@circa/engine/design-types';
import { EngineError } from '@circa/engine/engine-error';
import { readDataFile } from './data-files';

interface Range {
  from: number;
  to: number;
  zone: number;
}

/** Normalise a postcode to four digits ("800" → "0800"); throws for non-postcodes. */
export function normalisePostcode(postcode: string | number): string {
  const text = String(postcode).trim();
  if (!/^\d{3,4}$/.test(text))
    throw new EngineError(
      'INVALID_ATTRIBUTE',
      `"${text}" is not an Australian postcode; enter four digits, e.g. 2000.`,
      { postcode: text },
    );
  return text.padStart(4, '0');
}

/** NatHERS climate zones of a postcode (primary first), or [] when unknown. */
export function climateZonesForPostcode(postcode: string | number): number[] {
  const zones = readDataFile<{ zones: Record<string, number[]> }>(
    'nathers/postcode-climate-zones.json',
  ).zones;
  return zones[normalisePostcode(postcode)] ?? [];
}

function inRanges(ranges: readonly Range[], postcode: string): number | undefined {
  const n = Number(postcode);
  return ranges.find((r) => r.from <= n && n <= r.to)?.zone;
}

/** WoH hot-water zone (1–4) and heat-pump zone (1–5) of a postcode. */
export function hotWaterZonesForPostcode(
  postcode: string | number,
): { hotWaterZone: number; heatPumpZone: number } | undefined {
  const p = normalisePostcode(postcode);
  const t = readDataFile<{ hotWater: Range[]; heatPump: Range[] }>('nathers/hot-water-zones.json');
  const hotWaterZone = inRanges(t.hotWater, p);
  const heatPumpZone = inRanges(t.heatPump, p);
  return hotWaterZone !== undefined && heatPumpZone !== undefined
    ? { hotWaterZone, heatPumpZone }
    : undefined;
}

/** State or territory of a postcode by Australia Post's numbering ranges. */
export function stateForPostcode(postcode: string | number): AustralianState {
  const n = Number(normalisePostcode(postcode));
  if ((n >= 200 && n <= 299) || (n >= 2600 && n <= 2618) || (n >= 2900 && n <= 2920)) return 'ACT';
  if (n >= 800 && n <= 999) return 'NT';
  if (n >= 1000 && n <= 2999) return 'NSW';
  if (n >= 3000 && n <= 3999) return 'VIC';
  if (n >= 4000 && n <= 4999) return 'QLD';
  if (n >= 5000 && n <= 5999) return 'SA';
  if (n >= 6000 && n <= 6999) return 'WA';
  if (n >= 7000 && n <= 7999) return 'TAS';
  throw new EngineError(
    'UNKNOWN_STATE',
    `Postcode ${postcode} is not in an Australian state's range; check the postcode.`,
    { postcode },
  );
}

/**
 * The design location of a postcode: state, primary NatHERS zone, hot-water zones. Throws
 * UNKNOWN_CLIMATE_ZONE when the postcode is not in the NatHERS table.
 */
export function designLocationForPostcode(
  postcode: string | number,
  state?: AustralianState,
): DesignLocation {
  const p = normalisePostcode(postcode);
  const climateZone = climateZonesForPostcode(p)[0];
  const hw = hotWaterZonesForPostcode(p);
  if (climateZone === undefined || !hw) {
    throw new EngineError(
      'UNKNOWN_CLIMATE_ZONE',
      `Postcode ${p} has no NatHERS climate zone in the shipped table; choose the nearest postcode that has one.`,
      { postcode: p },
    );
  }
  return { state: state ?? stateForPostcode(p), postcode: p, climateZone, ...hw };
}
