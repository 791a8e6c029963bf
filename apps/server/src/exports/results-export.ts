import { METHOD_VERSION } from '@circa/engine/method-version';
import {
  hasIndicatorData,
  indicatorColumnAndScale,
  indicatorTotal,
  moduleTotals,
} from '@circa/engine/aggregates';
import { coverageNote, indicatorCoverage } from '@circa/engine/coverage';
import type { IndicatorCoverage } from '@circa/engine/coverage';
import type { Evaluation } from '@circa/engine/evaluation-types';
import { findIndicator, INDICATOR_COLUMN_COUNT, INDICATOR_COLUMNS } from '@circa/engine/indicators';
import type { Indicator } from '@circa/engine/indicators';
import type { LifeCycleModule } from '@circa/engine/life-cycle-modules';
import {
  LIFE_CYCLE_MODULES,
  MODULE_DESCRIPTIONS,
  MODULE_INDEX,
} from '@circa/engine/life-cycle-modules';
import { dataQualityNote } from '../results/data-quality-note';
import { resultUnit } from '../results/result-units';

/** The version of the calculation method the numbers follow; every export carries it. */
export const METHODOLOGY_VERSION = METHOD_VERSION;

/** Module label of the whole-life total rows (the results screens' total: A–C without D). */
export const WHOLE_LIFE_LABEL = 'Whole life (A1-C4, without D)';

/** What an export says about the design and how its numbers were made. */
export interface ExportAbout {
  designName: string;
  lotName: string;
  lotAddress: string;
  developmentName: string;
  organisationName: string;
  methodologyVersion: string;
  lciSource: { id: string; name: string; version: string; description: string };
  /** Source ids and licences the LCI source's factors cite (its provenance), de-duplicated. */
  dataProvenance: string[];
  /**
   * How much of the GWP rests on Australian, overseas and approximate data (the results' note;
   * docs/methodology.md §15.1); '' when the design has no GWP.
   */
  dataQuality: string;
  referenceStudyPeriod: number;
  /** ISO 8601 time of the export. */
  exportedAt: string;
}

/** One indicator in one life cycle module (or the whole-life total) of the design. */
export interface ExportRow {
  indicatorId: number;
  indicatorName: string;
  unit: string;
  /** 'A1-A3' … 'D', or {@link WHOLE_LIFE_LABEL}. */
  module: string;
  moduleDescription: string;
  /** On-site generation excluded (the results screens' default); null: no data. */
  design: number | null;
  /** On-site generation (PV) netted against demand; null: no data. */
  designWithGeneration: number | null;
  /** The benchmark (the design's baseline at the same location and size); null: no data or none. */
  benchmark: number | null;
  /** What the value leaves out for lack of data in the LCI source, if anything. */
  note: string;
  /** The LCI source the value comes from, e.g. "Circa starter data 2026.1". */
  dataSource: string;
}

/** A design's results as every export format writes them. */
export interface ResultsExport {
  about: ExportAbout;
  rows: ExportRow[];
  /** The evaluations the rows come from (the LCAx writer reads per-component results from them). */
  design: Evaluation;
}

/** The computed indicators (each with a result column), in registry order. */
export function exportedIndicators(): Indicator[] {
  return INDICATOR_COLUMNS.map((id) => findIndicator(id)).filter(
    (i): i is Indicator => i !== undefined,
  );
}

/** Period totals by module of an evaluation, with and without on-site generation (engine aggregates). */
function totalsOf(ev: Evaluation) {
  return { excluding: moduleTotals(ev, false), including: moduleTotals(ev, true) };
}

/**
 * One module's value of an indicator: the engine's period total of that module (`moduleTotals`,
 * the array `indicatorTotal` sums), or null when the evaluation has no data for it there (the
 * rule of `indicatorTotal`: no data in the source, or none for any activity in scope).
 */
function moduleValue(
  ev: Evaluation,
  totals: Float64Array,
  indicatorId: number,
  module: LifeCycleModule,
  coverage: IndicatorCoverage,
): number | null {
  if (!hasIndicatorData(ev, indicatorId) || coverage.status === 'none') return null;
  const { column } = indicatorColumnAndScale(indicatorId);
  return totals[MODULE_INDEX[module] * INDICATOR_COLUMN_COUNT + column]!;
}

/**
 * The rows of an export: for each computed indicator, one row per life cycle module (EN 15978)
 * and one whole-life total (A1–C4 without D). Module values are the engine's `moduleTotals`;
 * the whole-life total is `indicatorTotal`, the figure the results screens show. No value is
 * computed here.
 */
export function exportRows(design: Evaluation, benchmark: Evaluation | null): ExportRow[] {
  const source = design.compiled.source;
  const dataSource = `${source.name} ${source.version}`;
  const designTotals = totalsOf(design);
  const benchmarkTotals = benchmark ? moduleTotals(benchmark, false) : null;
  const noteOf = (coverage: IndicatorCoverage) => coverageNote(coverage, source.name) ?? '';
  return exportedIndicators().flatMap((indicator) => {
    const id = indicator.id;
    const unit = resultUnit(indicator);
    const moduleRows = LIFE_CYCLE_MODULES.map((module): ExportRow => {
      const coverage = indicatorCoverage(design, id, { modules: [module] });
      const value = (totals: Float64Array) => moduleValue(design, totals, id, module, coverage);
      return {
        indicatorId: id,
        indicatorName: indicator.name,
        unit,
        module,
        moduleDescription: MODULE_DESCRIPTIONS[module],
        design: value(designTotals.excluding),
        designWithGeneration: value(designTotals.including),
        benchmark:
          benchmark && benchmarkTotals
            ? moduleValue(
                benchmark,
                benchmarkTotals,
                id,
                module,
                indicatorCoverage(benchmark, id, { modules: [module] }),
              )
            : null,
        note: noteOf(coverage),
        dataSource,
      };
    });
    const total = (ev: Evaluation, includeGeneration: boolean) =>
      indicatorTotal(ev, id, { includeGeneration });
    const wholeLife: ExportRow = {
      indicatorId: id,
      indicatorName: indicator.name,
      unit,
      module: WHOLE_LIFE_LABEL,
      moduleDescription: 'Sum of modules A1-A3 to C4',
      design: total(design, false),
      designWithGeneration: total(design, true),
      benchmark: benchmark ? total(benchmark, false) : null,
      note: [noteOf(indicatorCoverage(design, id)), dataQualityNote(design, id) ?? '']
        .filter(Boolean)
        .join(' '),
      dataSource,
    };
    return [...moduleRows, wholeLife];
  });
}

/** The distinct provenance entries of an LCI source, as "source (licence)". */
export function dataProvenance(design: Evaluation): string[] {
  const entries = design.compiled.source.provenance.map((p) => `${p.source} (${p.licence})`);
  return [...new Set(entries)].sort();
}
