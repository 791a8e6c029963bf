import { useQuery } from '@tanstack/react-query';
import {
  designPerformanceReport,
  generateDesignPerformanceReport,
} from '@circa/contract/reports.routes';
import { reportTypeNames } from '@circa/contract/reports.schema';
import type { ReportLine, publicReportTypeIds } from '@circa/contract/reports.schema';
import { callApiForFile } from '../../../lib/api-client';
import { saveResponse } from '../../../lib/file-download';
import { apiQuery } from '../../../lib/api-query';

/** The reports the public page offers (document 2 §4): Life Cycle Assessment and Compliance. */
export type PublicReportType = (typeof publicReportTypeIds)[number];

/** How often a report being made is asked about again, ms. */
export const publicReportPollMs = 1500;

/** True while the report is still being made (queued or running). */
export function isGenerating(line: Pick<ReportLine, 'Status'> | undefined): boolean {
  return line?.Status === 'queued' || line?.Status === 'running';
}

/**
 * POST /generateDesignPerformanceReport for the page's design (document 2 §4: both reports are
 * asked for on load): the report made for this design version, else a new one the server makes
 * in a job. Asked again while it is being made; asking again after a failure makes a new one.
 */
export function usePublicReport(designId: number, reportType: PublicReportType) {
  return useQuery({
    ...apiQuery(generateDesignPerformanceReport, { DesignId: designId, ReportType: reportType }),
    staleTime: Infinity,
    refetchInterval: (query) => (isGenerating(query.state.data) ? publicReportPollMs : false),
  });
}

/**
 * POST /designPerformanceReport: the made report's PDF, saved under the name the server gives
 * (the report type's, e.g. "Compliance Report.pdf"). Throws `ApiError` with the server's message.
 */
export async function downloadPublicReport(
  designId: number,
  reportType: PublicReportType,
): Promise<void> {
  const response = await callApiForFile(designPerformanceReport, { designId, reportType });
  await saveResponse(response, `${reportTypeNames[reportType]}.pdf`);
}
