import { toBase36DesignId } from '@circa/contract/design-link';
import { Level } from '@circa/contract/enums';
import { publicReportTypeIds, reportTypeNames } from '@circa/contract/reports.schema';
import type { LotReportTypeId } from '@circa/contract/reports.schema';
import { findLiveReport } from '@circa/db/reports.repository';
import type { NewReport, ReportRecord } from '@circa/db/reports.repository';
import { findStructure } from '@circa/db/structures.repository';
import type { AppDeps } from '../app-deps';
import { AppError } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { findVisibleDesign } from '../public-page/design-performance.service';
import { lotReportTitle, lotVersionKey } from './report-subject';
import { requestReport } from './reports.service';

/**
 * The public design page's reports (document 2 §4 "Reports on the public page", §7
 * generateDesignPerformanceReport and designPerformanceReport): whoever may see the design's page
 * (public-page/design-performance.service.ts) may have its LCA and Compliance reports. They are
 * the lot's reports: one made by the lot's people for this version is the one shown, and the
 * other way round.
 */

type PublicReportDeps = Pick<AppDeps, 'db' | 'jobs' | 'blobs' | 'now'>;

function publicReportType(reportType: number): LotReportTypeId {
  const offered: readonly number[] = publicReportTypeIds;
  if (offered.includes(reportType)) return reportType as LotReportTypeId;
  throw new AppError(
    'validation_failed',
    'ReportType must be 36 (Life Cycle Assessment) or 25 (Compliance Report).',
  );
}

/** The report the design's page would show: what a lot report of its version is asked with. */
async function wantedReport(
  deps: PublicReportDeps,
  caller: AuthUser | null,
  designId: number,
  reportType: number,
): Promise<NewReport> {
  const reportTypeId = publicReportType(reportType);
  const row = await findVisibleDesign(deps.db, caller, toBase36DesignId(designId));
  const structure = await findStructure(deps.db, row.structureId!);
  if (!structure) throw new AppError('forbidden', 'Access denied');
  const design = { id: row.designId, version: row.version };
  return {
    level: Level.Structure,
    projectId: structure.projectId,
    structureId: structure.id,
    reportTypeId,
    designId: design.id,
    designVersion: design.version,
    versionKey: await lotVersionKey(deps.db, structure.projectId, design),
    title: lotReportTitle(reportTypeId, structure.name),
    createdBy: caller?.userId ?? null,
  };
}

/** Asks for a public design's report: the one of this version, else a new one made by a job. */
export async function generateDesignReport(
  deps: PublicReportDeps,
  caller: AuthUser | null,
  input: { DesignId: number; ReportType: number },
): Promise<ReportRecord> {
  return requestReport(deps, await wantedReport(deps, caller, input.DesignId, input.ReportType));
}

/** A public design's made report as a file: its PDF and a name by report type. */
export async function designReportFile(
  deps: PublicReportDeps,
  caller: AuthUser | null,
  input: { designId: number; reportType: number },
): Promise<{ pdf: Buffer; fileName: string }> {
  const wanted = await wantedReport(deps, caller, input.designId, input.reportType);
  const report = await findLiveReport(deps.db, wanted);
  if (report?.status !== 'done' || !report.blobKey) {
    throw new AppError('conflict', 'The report is still being generated; try again shortly.');
  }
  const pdf = await deps.blobs.get(report.blobKey);
  if (!pdf) throw new AppError('internal', `The PDF of report ${report.id} is missing.`);
  return { pdf, fileName: `${reportTypeNames[wanted.reportTypeId as LotReportTypeId]}.pdf` };
}
