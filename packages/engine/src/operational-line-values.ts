/**
 * Period totals of operational lines (METHOD.md §4–§6): a line's yearly demand × its carrier's
 * factor × the sum over years 1..P of the line's year weight. The weight is 1 except on
 *   - carbon columns of grid electricity: the grid trajectory's multiplier at that calendar year
 *     (occupancy year + year − 1), on the design's state's points where the trajectory has them
 *     (methodology §6.2), and
 *   - the AUD column: the discount factor 1/(1 + r)^year.
 * With neither, the sum is simply P.
 */
import type { CompiledSource } from './compiled-source';
import { PROCESS_STRIDE } from './compiled-source';
import { discountFactor } from './embodied';
import type { AustralianState } from './design-types';
import type { EvaluationOptions, GridTrajectory, GridTrajectoryPoint } from './evaluation-context';
import {
  INDICATOR_COLUMN_COUNT,
  INDICATOR_COLUMNS,
  indicatorColumn,
  INDICATOR_ID,
  isCarbonIndicator,
} from './indicators';
import { MODULE_INDEX } from './life-cycle-modules';
import type { OperationalLine } from './operational-line';

const K = INDICATOR_COLUMN_COUNT;
const AUD = indicatorColumn(INDICATOR_ID.australianDollars);
/** Indicator columns of carbon indicators (the ones a grid trajectory scales). */
const CARBON_COLUMNS = INDICATOR_COLUMNS.map((id, k) => (isCarbonIndicator(id) ? k : -1)).filter(
  (k) => k >= 0,
);

/** Points a trajectory gives the grid of `state`: its own where it has them, else the common ones. */
export function trajectoryPoints(
  trajectory: GridTrajectory,
  state?: AustralianState,
): readonly GridTrajectoryPoint[] {
  return (state && trajectory.pointsByState?.[state]) || trajectory.points;
}

/**
 * Multiplier of a trajectory at a calendar year (piecewise linear, flat outside the points), on
 * the grid of `state` when given (methodology §6.2).
 */
export function trajectoryMultiplier(
  trajectory: GridTrajectory | null,
  year: number,
  state?: AustralianState,
): number {
  if (!trajectory) return 1;
  const pts = trajectoryPoints(trajectory, state);
  if (pts.length === 0) return 1;
  const first = pts[0]!;
  if (year <= first.year) return first.multiplier;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    if (year <= b.year)
      return a.multiplier + ((b.multiplier - a.multiplier) * (year - a.year)) / (b.year - a.year);
  }
  return pts[pts.length - 1]!.multiplier;
}

/**
 * Value multipliers of a line in year y (1..P) for column k: trajectory on carbon (of the grid of
 * the design's `state`), discount on AUD.
 */
export function lineYearWeight(
  line: OperationalLine,
  k: number,
  year: number,
  occupancyYear: number,
  options: EvaluationOptions,
  state?: AustralianState,
): number {
  let w = 1;
  if (line.isGridElectricity && CARBON_COLUMNS.includes(k))
    w *= trajectoryMultiplier(options.gridTrajectory, occupancyYear + year - 1, state);
  if (k === AUD) w *= discountFactor(options.discountRate, year);
  return w;
}

/**
 * Sum of {@link lineYearWeight} over years 1..P for column `k` (years; P when no weight
 * applies).
 */
function periodWeight(
  line: OperationalLine,
  k: number,
  occupancyYear: number,
  options: EvaluationOptions,
  state?: AustralianState,
): number {
  const P = options.referenceStudyPeriod;
  if (
    !(line.isGridElectricity && CARBON_COLUMNS.includes(k)) &&
    !(k === AUD && options.discountRate !== 0)
  )
    return P;
  let weight = 0;
  for (let y = 1; y <= P; y++) weight += lineYearWeight(line, k, y, occupancyYear, options, state);
  return weight;
}

/**
 * Period totals of every line: `out[l·K + k]` = annual demand (carrier's declared unit per year)
 * × factor (indicator unit per declared unit, module B6 or B7) × period weight (years). Lines
 * without a carrier process (rainwater, on-site reuse) and columns outside `activeColumns` stay 0.
 * `state` is the design's: a grid trajectory uses that state's points where it has them.
 */
export function operationalLineValues(
  lines: readonly OperationalLine[],
  compiled: CompiledSource,
  activeColumns: readonly number[],
  occupancyYear: number,
  options: EvaluationOptions,
  state?: AustralianState,
): Float64Array {
  const out = new Float64Array(lines.length * K);
  lines.forEach((line, l) => {
    if (line.carrier < 0) return;
    const base = line.carrier * PROCESS_STRIDE + MODULE_INDEX[line.module] * K;
    for (const k of activeColumns) {
      const factor = compiled.factors[base + k]!;
      if (factor === 0) continue;
      out[l * K + k] =
        line.annualDemand * factor * periodWeight(line, k, occupancyYear, options, state);
    }
  });
  return out;
}
