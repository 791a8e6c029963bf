import {
  findLiveReport,
  findSubjectReport,
  insertReportUnlessLive,
  listSubjectReports,
  markReportFailed,
} from '@circa/db/reports.repository';
import type { NewReport, ReportRecord, ReportSubject } from '@circa/db/reports.repository';
import { lotReportTypeIds, projectReportTypeIds } from '@circa/contract/reports.schema';
import type { ReportDocument, ReportLine, ReportType } from '@circa/contract/reports.schema';
import type { AppDeps } from '../app-deps';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { makeReportJob } from './report-jobs';
import { reportDocument, reportLine, reportTypeLine } from './report-presenters';
import {
  lotReportAccess,
  lotReportTitle,
  lotReportType,
  lotVersionKey,
  projectReportAccess,
  projectReportTitle,
  projectReportType,
  projectVersionKey,
  requireReportMaker,
} from './report-subject';

/**
 * The reports use cases (document 3 §7 "Sharing and reports", docs/decisions/0028-reports.md):
 * the types a lot or project offers, its reports, one report with its PDF, and asking for a
 * report — the one already asked for with the same version, else a new one made by a job.
 */

type ReportsDeps = Pick<AppDeps, 'db' | 'jobs' | 'blobs' | 'now'>;

/**
 * A report still not made this long after it was asked for lost its job (a worker that died in
 * its last attempt leaves it running): it is marked failed and a new one is made. Longer than
 * the job's attempts can take (three leases of 10 minutes at most).
 */
export const abandonedReportMs = 35 * 60_000;

/** The report types a lot offers. */
export async function lotReportTypes(
  deps: ReportsDeps,
  caller: AuthUser,
  structureId: number,
): Promise<ReportType[]> {
  await lotReportAccess(deps.db, caller, structureId);
  return lotReportTypeIds.map(reportTypeLine);
}

/** The report types a project offers. */
export async function projectReportTypes(
  deps: ReportsDeps,
  caller: AuthUser,
  projectId: number,
): Promise<ReportType[]> {
  await projectReportAccess(deps.db, caller, projectId);
  return projectReportTypeIds.map(reportTypeLine);
}

/** The title a lot's report of this type has. */
export async function lotReportName(
  deps: ReportsDeps,
  caller: AuthUser,
  input: { structureId: number; reportType: number },
): Promise<string> {
  const { access } = await lotReportAccess(deps.db, caller, input.structureId);
  return lotReportTitle(lotReportType(input.reportType), access.structure.name);
}

/** The title a project's report of this type has. */
export async function projectReportName(
  deps: ReportsDeps,
  caller: AuthUser,
  input: { projectId: number; reportType: number },
): Promise<string> {
  const { access } = await projectReportAccess(deps.db, caller, input.projectId);
  return projectReportTitle(projectReportType(input.reportType), access.project.name);
}

/** A lot's reports, newest first. */
export async function lotReportLines(
  deps: ReportsDeps,
  caller: AuthUser,
  structureId: number,
): Promise<ReportLine[]> {
  const { subject } = await lotReportAccess(deps.db, caller, structureId);
  return (await listSubjectReports(deps.db, subject)).map(reportLine);
}

/** A project's reports, newest first. */
export async function projectReportLines(
  deps: ReportsDeps,
  caller: AuthUser,
  projectId: number,
): Promise<ReportLine[]> {
  const { subject } = await projectReportAccess(deps.db, caller, projectId);
  return (await listSubjectReports(deps.db, subject)).map(reportLine);
}

/** One of a lot's reports with its PDF once done. */
export async function fetchLotReport(
  deps: ReportsDeps,
  caller: AuthUser,
  input: { id: number; reportId: number },
): Promise<ReportDocument> {
  const { subject } = await lotReportAccess(deps.db, caller, input.id);
  return withContent(deps, await subjectReport(deps, subject, input.reportId));
}

/** One of a project's reports with its PDF once done. */
export async function fetchProjectReport(
  deps: ReportsDeps,
  caller: AuthUser,
  input: { id: number; reportId: number },
): Promise<ReportDocument> {
  const { subject } = await projectReportAccess(deps.db, caller, input.id);
  return withContent(deps, await subjectReport(deps, subject, input.reportId));
}

/**
 * Asks for a lot report of the lot's current design: the live one of the same version, else a
 * new one, queued. 403 'Not authorized to generate report.' for a Read Only collaborator; 404
 * before the lot has a design; 403 'Payment is required.' before payment (the numbers stay
 * closed until then, as on the results screens).
 */
export async function requestLotReport(
  deps: ReportsDeps,
  caller: AuthUser,
  input: { StructureId: number; ReportType: number },
): Promise<ReportRecord> {
  const { access, subject } = await lotReportAccess(deps.db, caller, input.StructureId);
  requireReportMaker(access);
  const reportTypeId = lotReportType(input.ReportType);
  const design = access.currentDesign;
  if (!design) throw notFound('The lot has no design to report on yet.');
  if (!access.isPaid) throw new AppError('forbidden', 'Payment is required.');
  return requestReport(deps, {
    ...subject,
    reportTypeId,
    designId: design.id,
    designVersion: design.version,
    versionKey: await lotVersionKey(deps.db, access.project.id, design),
    title: lotReportTitle(reportTypeId, access.structure.name),
    createdBy: caller.userId,
  });
}

/** Asks for a project report of the lots' current versions: the live one, else a new one. */
export async function requestProjectReport(
  deps: ReportsDeps,
  caller: AuthUser,
  input: { ProjectId: number; ReportType: number },
): Promise<ReportRecord> {
  const { access, subject } = await projectReportAccess(deps.db, caller, input.ProjectId);
  const reportTypeId = projectReportType(input.ReportType);
  return requestReport(deps, {
    ...subject,
    reportTypeId,
    designId: null,
    designVersion: null,
    versionKey: await projectVersionKey(deps.db, access.project.id),
    title: projectReportTitle(reportTypeId, access.project.name),
    createdBy: caller.userId,
  });
}

function isAbandoned(report: ReportRecord, now: Date): boolean {
  return report.status !== 'done' && now.getTime() - report.createdAt.getTime() > abandonedReportMs;
}

/** The report with its PDF when done (what createandfetch answers). */
export function withContent(deps: ReportsDeps, report: ReportRecord): Promise<ReportDocument> {
  return readContent(deps, report).then((pdf) => reportDocument(report, pdf));
}

async function readContent(deps: ReportsDeps, report: ReportRecord): Promise<Buffer | null> {
  if (report.status !== 'done' || !report.blobKey) return null;
  const pdf = await deps.blobs.get(report.blobKey);
  if (!pdf) throw new AppError('internal', `The PDF of report ${report.id} is missing.`);
  return pdf;
}

/** One report of the subject, or 404. */
export async function subjectReport(
  deps: Pick<ReportsDeps, 'db'>,
  subject: ReportSubject,
  reportId: number,
): Promise<ReportRecord> {
  const report = await findSubjectReport(deps.db, subject, reportId);
  if (!report) throw notFound('The report was not found.');
  return report;
}

/**
 * The live report of this version, else a new one with its job, added in one transaction (the
 * job exists exactly when the report does). A concurrent request for the same version gets the
 * same report: the unique index lets one insert through.
 */
export async function requestReport(deps: ReportsDeps, wanted: NewReport): Promise<ReportRecord> {
  const live = await findLiveReport(deps.db, wanted);
  if (live && !isAbandoned(live, deps.now())) return live;
  if (live)
    await markReportFailed(deps.db, live.id, 'The report was not made in time.', deps.now());
  const added = await deps.db.transaction().execute(async (tx) => {
    const report = await insertReportUnlessLive(tx, wanted);
    if (report) {
      await deps.jobs.enqueue(
        tx,
        makeReportJob,
        { reportId: report.id },
        {
          idempotencyKey: `report:${report.id}`,
        },
      );
    }
    return report;
  });
  if (added) {
    deps.jobs.wake();
    return added;
  }
  const raced = await findLiveReport(deps.db, wanted);
  if (!raced)
    throw new AppError('conflict', 'The report could not be asked for; please try again.');
  return raced;
}
