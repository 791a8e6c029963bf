/**
 * Daily rainwater tank balance with the yield-after-spillage (YAS) operating rule (issue 16
 * item 6; the daily balance docs/decisions/0016-rainwater.md asks for before the rainwater
 * options are enabled; not yet wired).
 *
 * Day t, volumes in litres (1 mm of rain on 1 m² is 1 L):
 *   inflow  Q_t = max(0, P_t − L) · A · C         P_t rain (mm), L initial (first-flush) loss per
 *                                                   rain day (mm), A roof area (m²), C runoff
 *                                                   coefficient (share of rain reaching the tank)
 *   yield   Y_t = min(D, V_{t−1})                  D daily demand; only what was stored at the start
 *                                                   of the day can be drawn
 *   store   V_t = min(V_{t−1} + Q_t, S) − Y_t      S tank capacity: the day's inflow spills above S
 *   spill   O_t = max(0, V_{t−1} + Q_t − S)        before the yield is drawn
 * i.e. V_t = min(V_{t−1} + Q_t − Y_t, S − Y_t), the YAS rule of Jenkins, Pearson & Moore (1978)
 * and Fewkes & Butler (2000). Read in: Water Research Commission, "Rainwater harvesting storage
 * tanks: Part 2", Plumbing Africa, January 2019, p. 33
 * (https://viewer.joomag.com/plumbing-africa-january-2019/0925331001547118193/p33), which prints
 * both the YAS and the yield-before-spillage rules with these symbols and attributes them to
 * Jenkins et al. (1978) and Fewkes (2000). YAS is the conservative of the two (it spills more, and
 * today's rain serves tomorrow). A daily step follows Fewkes (Urban Water 1, 2000: daily
 * behavioural model) and the Warwick DTU Rainwater Tank Performance Calculator (daily steps,
 * because longer steps mislead for small tanks; www2.warwick.ac.uk/fac/sci/eng/research/
 * grouplist/structural/dtu/rwh/model/about/). Reliability is the share of days whose demand was
 * met in full (time-based, as in Imteaz et al. 2011, Resources, Conservation and Recycling 56,
 * 80–86: percentage of days the tank supplied the intended demand).
 *
 * Not modelled (approximate): evaporation and leakage from the tank (a closed vessel), dead storage
 * below the outlet, a demand that varies by day or season, and mains top-up into the tank. The tank
 * starts empty. Years are 365 days (units.ts DAYS_PER_YEAR): a series from a calendar with leap
 * years must drop 29 February.
 */
import { EngineError } from './engine-error';
import { DAYS_PER_YEAR, LITRES_PER_KILOLITRE } from './units';

/** A roof, its tank and the demand the tank serves. */
export interface RainwaterTank {
  /** Roof catchment draining to the tank, m² (plan area). */
  readonly roofAreaM2: number;
  /** Share of the rain beyond the initial loss that reaches the tank, 0 to 1. */
  readonly runoffCoefficient: number;
  /** Rain lost on each rain day before any reaches the tank (wetting, first-flush diverter), mm. */
  readonly initialLossMm: number;
  /** Usable tank volume, L. */
  readonly capacityLitres: number;
  /** Water drawn from the tank each day when it holds enough, L/day (constant). */
  readonly dailyDemandLitres: number;
}

/** Totals of a simulated period (litres) and the tank's storage at its ends. */
export interface RainwaterTankTotals {
  /** Days counted. */
  days: number;
  inflowLitres: number;
  suppliedLitres: number;
  spilledLitres: number;
  demandLitres: number;
  /** Days whose demand was met in full (every day when the demand is 0). */
  daysFullyMet: number;
  /** Storage at the start of the first counted day, L. */
  startStorageLitres: number;
  /** Storage at the end of the last day, L. */
  endStorageLitres: number;
}

/** Yearly averages of a simulated period. */
export interface RainwaterTankYearly {
  /** Whole years averaged (the series' years less the warm-up years). */
  years: number;
  /** Rainwater drawn from the tank, kL/yr. */
  suppliedKlPerYear: number;
  /** Overflow, kL/yr. */
  spilledKlPerYear: number;
  /** Roof runoff reaching the tank, kL/yr. */
  inflowKlPerYear: number;
  /** Demand on the tank (daily demand × 365), kL/yr. */
  demandKlPerYear: number;
  /** Demand the tank did not meet (from another supply, e.g. mains), kL/yr. */
  shortfallKlPerYear: number;
  /** Share of days whose demand was met in full, 0 to 1. */
  reliability: number;
}

function checkNumber(value: number, what: string, max = Number.POSITIVE_INFINITY): void {
  if (!(Number.isFinite(value) && value >= 0 && value <= max)) {
    const range = max === Number.POSITIVE_INFINITY ? 'of 0 or more' : `from 0 to ${max}`;
    throw new EngineError(
      'INVALID_QUANTITY',
      `The ${what} must be a number ${range}, not ${value}.`,
      {
        value,
      },
    );
  }
}

function checkTank(tank: RainwaterTank): void {
  checkNumber(tank.roofAreaM2, 'roof catchment area (m²)');
  checkNumber(tank.runoffCoefficient, 'runoff coefficient', 1);
  checkNumber(tank.initialLossMm, 'initial rainfall loss (mm)');
  checkNumber(tank.capacityLitres, 'tank capacity (L)');
  checkNumber(tank.dailyDemandLitres, 'daily demand on the tank (L)');
}

/**
 * Run the daily YAS balance (module comment) over `dailyRainfallMm` (mm per day, any length),
 * starting with an empty tank, and total the days from `recordFromDay` (0-based) on; earlier days
 * only fill the tank (warm-up). Throws INVALID_QUANTITY for a tank input out of range, a rainfall
 * value that is negative or not finite, or a `recordFromDay` outside the series.
 */
export function simulateRainwaterTank(
  tank: RainwaterTank,
  dailyRainfallMm: ArrayLike<number>,
  recordFromDay = 0,
): RainwaterTankTotals {
  checkTank(tank);
  const n = dailyRainfallMm.length;
  if (!(Number.isInteger(recordFromDay) && recordFromDay >= 0 && recordFromDay <= n)) {
    throw new EngineError(
      'INVALID_QUANTITY',
      `The warm-up must be a whole number of days within the ${n}-day rainfall series, not ${recordFromDay}.`,
      { value: recordFromDay, days: n },
    );
  }
  const litresPerMm = tank.roofAreaM2 * tank.runoffCoefficient;
  const loss = tank.initialLossMm;
  const capacity = tank.capacityLitres;
  const demand = tank.dailyDemandLitres;
  let storage = 0;
  let startStorage = 0;
  let inflowSum = 0;
  let suppliedSum = 0;
  let spilledSum = 0;
  let daysMet = 0;
  for (let t = 0; t < n; t++) {
    if (t === recordFromDay) startStorage = storage;
    const rain = dailyRainfallMm[t]!;
    if (!(rain >= 0 && rain < Number.POSITIVE_INFINITY)) {
      throw new EngineError(
        'INVALID_QUANTITY',
        `Daily rainfall must be a number of mm of 0 or more (day ${t + 1}: ${rain}).`,
        { day: t + 1, value: rain },
      );
    }
    const inflow = rain > loss ? (rain - loss) * litresPerMm : 0;
    const supplied = demand < storage ? demand : storage;
    const pool = storage + inflow;
    const kept = pool > capacity ? capacity : pool;
    storage = kept - supplied;
    if (t >= recordFromDay) {
      inflowSum += inflow;
      suppliedSum += supplied;
      spilledSum += pool - kept;
      if (supplied >= demand) daysMet++;
    }
  }
  const days = n - recordFromDay;
  return {
    days,
    inflowLitres: inflowSum,
    suppliedLitres: suppliedSum,
    spilledLitres: spilledSum,
    demandLitres: demand * days,
    daysFullyMet: daysMet,
    startStorageLitres: recordFromDay === n ? storage : startStorage,
    endStorageLitres: storage,
  };
}

/**
 * Yearly averages of the daily YAS balance over a rainfall series of whole 365-day years, leaving
 * out the first `warmUpYears` years (they only fill the tank, which starts empty). Throws
 * INVALID_QUANTITY unless the series is a whole number of 365-day years, at least one year more
 * than the warm-up, and the inputs are in range.
 */
export function rainwaterTankYearly(
  tank: RainwaterTank,
  dailyRainfallMm: ArrayLike<number>,
  warmUpYears = 0,
): RainwaterTankYearly {
  const n = dailyRainfallMm.length;
  const seriesYears = n / DAYS_PER_YEAR;
  if (!(Number.isInteger(seriesYears) && seriesYears >= 1)) {
    throw new EngineError(
      'INVALID_QUANTITY',
      `Daily rainfall must cover whole 365-day years (drop 29 February); ${n} days were given.`,
      { days: n },
    );
  }
  if (!(Number.isInteger(warmUpYears) && warmUpYears >= 0 && warmUpYears < seriesYears)) {
    throw new EngineError(
      'INVALID_QUANTITY',
      `The warm-up must be a whole number of years shorter than the ${seriesYears}-year rainfall series, not ${warmUpYears}.`,
      { value: warmUpYears, years: seriesYears },
    );
  }
  const totals = simulateRainwaterTank(tank, dailyRainfallMm, warmUpYears * DAYS_PER_YEAR);
  const years = seriesYears - warmUpYears;
  const perYear = (litres: number) => litres / LITRES_PER_KILOLITRE / years;
  return {
    years,
    suppliedKlPerYear: perYear(totals.suppliedLitres),
    spilledKlPerYear: perYear(totals.spilledLitres),
    inflowKlPerYear: perYear(totals.inflowLitres),
    demandKlPerYear: perYear(totals.demandLitres),
    shortfallKlPerYear: perYear(totals.demandLitres - totals.suppliedLitres),
    reliability: totals.daysFullyMet / totals.days,
  };
}
