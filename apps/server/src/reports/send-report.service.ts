import { listReportRecipients } from '@circa/db/reports.repository';
import type { ReportSubject } from '@circa/db/reports.repository';
import {
  defaultReportEmailText,
  reportTexts,
  reportTypeNames,
} from '@circa/contract/reports.schema';
import type { ReportRecipient, ReportRecipients } from '@circa/contract/reports.schema';
import type { LotAccess } from '../access/access';
import type { AppDeps } from '../app-deps';
import { AppError } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { reportMailJob } from './report-jobs';
import { reportLine } from './report-presenters';
import {
  lotReportAccess,
  lotReportType,
  projectReportAccess,
  projectReportType,
  requireReportMaker,
} from './report-subject';
import { subjectReport } from './reports.service';

/**
 * Sending a made report by email (document 3 §2 "Send report", §7 sendlotreport and
 * sendprojectreport): one queued job per checked recipient, each email with the PDF attached.
 */

type SendDeps = Pick<AppDeps, 'db' | 'jobs'>;

/** What the send-report screen sends. */
interface SendInput {
  ReportType: number;
  ReportId: number;
  Message: string;
  ReportRecipients: ReportRecipient[];
}

/** Who a lot's report can be sent to (none checked) and the default email text. */
export async function lotReportRecipients(
  deps: SendDeps,
  caller: AuthUser,
  input: { structureId: number; reportType: number },
): Promise<ReportRecipients> {
  const { subject, access } = await lotReportAccess(deps.db, caller, input.structureId);
  const type = lotReportType(input.reportType);
  return {
    ReportRecipients: await recipientsOf(deps, subject),
    Message: defaultReportEmailText(reportTypeNames[type], lotNames(access)),
  };
}

/** Who a project's report can be sent to and the default email text. */
export async function projectReportRecipients(
  deps: SendDeps,
  caller: AuthUser,
  input: { projectId: number; reportType: number },
): Promise<ReportRecipients> {
  const { subject, access } = await projectReportAccess(deps.db, caller, input.projectId);
  const type = projectReportType(input.reportType);
  return {
    ReportRecipients: await recipientsOf(deps, subject),
    Message: defaultReportEmailText(reportTypeNames[type], { project: access.project.name }),
  };
}

function lotNames(access: LotAccess) {
  return {
    design: access.currentDesign?.name,
    structure: access.structure.name,
    project: access.project.name,
  };
}

/** Emails one of the lot's made reports to the checked recipients. */
export async function sendLotReport(
  deps: SendDeps,
  caller: AuthUser,
  input: SendInput & { StructureId: number },
): Promise<true> {
  const { subject, access } = await lotReportAccess(deps.db, caller, input.StructureId);
  requireReportMaker(access);
  return sendReport(deps, subject, input, lotNames(access));
}

/** Emails one of the project's made reports to the checked recipients. */
export async function sendProjectReport(
  deps: SendDeps,
  caller: AuthUser,
  input: SendInput & { ProjectId: number },
): Promise<true> {
  const { subject, access } = await projectReportAccess(deps.db, caller, input.ProjectId);
  return sendReport(deps, subject, input, { project: access.project.name });
}

async function recipientsOf(deps: SendDeps, subject: ReportSubject): Promise<ReportRecipient[]> {
  const rows = await listReportRecipients(deps.db, subject);
  return rows.map((r) => ({ UserId: r.userId, Name: r.name, Email: r.email, Checked: false }));
}

/** The checked recipients' addresses, each once (case-insensitive), in the order given. */
export function checkedAddresses(recipients: readonly ReportRecipient[]): string[] {
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const recipient of recipients) {
    const address = recipient.Email.trim();
    const key = address.toLowerCase();
    if (!recipient.Checked || seen.has(key)) continue;
    seen.add(key);
    addresses.push(address);
  }
  return addresses;
}

async function sendReport(
  deps: SendDeps,
  subject: ReportSubject,
  input: SendInput,
  names: Parameters<typeof defaultReportEmailText>[1],
): Promise<true> {
  const report = await subjectReport(deps, subject, input.ReportId);
  if (report.reportTypeId !== input.ReportType) {
    throw new AppError('validation_failed', 'ReportType is not the type of this report.');
  }
  if (report.status !== 'done') {
    throw new AppError('conflict', 'The report is still being made; send it once it is shown.');
  }
  const addresses = checkedAddresses(input.ReportRecipients);
  if (addresses.length === 0) {
    throw new AppError('validation_failed', reportTexts.noRecipientChecked, [
      { path: ['ReportRecipients'], message: reportTexts.noRecipientChecked },
    ]);
  }
  const typeName = reportLine(report).ReportTypeDesc;
  const text =
    input.Message.trim() === '' ? defaultReportEmailText(typeName, names) : input.Message;
  await deps.db.transaction().execute(async (tx) => {
    for (const to of addresses) {
      await deps.jobs.enqueue(tx, reportMailJob, {
        reportId: report.id,
        to,
        subject: report.title,
        text,
      });
    }
  });
  deps.jobs.wake();
  return true;
}
