import { paymentRequiredMessage } from '@circa/contract/results.schema';
import { findActiveLotDesign } from '@circa/db/designs.repository';
import { isStructurePaid } from '@circa/db/payments.repository';
import { listProjectTargets } from '@circa/db/project-targets.repository';
import type { Database } from '@circa/db/schema';
import { findStructure } from '@circa/db/structures.repository';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../http/app-error';
import { evaluateLotDesign, loadReportProject } from './evaluate-lot';
import type { LotReportSource } from './report-source';

/**
 * Everything a lot report shows, read and evaluated once. The caller has checked the reader's
 * access to the lot; the numbers stay closed until the lot is paid, as on the results screens
 * (document 2 §4 "Results"): 403 "Payment is required.".
 */
export async function loadLotReportSource(
  db: Kysely<Database>,
  structureId: number,
  generatedAt: Date,
): Promise<LotReportSource> {
  const structure = await findStructure(db, structureId);
  if (!structure) throw notFound('The lot was not found.');
  const record = await findActiveLotDesign(db, structureId);
  if (!record) throw notFound('The lot has no design yet: choose a baseline first.');
  if (!(await isStructurePaid(db, structureId)))
    throw new AppError('forbidden', paymentRequiredMessage);
  const project = await loadReportProject(db, structure.projectId);
  const targets = await listProjectTargets(db, project.id);
  return {
    generatedAt,
    project,
    lot: { id: structure.id, name: structure.name, address: structure.address },
    result: await evaluateLotDesign(db, record),
    targets,
  };
}
