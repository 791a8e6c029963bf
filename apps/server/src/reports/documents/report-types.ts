/**
 * The report types this folder makes, by the contract's ids (document 3 §3 "Report type"): three
 * lot reports and one project report, titled with the spec's names.
 */
import { METHOD_VERSION } from '@circa/engine/method-version';
import { ReportTypeId, reportTypeNames } from '@circa/contract/reports.schema';

/** Report type ids of the spec (document 3 §3), as the contract names them. */
export const REPORT_TYPE = {
  lifeCycleAssessment: ReportTypeId.LifeCycleAssessment,
  compliance: ReportTypeId.ComplianceReport,
  carbonPerformance: ReportTypeId.CarbonPerformanceReport,
  projectCarbonPerformance: ReportTypeId.ProjectCarbonPerformanceReport,
} as const;

/** Lot report types and their document titles. */
export const LOT_REPORT_TITLES: Readonly<Record<number, string>> = {
  [REPORT_TYPE.lifeCycleAssessment]: reportTypeNames[REPORT_TYPE.lifeCycleAssessment],
  [REPORT_TYPE.compliance]: reportTypeNames[REPORT_TYPE.compliance],
  [REPORT_TYPE.carbonPerformance]: reportTypeNames[REPORT_TYPE.carbonPerformance],
};

/** Project report types and their document titles. */
export const PROJECT_REPORT_TITLES: Readonly<Record<number, string>> = {
  [REPORT_TYPE.projectCarbonPerformance]: reportTypeNames[REPORT_TYPE.projectCarbonPerformance],
};

/** The calculation method every report states in its footer (engine `METHOD_VERSION`). */
export const METHODOLOGY_VERSION = METHOD_VERSION;
