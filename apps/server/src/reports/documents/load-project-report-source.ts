import { findActiveLotDesign } from '@circa/db/designs.repository';
import { isStructurePaid } from '@circa/db/payments.repository';
import { listProjectTargets } from '@circa/db/project-targets.repository';
import type { Database } from '@circa/db/schema';
import { listProjectStructures } from '@circa/db/structures.repository';
import { DEFAULT_REFERENCE_STUDY_PERIOD } from '@circa/engine/life-cycle-modules';
import { createEvaluationContext } from '@circa/reference-data/default-context';
import type { Kysely } from 'kysely';
import { evaluateLotDesign, loadReportProject } from './evaluate-lot';
import { isEvaluated } from './report-source';
import type { ProjectReportLot, ProjectReportSource } from './report-source';

/** No user: the lot list is read for the report, not for a person's access level. */
const NO_USER = 0;

/**
 * Everything a project report shows: each active lot of the development (library lots left
 * out) evaluated as on its results screen, or why it has no numbers (no design yet, or not paid:
 * numbers stay closed until payment, as on the results screens).
 */
export async function loadProjectReportSource(
  db: Kysely<Database>,
  projectId: number,
  generatedAt: Date,
): Promise<ProjectReportSource> {
  const project = await loadReportProject(db, projectId);
  const structures = await listProjectStructures(db, projectId, NO_USER, false);
  const lots: ProjectReportLot[] = [];
  for (const s of structures) {
    const record = s.hasActiveDesign ? await findActiveLotDesign(db, s.id) : null;
    if (!record) lots.push({ id: s.id, name: s.name, state: 'no-design' });
    else if (!(await isStructurePaid(db, s.id)))
      lots.push({ id: s.id, name: s.name, state: 'payment-required' });
    else
      lots.push({
        id: s.id,
        name: s.name,
        state: 'evaluated',
        result: await evaluateLotDesign(db, record),
      });
  }
  // the source and period of the evaluations; with no lot evaluated, those they would use
  const first = lots.find(isEvaluated)?.result.evaluation;
  return {
    generatedAt,
    project,
    lots,
    targets: await listProjectTargets(db, projectId),
    lciSource: first?.compiled.source ?? createEvaluationContext().source,
    referenceStudyPeriod: first?.referenceStudyPeriod ?? DEFAULT_REFERENCE_STUDY_PERIOD,
  };
}
