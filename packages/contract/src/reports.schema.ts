import { z } from 'zod';
import { idField } from './select-option.schema';

/**
 * Report types (document 2 §3 and document 3 §3 "Report type"): the spec's numbers on the wire.
 * Lot reports are Life Cycle Assessment (EN 15978 modules A1–D per indicator), Compliance Report
 * (against the project's targets) and Carbon Performance Report; the project report is Project
 * Carbon Performance Report (all lots against the targets). NoParameters and Project Custom
 * Report are codes of the spec that no screen offers.
 */
export const ReportTypeId = {
  ComplianceReport: 25,
  NoParameters: 26,
  LifeCycleAssessment: 36,
  CarbonPerformanceReport: 37,
  ProjectCustomReport: 38,
  ProjectCarbonPerformanceReport: 39,
} as const;
export type ReportTypeId = (typeof ReportTypeId)[keyof typeof ReportTypeId];

/** The report types a lot offers, in the order the reports screen lists them. */
export const lotReportTypeIds = [
  ReportTypeId.LifeCycleAssessment,
  ReportTypeId.ComplianceReport,
  ReportTypeId.CarbonPerformanceReport,
] as const;
export type LotReportTypeId = (typeof lotReportTypeIds)[number];

/** The report types a project (development) offers. */
export const projectReportTypeIds = [ReportTypeId.ProjectCarbonPerformanceReport] as const;
export type ProjectReportTypeId = (typeof projectReportTypeIds)[number];

/** Each offered report type's name (document 3 §3, word for word). */
export const reportTypeNames: Record<LotReportTypeId | ProjectReportTypeId, string> = {
  [ReportTypeId.LifeCycleAssessment]: 'Life Cycle Assessment',
  [ReportTypeId.ComplianceReport]: 'Compliance Report',
  [ReportTypeId.CarbonPerformanceReport]: 'Carbon Performance Report',
  [ReportTypeId.ProjectCarbonPerformanceReport]: 'Project Carbon Performance Report',
};

/** True when `id` is a report type a lot offers. */
export function isLotReportType(id: number): id is LotReportTypeId {
  return (lotReportTypeIds as readonly number[]).includes(id);
}

/** True when `id` is a report type a project offers. */
export function isProjectReportType(id: number): id is ProjectReportTypeId {
  return (projectReportTypeIds as readonly number[]).includes(id);
}

/**
 * Where a report's making is: queued (a job waits), running (the job is making the PDF), done
 * (the PDF is stored) or failed (the job gave up; asking again makes a new one).
 */
export const reportStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/** A report type a lot or project offers (document 3 §3 "Report type"). */
export const reportTypeSchema = z.object({
  ReportTypeId: z.int32(),
  Description: z.string(),
  IsExcel: z.boolean(),
});
export type ReportType = z.infer<typeof reportTypeSchema>;

/** One made (or being made) report (document 3 §3 "Report line"), plus its making status. */
export const reportLineSchema = z.object({
  ReportId: z.int32(),
  Title: z.string(),
  IsExcel: z.boolean(),
  /** ISO 8601 time the report was asked for. */
  Timestamp: z.string(),
  ReportTypeDesc: z.string(),
  ReportTypeId: z.int32(),
  Status: reportStatusSchema,
});
export type ReportLine = z.infer<typeof reportLineSchema>;

/** A report with its PDF as base64 (`Content`), null until the report is done. */
export const reportDocumentSchema = reportLineSchema.extend({
  Content: z.string().nullable(),
});
export type ReportDocument = z.infer<typeof reportDocumentSchema>;

const reportTypeField = z.coerce
  .number({ error: 'ReportType must be a report type number.' })
  .int('ReportType must be a report type number.');

/** GET /reports/getLotReportName: the title a lot's report of this type gets. */
export const lotReportNameQuerySchema = z.object({
  structureId: idField('structureId'),
  reportType: reportTypeField,
});

/** GET /reports/getProjectReportName: the title a project's report of this type gets. */
export const projectReportNameQuerySchema = z.object({
  projectId: idField('projectId'),
  reportType: reportTypeField,
});

/** GET /reports/fetchlotreport and /fetchprojectreport: `id` is the lot's or project's id. */
export const fetchReportQuerySchema = z.object({
  id: idField('id'),
  reportId: idField('reportId'),
});

/** POST /reports/createlotreport and /createandfetchlotreport. */
export const createLotReportSchema = z.object({
  StructureId: idField('StructureId'),
  ReportType: reportTypeField,
});

/** POST /reports/createprojectreport and /createandfetchprojectreport. */
export const createProjectReportSchema = z.object({
  ProjectId: idField('ProjectId'),
  ReportType: reportTypeField,
});

/**
 * The reports a public design page offers (document 2 §4 "Reports on the public page": LCA and
 * Compliance).
 */
export const publicReportTypeIds = [
  ReportTypeId.LifeCycleAssessment,
  ReportTypeId.ComplianceReport,
] as const;

/** POST /generateDesignPerformanceReport: asks for a public design's report (document 2 §7). */
export const generateDesignPerformanceReportSchema = z.object({
  DesignId: idField('DesignId'),
  ReportType: reportTypeField,
});

/** POST /designPerformanceReport: downloads a public design's made report (the PDF file). */
export const designPerformanceReportSchema = z.object({
  designId: idField('designId'),
  reportType: reportTypeField,
});

/** Someone a report can be sent to (document 3 §3 "ReportRecipients"). */
export const reportRecipientSchema = z.object({
  /** 0 for an extra recipient typed on the send screen (no account needed). */
  UserId: z.int32().min(0),
  Name: z.string(),
  Email: z.email({ error: 'Please enter a valid email address.' }).max(254),
  Checked: z.boolean(),
});
export type ReportRecipient = z.infer<typeof reportRecipientSchema>;

/**
 * The send screen's start (document 3 §3 Share details "ReportRecipients"): who the report can be
 * sent to (none checked) and the default email text with the names filled in.
 */
export const reportRecipientsSchema = z.object({
  ReportRecipients: z.array(reportRecipientSchema),
  Message: z.string(),
});
export type ReportRecipients = z.infer<typeof reportRecipientsSchema>;

/** GET /reports/getLotReportRecipients. */
export const lotReportRecipientsQuerySchema = lotReportNameQuerySchema;

/** GET /reports/getProjectReportRecipients. */
export const projectReportRecipientsQuerySchema = projectReportNameQuerySchema;

const sendReportFields = {
  ReportType: reportTypeField,
  ReportId: idField('ReportId'),
  Message: z.string().max(4000, 'The message can be at most 4000 characters.').default(''),
  ReportRecipients: z
    .array(reportRecipientSchema)
    .max(200, 'A report can be sent to at most 200 recipients at once.'),
};

/** POST /share/sendlotreport: emails the report to the checked recipients. */
export const sendLotReportSchema = z.object({
  StructureId: idField('StructureId'),
  ...sendReportFields,
});

/** POST /share/sendprojectreport: emails the report to the checked recipients. */
export const sendProjectReportSchema = z.object({
  ProjectId: idField('ProjectId'),
  ...sendReportFields,
});

/** Texts of the report screens and calls (document 3 §8 and §9, document 2 §6, word for word). */
export const reportTexts = {
  loadFailed: 'An error has occurred while loading document. Try refreshing the page.',
  sendFailed: 'An error has occurred',
  sendSucceeded: 'Success',
  notAuthorised: 'Not authorized to generate report.',
  /** The default email text; the screen replaces the words with the design, lot and project. */
  defaultEmailText: 'Please find attached the Compliance Report for design, structure, project.',
  noRecipientChecked: 'Please check at least one recipient.',
} as const;

/**
 * The send screen's default email text (document 3 §9: 'Please find attached the Compliance
 * Report for design, structure, project.'), with the report's type and the design's, lot's and
 * development's names in place of the spec's words; a project report names the development only.
 */
export function defaultReportEmailText(
  reportTypeName: string,
  names: { design?: string; structure?: string; project: string },
): string {
  const about = [names.design, names.structure, names.project].filter(
    (name): name is string => name !== undefined && name !== '',
  );
  return `Please find attached the ${reportTypeName} for ${about.join(', ')}.`;
}

/** The report viewer's zoom slider (document 3 §9): 0..100 in steps of 5 → zoom factor 1..3. */
export const reportZoom = { min: 0, max: 100, step: 5, minFactor: 1, maxFactor: 3 } as const;

/** The zoom factor (1..3) of a slider value (0..100), clamped to the slider's range. */
export function zoomFactorOf(sliderValue: number): number {
  const clamped = Math.min(reportZoom.max, Math.max(reportZoom.min, sliderValue));
  const share = (clamped - reportZoom.min) / (reportZoom.max - reportZoom.min);
  return reportZoom.minFactor + share * (reportZoom.maxFactor - reportZoom.minFactor);
}
