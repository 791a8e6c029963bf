import { findActiveLotDesign } from '@circa/db/designs.repository';
import { isStructurePaid } from '@circa/db/payments.repository';
import { listProjectTargets } from '@circa/db/project-targets.repository';
import type { Database } from '@circa/db/schema';
import { listProjectStructures } from '@circa/db/structures.repository';
import type { Kysely } from 'kysely';
import { evaluateLotDesign, loadReportProject } from './evaluate-lot';
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
  return { generatedAt, project, lots, targets: await listProjectTargets(db, projectId) };
}
