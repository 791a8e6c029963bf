import { indicatorTotal } from '@circa/engine/aggregates';
import type { Evaluation } from '@circa/engine/evaluation-types';
import { INDICATOR_ID } from '@circa/engine/indicators';
import { LIFE_CYCLE_SCOPES } from '@circa/engine/life-cycle-modules';
import { tonnesText } from './result-units';

/**
 * What a GWP figure leaves out: the biogenic carbon its materials store upfront (the biogenic
 * line's A1–A5 total, kg CO2e; docs/methodology.md §1.1). Undefined when nothing is stored, or for
 * another indicator.
 */
export function biogenicNote(ev: Evaluation, indicatorId: number): string | undefined {
  if (indicatorId !== INDICATOR_ID.globalWarmingPotential) return undefined;
  const stored = indicatorTotal(ev, INDICATOR_ID.globalWarmingPotentialBiogenic, {
    modules: LIFE_CYCLE_SCOPES.upfront,
  });
  if (stored === null || stored >= 0) return undefined;
  return `Excludes biogenic carbon: the materials store ${tonnesText(-stored)} t CO2e taken up as wood grew (upfront, A1–A5); it is reported apart as Global warming potential, biogenic, with what their end of life releases of it.`;
}
