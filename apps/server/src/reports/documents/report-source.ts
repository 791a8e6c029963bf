/**
 * What a report is made from, gathered once by the loaders (load-lot-report-source.ts,
 * load-project-report-source.ts) and read by the pure PDF builders: the project, the lot, the
 * design with its evaluation and benchmark (the same evaluations the results screens use), the
 * development's targets, and the LCI source the numbers come from.
 */
import type { ProjectTargetRecord } from '@circa/db/project-targets.repository';
import type { Evaluation } from '@circa/engine/evaluation-types';
import type { LciSource } from '@circa/engine/lci-types';

/** The development a report is about. */
export interface ReportProject {
  id: number;
  name: string;
  address: string;
  developer: string;
  projectManager: string;
  organisationName: string;
}

/** The design a lot report is about. */
export interface ReportDesign {
  id: number;
  version: number;
  name: string;
  functionTypeName: string;
  isSubmitted: boolean;
  dwellings: number;
  bedrooms: number;
  bathrooms: number;
}

/** A lot's evaluated design: the engine's evaluation and its benchmark (null without baseline). */
export interface EvaluatedLot {
  design: ReportDesign;
  evaluation: Evaluation;
  benchmark: Evaluation | null;
  /** Name of the baseline the benchmark is made from, or null. */
  baselineName: string | null;
  /** The baseline design and version the benchmark is made from ("id:version"), or null. */
  benchmarkKey: string | null;
}

/** Everything a lot report shows. */
export interface LotReportSource {
  /** When the report was made (deps.now): the document's date and CreationDate. */
  generatedAt: Date;
  project: ReportProject;
  lot: { id: number; name: string; address: string };
  result: EvaluatedLot;
  targets: readonly ProjectTargetRecord[];
}

/** One lot of a project report: evaluated, or why it has no numbers. */
export type ProjectReportLot =
  | { id: number; name: string; state: 'evaluated'; result: EvaluatedLot }
  | { id: number; name: string; state: 'no-design' | 'payment-required' };

/** An evaluated lot of a project report. */
export type EvaluatedProjectLot = Extract<ProjectReportLot, { state: 'evaluated' }>;

/** True for a lot with numbers. */
export function isEvaluated(lot: ProjectReportLot): lot is EvaluatedProjectLot {
  return lot.state === 'evaluated';
}

/** Everything a project report shows. */
export interface ProjectReportSource {
  generatedAt: Date;
  project: ReportProject;
  lots: readonly ProjectReportLot[];
  targets: readonly ProjectTargetRecord[];
  /** The LCI source the lots are evaluated with. */
  lciSource: LciSource;
  referenceStudyPeriod: number;
}
