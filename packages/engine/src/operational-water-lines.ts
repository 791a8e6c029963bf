/**
 * Operational water (B7) lines from a design's water balance (operational-water.ts; METHOD.md
 * §5): per end use, in display order, a mains line (the mains water process), a rainwater line
 * and an on-site reuse line (no carrier process, so no factors), then one wastewater line (the
 * wastewater process of the design's state, else the tables' national one) for what leaves to the
 * sewer. Volumes of zero make no line.
 */
import type { CompiledSource } from './compiled-source';
import type { AustralianState } from './design-types';
import { requireProcess } from './compiled-source';
import type { WaterTables } from './evaluation-context';
import type { OperationalLine } from './operational-line';
import type { WaterBalance } from './operational-water';
import { WATER_END_USES } from './operational-water';

/**
 * The B7 lines of `water` (kL/yr) for a design in `state`. Throws UNKNOWN_PROCESS when the mains
 * water or wastewater process of `tables` is not in the source.
 */
export function operationalWaterLines(
  water: WaterBalance,
  compiled: CompiledSource,
  tables: WaterTables,
  state?: AustralianState,
): OperationalLine[] {
  const mains = requireProcess(compiled, tables.mainsWaterProcessId, 'Water tables');
  const sewerProcessId =
    (state && tables.wastewaterProcessIdByState?.[state]) || tables.wastewaterProcessId;
  const sewer = requireProcess(compiled, sewerProcessId, 'Water tables');
  const lines: OperationalLine[] = [];
  const push = (
    endUse: OperationalLine['endUse'],
    carrier: number,
    sourceName: string,
    kilolitres: number,
  ): void => {
    if (kilolitres > 0)
      lines.push({
        module: 'B7',
        endUse,
        carrier,
        sourceName,
        annualDemand: kilolitres,
        demandUnit: 'kL/yr',
        master: -1,
        isGridElectricity: false,
        isGeneration: false,
      });
  };
  for (const u of WATER_END_USES) {
    push(u, mains, compiled.processes[mains]!.name, water.mains[u]);
    push(u, -1, 'Rainwater', water.rainwater[u]);
    push(u, -1, 'On-site reuse', water.reused[u]);
  }
  push('wastewater', sewer, compiled.processes[sewer]!.name, water.sewer);
  return lines;
}
