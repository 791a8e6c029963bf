import type { DesignRecord } from '@circa/db/designs.repository';
import { findOrganisation } from '@circa/db/organisations.repository';
import { findProject } from '@circa/db/projects.repository';
import type { Database } from '@circa/db/schema';
import type { Design } from '@circa/engine/design-types';
import type { Kysely } from 'kysely';
import { cachedDesign, loadBaselineOf, rememberDesign } from '../../design/design-json-cache';
import { notFound } from '../../http/app-error';
import { evaluateBenchmarkVersion, evaluateDesignVersion } from '../../results/evaluation-cache';
import { explainEngineErrors } from '../../results/lot-results';
import type { EvaluatedLot, ReportProject } from './report-source';

/**
 * A lot's design evaluated exactly as the results screens evaluate it (`loadPaidLotResults`):
 * the cached evaluation of this design version, and the benchmark from the baseline as it was
 * when the lot was built (its kept version). No second calculation.
 */
export async function evaluateLotDesign(
  db: Kysely<Database>,
  record: DesignRecord,
): Promise<EvaluatedLot> {
  const design =
    cachedDesign(record.id, record.version) ??
    rememberDesign(record.id, record.version, record.design as Design);
  const baseline = await loadBaselineOf(db, record);
  return explainEngineErrors(() => ({
    design: {
      id: record.id,
      version: record.version,
      name: record.name,
      functionTypeName: record.functionTypeName,
      isSubmitted: record.isSubmitted,
      dwellings: record.dwellings,
      bedrooms: record.bedrooms,
      bathrooms: record.bathrooms,
    },
    evaluation: evaluateDesignVersion(record.id, record.version, design),
    benchmark: baseline
      ? evaluateBenchmarkVersion({ id: record.id, version: record.version, design }, baseline)
      : null,
    baselineName: baseline?.design.name ?? null,
    benchmarkKey: baseline ? `${baseline.id}:${baseline.version}` : null,
  }));
}

/** The development of a report with its organisation's name (404 when there is none). */
export async function loadReportProject(
  db: Kysely<Database>,
  projectId: number,
): Promise<ReportProject> {
  const project = await findProject(db, projectId);
  if (!project) throw notFound('The development was not found.');
  const organisation = await findOrganisation(db, project.organisationId);
  return {
    id: project.id,
    name: project.name,
    address: project.address,
    developer: project.developer,
    projectManager: project.projectManager,
    organisationName: organisation?.name ?? '',
  };
}
