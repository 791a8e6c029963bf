import type { NewLotRiskAssessment } from '@circa/db/lot-risks.repository';
import { listOtherSubmittedReductions } from '@circa/db/lot-risks.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { loadBaselineOf } from '../design/design-json-cache';
import type { LotDesign } from '../design/lot-design';
import { lotRiskFacts } from './lot-risk-facts';
import { assessLotRisk } from './lot-risk-rule';

/**
 * Assesses a lot's design as it is being submitted (docs/methodology.md §19): the rule applied to
 * the engine's numbers for the design, its benchmark and its baseline, and to the development's
 * other submitted lots. Computed before the submission's transaction (it evaluates), recorded in
 * it (`recordLotRiskAssessment`), so the risk list reads stored points and never evaluates.
 */
export async function assessSubmission(
  db: Kysely<Database>,
  lot: LotDesign,
): Promise<NewLotRiskAssessment> {
  const { record, access } = lot;
  const baseline = await loadBaselineOf(db, record);
  const others = await listOtherSubmittedReductions(db, access.project.id, access.structure.id);
  const { facts, reduction } = lotRiskFacts(
    { id: record.id, version: record.version, design: lot.design },
    baseline,
    others,
  );
  const { points, descriptions } = assessLotRisk(facts);
  return {
    structureId: access.structure.id,
    designId: record.id,
    designVersion: record.version,
    points,
    descriptions,
    gwpReduction: reduction,
  };
}
