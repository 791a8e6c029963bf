import type { ReportDocument, ReportLine, ReportType } from '@circa/contract/reports.schema';
import { reportTypeNames } from '@circa/contract/reports.schema';
import type { ReportRecord } from '@circa/db/reports.repository';

/** A report type as the reports screen lists it (PDF only: no type here is a spreadsheet). */
export function reportTypeLine(id: keyof typeof reportTypeNames): ReportType {
  return { ReportTypeId: id, Description: reportTypeNames[id], IsExcel: false };
}

/** A reports row as a report line of the spec, with its making status. */
export function reportLine(report: ReportRecord): ReportLine {
  return {
    ReportId: report.id,
    Title: report.title,
    IsExcel: false,
    Timestamp: report.createdAt.toISOString(),
    ReportTypeDesc:
      reportTypeNames[report.reportTypeId as keyof typeof reportTypeNames] ??
      `Report type ${report.reportTypeId}`,
    ReportTypeId: report.reportTypeId,
    Status: report.status,
  };
}

/** A report line with its PDF as base64 (null until the report is done). */
export function reportDocument(report: ReportRecord, pdf: Buffer | null): ReportDocument {
  return { ...reportLine(report), Content: pdf ? pdf.toString('base64') : null };
}
