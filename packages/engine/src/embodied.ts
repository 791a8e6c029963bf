/**
 * Embodied modules of one element (METHOD.md §3; EN 15978 §7.4), per occurrence:
 *
 *   A1-A3 = q·F(A1-A3)                                     year 0
 *   A4    = (q·ρ/1000)·d·F_transport(A4)                   year 0 (tonnes × km × factor per t·km)
 *   A5    = w·(A1-A3 + A4 + ΣC) + q·F(A5 declared)         year 0 (site waste: its production,
 *                                                          transport and end of life; installation)
 *   B2    = maintenanceRate·A1-A3                          every year 1..P
 *   B3    = repairRate·A1-A3                               every year 1..P
 *   B1    = r·q·F(B1)                                      every year 1..P (refrigerant charges)
 *   B4    = A1-A3 + A4 + A5 + ΣC                           at years L, 2L, … < P
 *   Cx    = q·F_eol(Cx), x = 1..4                          year P
 *   D     = (1 + n)·(1 + w)·q·F_eol(D)                     reported at year P, outside totals
 *
 * A refrigerant charge (refrigerant.ts) leaks r of its charge a year (B1) and releases e of it at
 * each removal: its Cx are e·q·F_eol(Cx), so B4 carries the loss at each replacement and C1 the
 * last one. Other elements have r = 0 and e = 1.
 *
 * q installed quantity, w wastage rate, ρ kg per declared unit, d km, L service life, P reference
 * study period, n = number of replacements. Wastage is counted in A5 (EN 15978 puts the production
 * of wasted material in A5), so A1-A3 + A5 equals METHOD.md's q·(1 + w)·F(A1-A3) plus waste
 * transport and end of life. Cost (AUD column) uses the element or process price in A1-A3 and is
 * discounted by year when a discount rate is set.
 *
 * Template cost rates (methodology §9): the cost line of a template with a rate r (AUD per
 * template unit) at quantity Q has AUD only: A1-A3 = Q·r at year 0 and B4 = Q·r at each
 * replacement of the rate's service life (a building-scope rate is never replaced); no waste,
 * transport, maintenance or end of life is added (the rate is an all-in price). An element whose
 * capital a building-scope rate prices (`capitalPricedByBuilding`) keeps its B4, B2 and B3 AUD
 * but has no AUD in A1-A3, A4 or A5.
 */
import type { CompiledSource } from './compiled-source';
import { PROCESS_STRIDE } from './compiled-source';
import type { ExpandedElement } from './expand-design';
import { INDICATOR_COLUMN_COUNT, indicatorColumn, INDICATOR_ID } from './indicators';
import { MODULE_COUNT, MODULE_INDEX } from './life-cycle-modules';
import { KILOGRAMS_PER_TONNE } from './units';

const K = INDICATOR_COLUMN_COUNT;
const AUD = indicatorColumn(INDICATOR_ID.australianDollars);
const A13 = MODULE_INDEX['A1-A3'] * K;
const A4 = MODULE_INDEX.A4 * K;
const A5 = MODULE_INDEX.A5 * K;
const B1 = MODULE_INDEX.B1 * K;
const B2 = MODULE_INDEX.B2 * K;
const B3 = MODULE_INDEX.B3 * K;
const B4 = MODULE_INDEX.B4 * K;
const C1 = MODULE_INDEX.C1 * K;
const D = MODULE_INDEX.D * K;
/** Module indexes (positions on the module axis of `count` and `costWeight`). */
const AT = MODULE_INDEX;

/** Number of replacements within the period: years L, 2L, … strictly before P. */
export function replacementCount(serviceLife: number, referenceStudyPeriod: number): number {
  if (!(serviceLife > 0) || serviceLife >= referenceStudyPeriod) return 0;
  return Math.ceil(referenceStudyPeriod / serviceLife - 1e-9) - 1;
}

/** Years of the replacements (L, 2L, … < P). */
export function replacementYears(serviceLife: number, referenceStudyPeriod: number): number[] {
  const n = replacementCount(serviceLife, referenceStudyPeriod);
  const years: number[] = [];
  for (let i = 1; i <= n; i++) years.push(Math.round(i * serviceLife * 1e6) / 1e6);
  return years;
}

/** Present-value factor of a cost at year t: 1/(1 + r)^t. */
export function discountFactor(rate: number, year: number): number {
  return rate === 0 ? 1 : 1 / Math.pow(1 + rate, year);
}

/**
 * Computes the per-occurrence module vectors of elements into reusable buffers (no allocation
 * per element). After {@link compute}, `perOccurrence[m·K + k]` is the value of one occurrence,
 * `count[m]` the number of occurrences and `costWeight[m]` the discounted count for the AUD column.
 */
export class ElementCalculator {
  readonly perOccurrence = new Float64Array(MODULE_COUNT * K);
  readonly count = new Float64Array(MODULE_COUNT);
  readonly costWeight = new Float64Array(MODULE_COUNT);
  /** Number of replacements of the last computed element. */
  replacements = 0;
  /** True when the last element had a transport distance but no density (A4 left at 0). */
  lacksDensityForTransport = false;
  private readonly annualWeight: number;
  private readonly endWeight: number;

  private readonly columns: readonly number[];

  /**
   * @param columns indicator columns to compute (default all); other columns stay 0.
   */
  constructor(
    private readonly compiled: CompiledSource,
    private readonly referenceStudyPeriod: number,
    private readonly discountRate: number,
    columns?: readonly number[],
  ) {
    this.columns = columns ?? Array.from({ length: K }, (_, k) => k);
    let annual = 0;
    for (let t = 1; t <= referenceStudyPeriod; t++) annual += discountFactor(discountRate, t);
    this.annualWeight = annual;
    this.endWeight = discountFactor(discountRate, referenceStudyPeriod);
  }

  /** Fill the buffers for element `el`. */
  compute(el: ExpandedElement): void {
    const v = this.perOccurrence;
    v.fill(0);
    if (el.costOnly) {
      this.computeCostLine(el);
      return;
    }
    const f = this.compiled.factors;
    const q = el.quantity;
    const w = el.wastageRate;
    const pBase = el.process * PROCESS_STRIDE;
    const eBase = el.endOfLifeProcess * PROCESS_STRIDE;
    let tonneKm = 0;
    this.lacksDensityForTransport = false;
    if (el.transportProcess >= 0 && el.distanceKm > 0) {
      const density = this.compiled.density[el.process] ?? Number.NaN;
      if (Number.isNaN(density)) this.lacksDensityForTransport = true;
      else tonneKm = ((q * density) / KILOGRAMS_PER_TONNE) * el.distanceKm;
    }
    const tBase = el.transportProcess * PROCESS_STRIDE + A4;
    const hasPriceOverride = !Number.isNaN(el.costPerUnit);
    const leakRate = el.refrigerant?.annualLeakRate ?? 0;
    const removedShare = el.refrigerant ? el.refrigerant.endOfLifeLossRate : 1;
    for (const k of this.columns) {
      const production =
        k === AUD && hasPriceOverride ? q * el.costPerUnit : q * (f[pBase + A13 + k] ?? 0);
      const transport = tonneKm > 0 ? tonneKm * (f[tBase + k] ?? 0) : 0;
      let endOfLife = 0;
      for (let x = 0; x < 4; x++) {
        const c = removedShare * q * (f[eBase + C1 + x * K + k] ?? 0);
        v[C1 + x * K + k] = c;
        endOfLife += c;
      }
      const construction = w * (production + transport + endOfLife) + q * (f[pBase + A5 + k] ?? 0);
      v[A13 + k] = production;
      v[A4 + k] = transport;
      v[A5 + k] = construction;
      if (leakRate > 0) v[B1 + k] = leakRate * q * (f[pBase + B1 + k] ?? 0);
      v[B2 + k] = el.maintenanceRate * production;
      v[B3 + k] = el.repairRate * production;
      v[B4 + k] = production + transport + construction + endOfLife;
      v[D + k] = (1 + w) * q * (f[eBase + D + k] ?? 0);
    }
    if (el.capitalPricedByBuilding && this.columns.includes(AUD))
      v[A13 + AUD] = v[A4 + AUD] = v[A5 + AUD] = 0;
    const n = this.setCounts(el);
    if (n > 0) for (const k of this.columns) v[D + k] = v[D + k]! * (1 + n);
  }

  /** A template cost line: AUD only, A1-A3 = q·rate and B4 = q·rate per replacement. */
  private computeCostLine(el: ExpandedElement): void {
    this.lacksDensityForTransport = false;
    const v = this.perOccurrence;
    if (this.columns.includes(AUD)) {
      const capital = el.quantity * el.costPerUnit;
      v[A13 + AUD] = el.capitalPricedByBuilding ? 0 : capital;
      v[B4 + AUD] = capital;
    }
    this.setCounts(el);
  }

  /** Occurrences and discounted occurrences per module; returns the number of replacements. */
  private setCounts(el: ExpandedElement): number {
    const P = this.referenceStudyPeriod;
    const n = replacementCount(el.serviceLife, P);
    this.replacements = n;
    const c = this.count;
    const cw = this.costWeight;
    c.fill(0);
    cw.fill(0);
    // Product and construction stage: once, at year 0.
    c[AT['A1-A3']] = c[AT.A4] = c[AT.A5] = 1;
    cw[AT['A1-A3']] = cw[AT.A4] = cw[AT.A5] = 1;
    // Use (refrigerant leakage), maintenance and repair: every year 1..P.
    c[AT.B1] = c[AT.B2] = c[AT.B3] = P;
    cw[AT.B1] = cw[AT.B2] = cw[AT.B3] = this.annualWeight;
    // Replacement: n times, at years L, 2L, … < P.
    c[AT.B4] = n;
    let replacementWeight = n;
    if (n > 0 && this.discountRate !== 0) {
      replacementWeight = 0;
      for (const year of replacementYears(el.serviceLife, P))
        replacementWeight += discountFactor(this.discountRate, year);
    }
    cw[AT.B4] = replacementWeight;
    // End of life (C1–C4) and D: once, at year P. B6 and B7 are not element modules (stay 0).
    for (let m = AT.C1; m <= AT.D; m++) {
      c[m] = 1;
      cw[m] = this.endWeight;
    }
    return n;
  }
}
