/**
 * The report types this folder makes (document 3 §3 "Report type"): three lot reports and one
 * project report, with the titles their documents carry.
 */

/** Report type ids of the spec (document 3 §3). */
export const REPORT_TYPE = {
  lifeCycleAssessment: 36,
  compliance: 25,
  carbonPerformance: 37,
  projectCarbonPerformance: 39,
} as const;

/** Lot report types and their document titles. */
export const LOT_REPORT_TITLES: Readonly<Record<number, string>> = {
  [REPORT_TYPE.lifeCycleAssessment]: 'Life Cycle Assessment',
  [REPORT_TYPE.compliance]: 'Compliance Report',
  [REPORT_TYPE.carbonPerformance]: 'Carbon Performance Report',
};

/** Project report types and their document titles. */
export const PROJECT_REPORT_TITLES: Readonly<Record<number, string>> = {
  [REPORT_TYPE.projectCarbonPerformance]: 'Project Carbon Performance Report',
};

/**
 * The calculation method every report states in its footer: the method of `METHOD.md` (v1) as
 * `docs/methodology.md` restates it for users.
 */
export const METHODOLOGY_VERSION = 'Circa calculation method v1';
