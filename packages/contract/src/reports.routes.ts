import { z } from 'zod';
import { projectIdQuerySchema, structureIdQuerySchema } from './developments.schema';
import {
  createLotReportSchema,
  createProjectReportSchema,
  designPerformanceReportSchema,
  generateDesignPerformanceReportSchema,
  fetchReportQuerySchema,
  lotReportNameQuerySchema,
  projectReportNameQuerySchema,
  reportDocumentSchema,
  reportLineSchema,
  lotReportRecipientsQuerySchema,
  projectReportRecipientsQuerySchema,
  reportRecipientsSchema,
  reportTypeSchema,
  sendLotReportSchema,
  sendProjectReportSchema,
} from './reports.schema';
import { defineRoute } from './route';

/**
 * Lot and project reports (document 3 §2 "Sharing and reports", §7 "Sharing and reports";
 * docs/decisions/0028-reports.md). A report is made by a job off the request path: creating one
 * answers at once with its status (queued), and the screen asks again until it is done. A report
 * already made for the same design version (project: the same versions of its lots) is reused.
 * Lot reports follow the lot's access rules; project reports are for the project's admin
 * coordinators and the organisation's administrators ("Project share reports are visible only
 * when the user can access the project API").
 */

const lotErrors = ['validation_failed', 'not_found', 'forbidden'];

export const getLotReportTypes = defineRoute({
  id: 'getLotReportTypes',
  method: 'GET',
  paths: ['/reports/getLotReportTypes'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuerySchema,
  response: z.array(reportTypeSchema),
  envelope: 'data',
  summary: 'The report types a lot offers (Life Cycle Assessment, Compliance, Carbon Performance).',
  errors: lotErrors,
});

export const getProjectReportTypes = defineRoute({
  id: 'getProjectReportTypes',
  method: 'GET',
  paths: ['/reports/getProjectReportTypes'],
  access: 'user',
  requestKind: 'query',
  request: projectIdQuerySchema,
  response: z.array(reportTypeSchema),
  envelope: 'data',
  summary: 'The report types a project offers (Project Carbon Performance Report).',
  errors: lotErrors,
});

export const getLotReportName = defineRoute({
  id: 'getLotReportName',
  method: 'GET',
  paths: ['/reports/getLotReportName'],
  access: 'user',
  requestKind: 'query',
  request: lotReportNameQuerySchema,
  response: z.string(),
  envelope: 'data',
  summary: "The title a lot's report of this type has: type, lot, design and development names.",
  errors: lotErrors,
});

export const getProjectReportName = defineRoute({
  id: 'getProjectReportName',
  method: 'GET',
  paths: ['/reports/getProjectReportName'],
  access: 'user',
  requestKind: 'query',
  request: projectReportNameQuerySchema,
  response: z.string(),
  envelope: 'data',
  summary: "The title a project's report of this type has: type and development name.",
  errors: lotErrors,
});

export const getLotReportLines = defineRoute({
  id: 'getlotreportlines',
  method: 'GET',
  paths: ['/reports/getlotreportlines'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuerySchema,
  response: z.array(reportLineSchema),
  envelope: 'data',
  summary: "The lot's reports, newest first, each with its making status.",
  errors: lotErrors,
});

export const getProjectReportLines = defineRoute({
  id: 'getprojectreportlines',
  method: 'GET',
  paths: ['/reports/getprojectreportlines'],
  access: 'user',
  requestKind: 'query',
  request: projectIdQuerySchema,
  response: z.array(reportLineSchema),
  envelope: 'data',
  summary: "The project's reports, newest first, each with its making status.",
  errors: lotErrors,
});

export const fetchLotReport = defineRoute({
  id: 'fetchlotreport',
  method: 'GET',
  paths: ['/reports/fetchlotreport'],
  access: 'user',
  requestKind: 'query',
  request: fetchReportQuerySchema,
  response: reportDocumentSchema,
  envelope: 'data',
  summary: "One of the lot's reports with its PDF as base64 once it is done (id is the lot).",
  errors: lotErrors,
});

export const fetchProjectReport = defineRoute({
  id: 'fetchprojectreport',
  method: 'GET',
  paths: ['/reports/fetchprojectreport'],
  access: 'user',
  requestKind: 'query',
  request: fetchReportQuerySchema,
  response: reportDocumentSchema,
  envelope: 'data',
  summary:
    "One of the project's reports with its PDF as base64 once it is done (id is the project).",
  errors: lotErrors,
});

export const createLotReport = defineRoute({
  id: 'createlotreport',
  method: 'POST',
  paths: ['/reports/createlotreport'],
  access: 'user',
  requestKind: 'json',
  request: createLotReportSchema,
  response: reportLineSchema,
  envelope: 'data',
  summary:
    "Asks for a lot report of the lot's current design: the one already made (or being made) for this design version, else a new one queued.",
  errors: lotErrors,
});

export const createAndFetchLotReport = defineRoute({
  id: 'createandfetchlotreport',
  method: 'POST',
  paths: ['/reports/createandfetchlotreport'],
  access: 'user',
  requestKind: 'json',
  request: createLotReportSchema,
  response: reportDocumentSchema,
  envelope: 'data',
  summary:
    'As createlotreport, answering with the PDF when the report for this design version is already done.',
  errors: lotErrors,
});

export const createProjectReport = defineRoute({
  id: 'createprojectreport',
  method: 'POST',
  paths: ['/reports/createprojectreport'],
  access: 'user',
  requestKind: 'json',
  request: createProjectReportSchema,
  response: reportLineSchema,
  envelope: 'data',
  summary:
    "Asks for a project report: the one already made for the lots' current design versions, else a new one queued.",
  errors: lotErrors,
});

export const createAndFetchProjectReport = defineRoute({
  id: 'createandfetchprojectreport',
  method: 'POST',
  paths: ['/reports/createandfetchprojectreport'],
  access: 'user',
  requestKind: 'json',
  request: createProjectReportSchema,
  response: reportDocumentSchema,
  envelope: 'data',
  summary:
    "As createprojectreport, answering with the PDF when the report for the lots' current versions is already done.",
  errors: lotErrors,
});

export const getLotReportRecipients = defineRoute({
  id: 'getLotReportRecipients',
  method: 'GET',
  paths: ['/reports/getLotReportRecipients'],
  access: 'user',
  requestKind: 'query',
  request: lotReportRecipientsQuerySchema,
  response: reportRecipientsSchema,
  envelope: 'data',
  summary:
    "Who a lot's report can be sent to (the lot's people and the development's coordinators, by name) and the default email text.",
  errors: lotErrors,
});

export const getProjectReportRecipients = defineRoute({
  id: 'getProjectReportRecipients',
  method: 'GET',
  paths: ['/reports/getProjectReportRecipients'],
  access: 'user',
  requestKind: 'query',
  request: projectReportRecipientsQuerySchema,
  response: reportRecipientsSchema,
  envelope: 'data',
  summary:
    "Who a project's report can be sent to (the development's coordinators, by name) and the default email text.",
  errors: lotErrors,
});

export const sendLotReport = defineRoute({
  id: 'sendlotreport',
  method: 'POST',
  paths: ['/share/sendlotreport'],
  access: 'user',
  requestKind: 'json',
  request: sendLotReportSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    'Emails a done lot report as a PDF attachment to each checked recipient (a queued job per email).',
  errors: [...lotErrors, 'conflict'],
});

export const sendProjectReport = defineRoute({
  id: 'sendprojectreport',
  method: 'POST',
  paths: ['/share/sendprojectreport'],
  access: 'user',
  requestKind: 'json',
  request: sendProjectReportSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    'Emails a done project report as a PDF attachment to each checked recipient (a queued job per email).',
  errors: [...lotErrors, 'conflict'],
});

export const generateDesignPerformanceReport = defineRoute({
  id: 'generateDesignPerformanceReport',
  method: 'POST',
  paths: ['/generateDesignPerformanceReport'],
  access: 'optional',
  requestKind: 'json',
  request: generateDesignPerformanceReportSchema,
  response: reportLineSchema,
  envelope: 'data',
  summary:
    'Asks for the LCA (36) or Compliance (25) report of a design whoever may see its public page may read: the one made for this version, else a new one queued.',
  errors: ['validation_failed', 'unauthenticated', 'forbidden'],
});

/**
 * Downloads a public design's made report: the answer is the PDF itself, as an attachment named
 * by the report type; 409 while it is still being made (ask generateDesignPerformanceReport).
 */
export const designPerformanceReport = defineRoute({
  id: 'designPerformanceReport',
  method: 'POST',
  paths: ['/designPerformanceReport'],
  access: 'optional',
  requestKind: 'json',
  request: designPerformanceReportSchema,
  response: z.unknown(),
  envelope: 'raw',
  summary: "Downloads a public design's LCA or Compliance report (the PDF file).",
  errors: ['validation_failed', 'unauthenticated', 'forbidden', 'conflict'],
});
