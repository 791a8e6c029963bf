import { Level } from '@circa/contract/enums';
import {
  findReport,
  markReportDone,
  markReportFailed,
  markReportRunning,
} from '@circa/db/reports.repository';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { defineJobKind, PermanentJobError } from '../jobs/job-queue.service';
import type { JobQueue } from '../jobs/job-queue.service';
import { AppError } from '../http/app-error';
import { createLotReportPdf, createProjectReportPdf } from './documents/create-report-pdf';

/**
 * The report jobs (docs/decisions/0028-reports.md, decision 0018): making a report's PDF, and
 * emailing a made report as an attachment. Both run on the one job queue, off the request path.
 */

/**
 * Makes one report's PDF and stores it. Three attempts, 5 s then 10 s apart: a report someone is
 * waiting for on screen either comes soon or is shown failed (asking again makes a new one).
 */
export const makeReportJob = defineJobKind<{ reportId: number }>(
  'report',
  z.object({ reportId: z.int32().positive() }),
  { maxAttempts: 3, retryDelayMs: 5_000, maxRetryDelayMs: 10_000 },
);

/** Emails one made report to one address, the PDF attached (the default mail retry policy). */
export const reportMailJob = defineJobKind<ReportMail>(
  'report-mail',
  z.object({
    reportId: z.int32().positive(),
    to: z.string().min(1),
    subject: z.string(),
    text: z.string(),
  }),
);

/** One report email: the report, the address and the words. */
export interface ReportMail {
  reportId: number;
  to: string;
  subject: string;
  text: string;
}

/** The BlobStore key of a report's PDF. */
export function reportBlobKey(reportId: number): string {
  return `reports/report-${reportId}.pdf`;
}

/** The attachment's file name: the report's title without characters file systems refuse. */
export function reportFileName(title: string): string {
  const safe = [...title]
    .map((c) => (c.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(c) ? ' ' : c))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
  return `${safe === '' ? 'Report' : safe}.pdf`;
}

type ReportJobDeps = Pick<AppDeps, 'db' | 'now' | 'blobs' | 'mailer'>;

/** Registers the handlers of the report jobs on `jobs`. */
export function handleReportJobs(jobs: JobQueue, deps: ReportJobDeps): void {
  jobs.handle(makeReportJob, async ({ reportId }, job) => {
    const report = await findReport(deps.db, reportId);
    if (!report) throw new PermanentJobError(`report ${reportId} does not exist`);
    if (report.status === 'done' || report.status === 'failed') return;
    await markReportRunning(deps.db, reportId);
    try {
      const made =
        report.level === Level.Structure
          ? await createLotReportPdf(deps, {
              structureId: report.structureId!,
              reportTypeId: report.reportTypeId,
            })
          : {
              ...(await createProjectReportPdf(deps, {
                projectId: report.projectId,
                reportTypeId: report.reportTypeId,
              })),
              designId: null,
              designVersion: null,
            };
      const blobKey = reportBlobKey(reportId);
      await deps.blobs.put(blobKey, made.pdf);
      await markReportDone(deps.db, reportId, {
        blobKey,
        sizeBytes: made.pdf.length,
        title: made.title,
        designId: made.designId,
        designVersion: made.designVersion,
        finishedAt: deps.now(),
      });
    } catch (error) {
      // a refusal of the documents (no design, not paid) stays a refusal: no retry
      const isRefusal = error instanceof AppError;
      if (isRefusal || job.attempt >= job.maxAttempts) {
        const message = error instanceof Error ? error.message : String(error);
        await markReportFailed(deps.db, reportId, message, deps.now());
      }
      throw isRefusal ? new PermanentJobError(error.message) : error;
    }
  });

  jobs.handle(reportMailJob, async (mail) => {
    const report = await findReport(deps.db, mail.reportId);
    if (report?.status !== 'done' || !report.blobKey) {
      throw new PermanentJobError(`report ${mail.reportId} is not made`);
    }
    const pdf = await deps.blobs.get(report.blobKey);
    if (!pdf) throw new PermanentJobError(`report ${mail.reportId} has no stored PDF`);
    await deps.mailer.send({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      attachments: [
        { filename: reportFileName(report.title), content: pdf, contentType: 'application/pdf' },
      ],
    });
  });
}
