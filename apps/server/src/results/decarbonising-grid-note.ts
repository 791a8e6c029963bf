import { indicatorTotal } from '@circa/engine/aggregates';
import { evaluateDesign } from '@circa/engine/evaluate-design';
import type { Evaluation } from '@circa/engine/evaluation-types';
import { INDICATOR_ID } from '@circa/engine/indicators';
import { reductionPercent } from '@circa/engine/targets';
import { DEFAULT_GRID_TRAJECTORY } from '@circa/reference-data/grid-trajectories';
import { tonnesText } from './result-units';

/**
 * The same evaluation with the grid decarbonising (the default projection, methodology §6.2):
 * the engine evaluates the design again with that trajectory, once per evaluation (evaluations
 * are kept per design version, so the key changes with every edit).
 */
const decarbonised = new WeakMap<Evaluation, Evaluation>();

function underDecarbonisingGrid(ev: Evaluation): Evaluation {
  let result = decarbonised.get(ev);
  if (!result) {
    result = evaluateDesign(ev.design, ev.context, {
      ...ev.options,
      gridTrajectory: DEFAULT_GRID_TRAJECTORY,
    });
    decarbonised.set(ev, result);
  }
  return result;
}

/**
 * What the whole-life GWP becomes with the grid decarbonising, beside today's grid factors (the
 * results' own figures): the design's and, when there is one, the benchmark's and the reduction.
 * Undefined for other indicators, or when a total has no data.
 */
export function decarbonisingGridNote(
  design: Evaluation,
  benchmark: Evaluation | null,
  indicatorId: number,
): string | undefined {
  if (indicatorId !== INDICATOR_ID.globalWarmingPotential) return undefined;
  const gwp = (ev: Evaluation) => indicatorTotal(ev, INDICATOR_ID.globalWarmingPotential);
  const today = gwp(design);
  const future = gwp(underDecarbonisingGrid(design));
  if (today === null || future === null) return undefined;
  const text = `With the grid decarbonising as AEMO’s 2026 Integrated System Plan (Step Change) projects for the NEM, applied to every state (approximate; methodology §6.2): this design ${tonnesText(future)} t CO2e over its whole life, against ${tonnesText(today)} t at today’s grid factors`;
  const benchmarkFuture = benchmark ? gwp(underDecarbonisingGrid(benchmark)) : null;
  if (benchmarkFuture === null || benchmarkFuture === 0) return `${text}.`;
  const reduction = reductionPercent((benchmarkFuture - future) / Math.abs(benchmarkFuture));
  return `${text}; the benchmark ${tonnesText(benchmarkFuture)} t (${Math.abs(reduction)} % ${reduction >= 0 ? 'reduction' : 'increase'}).`;
}
