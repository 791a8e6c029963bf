/**
 * Hot water energy by the NatHERS Whole of Home method (WoH National Calculation Method rev 10.1;
 * equations as implemented by dwjp/py_wholeofhome, tables in data/nathers):
 *
 *   winter peak load  K_wp = 40·N / y_z                 MJ/day  (Eq 25; y_z litres per MJ by zone)
 *   annual demand     x    = K_wp·365·0.904521 / 1000  GJ/yr
 *   purchased energy  E    = a·x³ + b·x² + c·x + d     MJ/yr   (system curve by zone)
 *
 * N is occupants per dwelling; the zone is the hot-water zone (1–4), or the heat-pump zone (1–5)
 * for heat pumps. Gas instantaneous systems add the auxiliary electricity curve "GIN-z-99";
 * solar-gas splits E into gas and electricity by the annual sums of the STG and STX monthly shares.
 */
import { EngineError } from './engine-error';
import type { CubicCurve, WholeOfHomeTables } from './evaluation-context';
import type { HotWaterSystemType, OperationalSpec } from './template-types';
import { DAYS_PER_YEAR, MEGAJOULES_PER_GIGAJOULE } from './units';

/** Evaluate a WoH cubic curve at x. */
export function evaluateCubic(curve: CubicCurve, x: number): number {
  return ((curve.a * x + curve.b) * x + curve.c) * x + curve.d;
}

const PREFIX: Readonly<Record<HotWaterSystemType, string>> = {
  'electric-storage-small': 'ESS',
  'electric-storage-large': 'ESL',
  'electric-instantaneous': 'EIN',
  'gas-storage': 'GST',
  'gas-instantaneous': 'GIN',
  'solar-electric': 'STE',
  'solar-gas': 'STG',
  'heat-pump': 'SHP',
  'solid-fuel': 'SOF',
};

type HotWaterSpec = Extract<OperationalSpec, { kind: 'hot-water' }>;

/** Zone a system type uses: heat pumps use the heat-pump zone, others the hot-water zone. */
export function hotWaterZoneFor(
  system: HotWaterSystemType,
  hotWaterZone: number,
  heatPumpZone: number,
): number {
  return system === 'heat-pump' ? heatPumpZone : hotWaterZone;
}

/** WoH system code, e.g. "GIN-3-60" (gas instantaneous, zone 3, 6.0 stars) or "SHP-4-28". */
export function hotWaterSystemCode(spec: HotWaterSpec, zone: number): string {
  const prefix = PREFIX[spec.system];
  if (spec.system === 'gas-storage' || spec.system === 'gas-instantaneous') {
    return `${prefix}-${zone}-${Math.round((spec.gasStarRating ?? 0) * 10)}`;
  }
  if (
    spec.system === 'solar-electric' ||
    spec.system === 'solar-gas' ||
    spec.system === 'heat-pump'
  ) {
    return `${prefix}-${zone}-${spec.stcCount ?? 0}`;
  }
  return `${prefix}-${zone}-00`;
}

/** Annual hot-water demand x in GJ/yr for `occupantsPerDwelling` in a zone (WoH Eq 25). */
export function annualHotWaterDemand(
  occupantsPerDwelling: number,
  zone: number,
  tables: WholeOfHomeTables,
): number {
  const y = tables.peakLitresPerMegajoule[zone];
  if (y === undefined) {
    throw new EngineError(
      'UNKNOWN_CLIMATE_ZONE',
      `Hot-water zone ${zone} is not known; the postcode's hot-water zone must be 1 to 5.`,
      { zone },
    );
  }
  const peak = (tables.hotWaterLitresPerOccupantDay * occupantsPerDwelling) / y;
  return (peak * DAYS_PER_YEAR * tables.annualToPeakRatio) / MEGAJOULES_PER_GIGAJOULE;
}

/** Purchased energy of one dwelling's hot water system per year, MJ. */
export interface HotWaterEnergy {
  /** Energy of the main fuel (electricity, gas, LPG or wood per the spec), MJ/yr. */
  mainFuelMegajoules: number;
  /** When the zone has no curve for the STC count: the code asked for (the nearest count was used). */
  substitutedFrom?: string | null;
  /** Extra electricity (gas instantaneous auxiliary, solar-gas boosting share), MJ/yr. */
  auxiliaryElectricityMegajoules: number;
  code: string;
}

/** Hot water energy per dwelling per year for a system spec (see module comment). */
export function hotWaterEnergyPerDwelling(
  spec: HotWaterSpec,
  hotWaterZone: number,
  heatPumpZone: number,
  occupantsPerDwelling: number,
  tables: WholeOfHomeTables,
): HotWaterEnergy {
  const zone = hotWaterZoneFor(spec.system, hotWaterZone, heatPumpZone);
  let code = hotWaterSystemCode(spec, zone);
  let curve = tables.hotWaterCurves[code];
  let substitutedFrom: string | null = null;
  if (
    !curve &&
    spec.stcCount !== undefined &&
    (spec.system === 'heat-pump' || spec.system === 'solar-electric' || spec.system === 'solar-gas')
  ) {
    const prefix = `${PREFIX[spec.system]}-${zone}-`;
    const counts = Object.keys(tables.hotWaterCurves)
      .filter((c) => c.startsWith(prefix))
      .map((c) => Number(c.slice(prefix.length)));
    const nearest = counts.sort(
      (x, y) => Math.abs(x - spec.stcCount!) - Math.abs(y - spec.stcCount!) || x - y,
    )[0];
    if (nearest !== undefined) {
      substitutedFrom = code;
      code = `${prefix}${nearest}`;
      curve = tables.hotWaterCurves[code];
    }
  }
  if (!curve) {
    const options = Object.keys(tables.hotWaterCurves)
      .filter((c) => c.startsWith(`${PREFIX[spec.system]}-${zone}-`))
      .map((c) => c.split('-')[2]);
    throw new EngineError(
      'UNSUPPORTED_HOT_WATER_SYSTEM',
      `The NatHERS Whole of Home tables have no curve for hot water system ${code} in zone ${zone}. Choose a rating or STC count from: ${options.join(', ') || 'none'}.`,
      { code, zone },
    );
  }
  const x = annualHotWaterDemand(occupantsPerDwelling, zone, tables);
  const total = Math.max(0, evaluateCubic(curve, x));
  if (spec.system === 'gas-instantaneous') {
    const aux = tables.hotWaterCurves[`GIN-${zone}-99`];
    return {
      mainFuelMegajoules: total,
      auxiliaryElectricityMegajoules: aux ? Math.max(0, evaluateCubic(aux, x)) : 0,
      code,
      substitutedFrom,
    };
  }
  if (spec.system === 'solar-gas') {
    const gasShare = tables.solarGasShares[`STG-${zone}`];
    const elecShare = tables.solarGasShares[`STX-${zone}`];
    if (gasShare && elecShare) {
      const g = Math.max(0, evaluateCubic(gasShare, x));
      const e = Math.max(0, evaluateCubic(elecShare, x));
      const sum = g + e > 0 ? g + e : 1;
      return {
        mainFuelMegajoules: (total * g) / sum,
        auxiliaryElectricityMegajoules: (total * e) / sum,
        code,
        substitutedFrom,
      };
    }
  }
  return { mainFuelMegajoules: total, auxiliaryElectricityMegajoules: 0, code, substitutedFrom };
}
