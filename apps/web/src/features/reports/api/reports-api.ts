import { useQuery } from '@tanstack/react-query';
import { Level } from '@circa/contract/enums';
import {
  createAndFetchLotReport,
  createAndFetchProjectReport,
  fetchLotReport,
  fetchProjectReport,
  getLotReportLines,
  getLotReportRecipients,
  getLotReportTypes,
  getProjectReportLines,
  getProjectReportRecipients,
  getProjectReportTypes,
  sendLotReport,
  sendProjectReport,
} from '@circa/contract/reports.routes';
import type { ReportDocument, ReportRecipient } from '@circa/contract/reports.schema';
import { callApi } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/**
 * The reports of a lot (level 3) or a development (level 2): the share routes' `{id}/{type}`
 * (document 3 §2 "Sharing and reports").
 */
export interface ReportOwner {
  id: number;
  level: number;
}

/** True for the levels that have reports: a development (2) or a lot (3). */
export function isReportLevel(level: number): boolean {
  return level === Level.Project || level === Level.Structure;
}

const isProject = (owner: ReportOwner) => owner.level === Level.Project;
const isValid = (owner: ReportOwner) => owner.id > 0 && isReportLevel(owner.level);

/** The report types the lot or development offers. */
export function useReportTypes(owner: ReportOwner) {
  const query = isProject(owner)
    ? apiQuery(getProjectReportTypes, { projectId: owner.id })
    : apiQuery(getLotReportTypes, { structureId: owner.id });
  return useQuery({ ...query, enabled: isValid(owner) });
}

/** The reports made (or being made), newest first; asked again while one is being made. */
export function useReportLines(owner: ReportOwner) {
  const query = isProject(owner)
    ? apiQuery(getProjectReportLines, { projectId: owner.id })
    : apiQuery(getLotReportLines, { structureId: owner.id });
  return useQuery({
    ...query,
    enabled: isValid(owner),
    refetchInterval: (q) =>
      q.state.data?.some((line) => line.Status === 'queued' || line.Status === 'running')
        ? pollMs
        : false,
  });
}

/** How often a report being made is asked about, ms. */
export const pollMs = 1000;

/** True while the report is still being made (queued or running). */
export function isInProgress(report: Pick<ReportDocument, 'Status'> | undefined): boolean {
  return report?.Status === 'queued' || report?.Status === 'running';
}

/** One report with its PDF; asked again every second while it is being made. */
export function useReportDocument(owner: ReportOwner, reportId: number) {
  const input = { id: owner.id, reportId };
  const query = isProject(owner)
    ? apiQuery(fetchProjectReport, input)
    : apiQuery(fetchLotReport, input);
  return useQuery({
    ...query,
    enabled: isValid(owner) && reportId > 0,
    refetchInterval: (q) => (isInProgress(q.state.data) ? pollMs : false),
  });
}

/**
 * Asks for a report of the type (document 3 §4 "Report"): the one already made for the current
 * design version, else a new one the server makes in a job. The list then shows it.
 */
export function useCreateReport(owner: ReportOwner) {
  return useApiMutation({
    mutationFn: (reportTypeId: number) =>
      isProject(owner)
        ? callApi(createAndFetchProjectReport, { ProjectId: owner.id, ReportType: reportTypeId })
        : callApi(createAndFetchLotReport, { StructureId: owner.id, ReportType: reportTypeId }),
    invalidates: [getLotReportLines, getProjectReportLines],
  });
}

/** Who the report can be sent to, and the default email text. */
export function useReportRecipients(owner: ReportOwner, reportTypeId: number) {
  const query = isProject(owner)
    ? apiQuery(getProjectReportRecipients, { projectId: owner.id, reportType: reportTypeId })
    : apiQuery(getLotReportRecipients, { structureId: owner.id, reportType: reportTypeId });
  return useQuery({ ...query, enabled: isValid(owner) && reportTypeId > 0 });
}

/** What the send screen sends. */
export interface SendReportInput {
  reportTypeId: number;
  reportId: number;
  message: string;
  recipients: ReportRecipient[];
}

/** Sends the report by email to the checked recipients (queued on the server); nothing to re-read. */
export function useSendReport(owner: ReportOwner) {
  return useApiMutation({
    mutationFn: (input: SendReportInput) => {
      const fields = {
        ReportType: input.reportTypeId,
        ReportId: input.reportId,
        Message: input.message,
        ReportRecipients: input.recipients,
      };
      return isProject(owner)
        ? callApi(sendProjectReport, { ProjectId: owner.id, ...fields })
        : callApi(sendLotReport, { StructureId: owner.id, ...fields });
    },
    invalidates: [],
  });
}
