/**
 * How much of a design's upfront carbon rests on given processes: used to say how far a source
 * that replaces some of the library's processes (e.g. "Australia — published EPDs") covers a
 * design, and whether it covers enough to be a group's default.
 */
import type { Evaluation } from '@circa/engine/evaluation-types';
import { INDICATOR_ID } from '@circa/engine/indicators';
import { MODULE_INDEX } from '@circa/engine/life-cycle-modules';
import { pivotRowSet } from '@circa/engine/pivot-rows';

/**
 * Share (0–1) of the design's product-stage carbon (GWP A1-A3 emissions, kg CO2e; removals such
 * as timber's biogenic uptake are left out of both sums) that comes from elements whose process
 * id is in `processIds`. 0 when the design has no A1-A3 emissions.
 */
export function upfrontShareOfProcesses(
  evaluation: Evaluation,
  processIds: ReadonlySet<string>,
): number {
  const rows = pivotRowSet(evaluation, { indicatorIds: [INDICATOR_ID.globalWarmingPotential] });
  const processes = evaluation.compiled.processes;
  const a1a3 = MODULE_INDEX['A1-A3'];
  let all = 0;
  let covered = 0;
  for (let i = 0; i < rows.length; i++) {
    const value = rows.value[i]!;
    const element = rows.source[i]!;
    if (rows.module[i] !== a1a3 || value <= 0 || element < 0) continue;
    all += value;
    const process = processes[evaluation.elements[element]!.process];
    if (process && processIds.has(process.id)) covered += value;
  }
  return all === 0 ? 0 : covered / all;
}
