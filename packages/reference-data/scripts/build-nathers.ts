/**
 * Build the NatHERS tables: postcode → climate zone, hot-water and heat-pump zones, the Whole of
 * Home appendix curves, cooking coefficients, zone information, star bands and thermal ratings.
 */
import type { CubicCurve, GemsZone, StarBand } from '@circa/engine/evaluation-context';
import { num, readCsv } from './csv';

/** A postcode range mapped to a zone. */
export interface PostcodeRange {
  from: number;
  to: number;
  zone: number;
}

/**
 * Proxy zones for NatHERS climate zones 46–69, which the shipped 6-star table (zones 1–45) lacks:
 * the nearest zone of the table with the same NCC climate zone where possible, else the nearest
 * in the same state. An approximation until the official bands are imported.
 */
export const STAR_BAND_PROXIES: Readonly<Record<number, { zone: number; reason: string }>> = {
  46: { zone: 27, reason: 'Cobar (NCC 4) → Mildura (NCC 4), inland hot-dry' },
  47: { zone: 13, reason: 'Bickley (WA hills) → Perth' },
  48: { zone: 20, reason: 'Dubbo (NCC 4) → Wagga (NCC 4), inland NSW' },
  49: { zone: 44, reason: 'Katanning (NCC 4, WA) → Kalgoorlie (NCC 4, WA)' },
  50: { zone: 9, reason: 'Oakey (QLD) → Amberley, nearest QLD zone' },
  51: { zone: 45, reason: 'Forrest (Nullarbor) → Woomera, arid' },
  52: { zone: 13, reason: 'Swanbourne (Perth coast) → Perth' },
  53: { zone: 16, reason: 'Ceduna (NCC 5, SA) → Adelaide (NCC 5, SA)' },
  54: { zone: 13, reason: 'Mandurah (NCC 5, WA) → Perth (NCC 5)' },
  55: { zone: 13, reason: 'Esperance (WA) → Perth, same state' },
  56: { zone: 17, reason: 'Mascot (Sydney) → Sydney RO' },
  57: { zone: 21, reason: 'Manjimup (NCC 6) → Melbourne (NCC 6)' },
  58: { zone: 21, reason: 'Albany (NCC 6) → Melbourne (NCC 6)' },
  59: { zone: 21, reason: 'Mount Lofty (NCC 6) → Melbourne (NCC 6)' },
  60: { zone: 21, reason: 'Tullamarine (Melbourne) → Melbourne RO' },
  61: { zone: 21, reason: 'Mount Gambier (NCC 6) → Melbourne (NCC 6)' },
  62: { zone: 21, reason: 'Moorabbin (Melbourne) → Melbourne RO' },
  63: { zone: 21, reason: 'Warrnambool (NCC 6) → Melbourne (NCC 6)' },
  64: { zone: 21, reason: 'Cape Otway (NCC 6) → Melbourne (NCC 6)' },
  65: { zone: 24, reason: 'Orange (NCC 7) → Canberra (NCC 7)' },
  66: { zone: 24, reason: 'Ballarat (NCC 7) → Canberra (NCC 7)' },
  67: { zone: 23, reason: 'Low Head (TAS, NCC 7) → Launceston (TAS, NCC 7)' },
  68: { zone: 23, reason: 'Launceston Airport → Launceston (Ti Tree Bend)' },
  69: { zone: 25, reason: 'Thredbo Valley (NCC 8) → Cabramurra (NCC 8)' },
};

/**
 * PV yield kWh per kWp per year by AS/NZS 4234 zone 1–4 (used for the WoH hot-water zones). The
 * values are the Clean Energy Regulator's small generation unit zone ratings (1.622, 1.536, 1.382,
 * 1.185 MWh/kW/yr), applied to the hot-water zone map as a proxy for the CER's own postcode zones.
 * Approximate and not verified against the CER file in this build.
 */
export const PV_YIELD_BY_ZONE: Readonly<Record<number, number>> = {
  1: 1622,
  2: 1536,
  3: 1382,
  4: 1185,
  5: 1185,
};

/** Read the postcode → [primary, secondary, tertiary] NatHERS climate zones. */
export function postcodeClimateZones(dataDir: string): Record<string, number[]> {
  const rows = readCsv(`${dataDir}/nathers/NatHERSclimatezonesNov2019_0.csv`);
  const out: Record<string, number[]> = {};
  for (const r of rows) {
    const postcode = num(r.Postcode);
    if (!Number.isFinite(postcode)) continue;
    const zones = [r.Primary, r.Secondary, r.Tertiary]
      .map(num)
      .filter((z) => Number.isFinite(z) && z > 0 && z < 70);
    if (zones.length > 0) out[String(postcode).padStart(4, '0')] = zones;
  }
  return out;
}

/** Read a from/to/zone postcode range table. */
export function postcodeRanges(path: string): PostcodeRange[] {
  return readCsv(path).map((r) => ({
    from: num(r.from_postcode),
    to: num(r.to_postcode),
    zone: num((r.zone ?? '').replace('HP', '').replace('-AU', '')),
  }));
}

/** WoH annual purchased energy curves with numeric coefficients, by system code. */
export function hotWaterCurves(dataDir: string): Record<string, CubicCurve> {
  const out: Record<string, CubicCurve> = {};
  for (const r of readCsv(`${dataDir}/nathers/hw_annual_energy_by_climate_zone_rev10.1.csv`)) {
    const c = { a: num(r.a), b: num(r.b), c: num(r.c), d: num(r.d) };
    if ([c.a, c.b, c.c, c.d].every(Number.isFinite)) out[r['System ID']!] = c;
  }
  return out;
}

/** Annual solar-gas shares: Σ over months of the STG (gas) and STX (electric) monthly curves, by zone. */
export function solarGasShares(dataDir: string): Record<string, CubicCurve> {
  const out: Record<string, CubicCurve> = {};
  for (const r of readCsv(`${dataDir}/nathers/hw_monthly_share_rev10.1.csv`)) {
    const id = r['System ID'] ?? '';
    if (!id.startsWith('STG-') && !id.startsWith('STX-')) continue;
    const key = id.slice(0, 5);
    const acc = (out[key] ??= { a: 0, b: 0, c: 0, d: 0 });
    acc.a += num(r['a-month']);
    acc.b += num(r['b-month']);
    acc.c += num(r['c-month']);
    acc.d += num(r['d-month']);
  }
  return out;
}

/** Cooking coefficients (constant, factor) by appliance. */
export function cookingCoefficients(
  dataDir: string,
): Record<string, { constant: number; factor: number }> {
  const rows = readCsv(`${dataDir}/nathers/cooking_coefficients_rev10.1.csv`);
  const constant = rows.find((r) => r.variable === 'constant')!;
  const factor = rows.find((r) => r.variable === 'factor')!;
  const key: Record<string, string> = {
    'gas cooktop': 'gas-cooktop',
    'electric cooktop': 'electric-cooktop',
    'induction cooktop': 'induction-cooktop',
    'electric oven': 'electric-oven',
    'gas oven': 'gas-oven',
  };
  const out: Record<string, { constant: number; factor: number }> = {};
  for (const [column, name] of Object.entries(key))
    out[name] = { constant: num(constant[column]), factor: num(factor[column]) };
  return out;
}

/** NatHERS zones with NCC zone and GEMS zone. */
export function climateZoneInfo(
  dataDir: string,
): Record<number, { name: string; nccZone: number; gemsZone: GemsZone }> {
  const out: Record<number, { name: string; nccZone: number; gemsZone: GemsZone }> = {};
  for (const r of readCsv(`${dataDir}/nathers/nathers_and_gems_zones_rev10.1.csv`)) {
    out[num(r['NatHERS Climate Zone'])] = {
      name: r['Location name']!,
      nccZone: num(r['NCC Climate Zone']),
      gemsZone: r['Applicable GEMS ZERL Zone'] as GemsZone,
    };
  }
  return out;
}

/** 6-star bands (zones 1–45) and proxied bands (46–69). */
export function starBands(
  dataDir: string,
): Record<number, StarBand & { name: string; note?: string }> {
  const out: Record<number, StarBand & { name: string; note?: string }> = {};
  for (const r of readCsv(`${dataDir}/nathers/star-band-6-star-pre2022.csv`)) {
    out[num(r.zone)] = {
      name: r.name!,
      sixStarTotal: num(r.six_star_total_mj_per_m2),
      sixStarHeating: num(r.heating_limit_mj_per_m2),
      sixStarCooling: num(r.cooling_limit_mj_per_m2),
      proxyZone: null,
      isApproximate: false,
    };
  }
  for (const [zone, proxy] of Object.entries(STAR_BAND_PROXIES)) {
    const band = out[proxy.zone]!;
    out[Number(zone)] = {
      ...band,
      proxyZone: proxy.zone,
      isApproximate: true,
      note: `proxy: ${proxy.reason}`,
    };
  }
  return out;
}
