import { createHash } from 'node:crypto';
import type { ProjectReportSource } from './report-source';
import { METHODOLOGY_VERSION } from './report-types';

/**
 * A key of everything a project report shows: the report type, the method, the LCI source, the
 * development's name, each lot's state with its design version and benchmark, and the targets.
 * Equal keys mean the same report (the date aside), so a stored one can be reused.
 */
export function projectVersionKey(reportTypeId: number, source: ProjectReportSource): string {
  const state = {
    reportTypeId,
    method: METHODOLOGY_VERSION,
    lciSource: `${source.lciSource.id}@${source.lciSource.version}`,
    project: source.project,
    lots: source.lots.map((lot) =>
      lot.state === 'evaluated'
        ? [
            lot.id,
            lot.name,
            lot.result.design.id,
            lot.result.design.version,
            lot.result.benchmarkKey,
          ]
        : [lot.id, lot.name, lot.state],
    ),
    targets: source.targets,
  };
  return createHash('sha256').update(JSON.stringify(state)).digest('hex').slice(0, 32);
}
