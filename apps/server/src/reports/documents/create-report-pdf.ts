/**
 * Report documents (issue 13, document 3 §2 "Sharing and reports"): a lot report or a project
 * report as PDF bytes, made from the engine's evaluation of the stored designs — the evaluation
 * the results screens show, never a second calculation. The caller (the reports service or its
 * job) has checked the reader's access; these functions only read and draw.
 */
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { buildCarbonReport } from './carbon-report';
import { buildComplianceReport } from './compliance-report';
import { buildLcaReport } from './lca-report';
import { loadLotReportSource } from './load-lot-report-source';
import type { LotReportSource } from './report-source';
import { loadProjectReportSource } from './load-project-report-source';
import { buildProjectReport } from './project-report';
import { projectVersionKey } from './project-version-key';
import { LOT_REPORT_TITLES, PROJECT_REPORT_TITLES, REPORT_TYPE } from './report-types';

/** What making a report needs: the database and the clock (the document's date). */
export type ReportDeps = Pick<AppDeps, 'db' | 'now'>;

type LotBuilder = (source: LotReportSource, title: string) => Promise<Buffer>;

const LOT_BUILDERS: Readonly<Record<number, LotBuilder>> = {
  [REPORT_TYPE.lifeCycleAssessment]: buildLcaReport,
  [REPORT_TYPE.compliance]: buildComplianceReport,
  [REPORT_TYPE.carbonPerformance]: buildCarbonReport,
};

/**
 * A lot report (Life Cycle Assessment 36, Compliance Report 25, Carbon Performance Report 37)
 * of the lot's current design. 400 for another type, 404 without lot or design, 403 "Payment is
 * required." before payment. The design id and version say which results it shows (a report made
 * for the same version can be reused).
 */
export async function createLotReportPdf(
  deps: ReportDeps,
  input: { structureId: number; reportTypeId: number },
): Promise<{ pdf: Buffer; title: string; designId: number; designVersion: number }> {
  const build = LOT_BUILDERS[input.reportTypeId];
  const typeTitle = LOT_REPORT_TITLES[input.reportTypeId];
  if (!build || !typeTitle)
    throw new AppError(
      'validation_failed',
      `Report type ${input.reportTypeId} is not a lot report; choose ${Object.keys(LOT_BUILDERS).join(', ')}.`,
    );
  const source = await loadLotReportSource(deps.db, input.structureId, deps.now());
  const title = `${typeTitle} – ${source.lot.name}`;
  return {
    pdf: await build(source, typeTitle),
    title,
    designId: source.result.design.id,
    designVersion: source.result.design.version,
  };
}

/**
 * A project report (Project Carbon Performance Report 39): every active lot of the development
 * against its targets. 400 for another type, 404 without the development. The version key
 * changes whenever anything the report shows changes (a lot's design version or benchmark, its
 * payment, the lots, the targets), so a report made for the same key can be reused.
 */
export async function createProjectReportPdf(
  deps: ReportDeps,
  input: { projectId: number; reportTypeId: number },
): Promise<{ pdf: Buffer; title: string; versionKey: string }> {
  const typeTitle = PROJECT_REPORT_TITLES[input.reportTypeId];
  if (!typeTitle)
    throw new AppError(
      'validation_failed',
      `Report type ${input.reportTypeId} is not a project report; choose ${REPORT_TYPE.projectCarbonPerformance}.`,
    );
  const source = await loadProjectReportSource(deps.db, input.projectId, deps.now());
  return {
    pdf: await buildProjectReport(source, typeTitle),
    title: `${typeTitle} – ${source.project.name}`,
    versionKey: projectVersionKey(input.reportTypeId, source),
  };
}
