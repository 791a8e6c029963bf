import type { TableCell } from './csv-writer';
import type { ExportAbout, ResultsExport } from './results-export';

/** Column headings of the results table (CSV and the Excel "Results" sheet). */
export const RESULTS_COLUMNS = [
  'Design',
  'Indicator id',
  'Indicator',
  'Unit',
  'Module',
  'Module description',
  'Design value',
  'Design value with on-site generation',
  'Benchmark value',
  'Note',
  'Data source',
  'Methodology',
] as const;

/**
 * The results as a table: the headings, then one row per indicator and module. Every row names
 * the design, the LCI source and the methodology version, so a row keeps its meaning when it is
 * copied out of the file or joined with other designs' rows.
 */
export function resultsTable(data: ResultsExport): TableCell[][] {
  const { about } = data;
  return [
    [...RESULTS_COLUMNS],
    ...data.rows.map((row) => [
      about.designName,
      row.indicatorId,
      row.indicatorName,
      row.unit,
      row.module,
      row.moduleDescription,
      row.design,
      row.designWithGeneration,
      row.benchmark,
      row.note,
      row.dataSource,
      about.methodologyVersion,
    ]),
  ];
}

/** What the file is about, as label and value pairs (the Excel "About" sheet). */
export function aboutTable(about: ExportAbout): [string, string | number][] {
  return [
    ['Design', about.designName],
    ['Lot', about.lotName],
    ['Lot address', about.lotAddress],
    ['Development', about.developmentName],
    ['Organisation', about.organisationName],
    ['Methodology', about.methodologyVersion],
    ['LCI source', `${about.lciSource.name} ${about.lciSource.version}`],
    ['LCI source description', about.lciSource.description],
    ['Data provenance', about.dataProvenance.join('; ')],
    ['Data quality (GWP)', about.dataQuality],
    ['Reference study period (years)', about.referenceStudyPeriod],
    [
      'Values',
      'Totals over the reference study period per life cycle module (EN 15978), in the unit of each row. Empty: no data in the LCI source. Whole-life rows sum A1-A3 to C4 without D, as the results screens do.',
    ],
    ['Exported', about.exportedAt],
    ['Software', 'Circa'],
  ];
}
