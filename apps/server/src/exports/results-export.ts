import { indicatorTotal } from '@circa/engine/aggregates';
import { coverageNote, indicatorCoverage } from '@circa/engine/coverage';
import type { Evaluation } from '@circa/engine/evaluation-types';
import { findIndicator, INDICATOR_COLUMNS } from '@circa/engine/indicators';
import type { Indicator } from '@circa/engine/indicators';
import type { LifeCycleModule } from '@circa/engine/life-cycle-modules';
import {
  LIFE_CYCLE_MODULES,
  LIFE_CYCLE_SCOPES,
  MODULE_DESCRIPTIONS,
} from '@circa/engine/life-cycle-modules';
import { resultUnit } from '../results/result-units';

/**
 * The version of the calculation method the numbers follow: METHOD.md "Circa calculation method
 * (v1)", restated for users in docs/methodology.md. Every export carries it.
 */
export const METHODOLOGY_VERSION = 'Circa calculation method v1';

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

function rowOf(
  design: Evaluation,
  benchmark: Evaluation | null,
  indicator: Indicator,
  modules: readonly LifeCycleModule[],
  labels: { module: string; description: string },
  dataSource: string,
): ExportRow {
  const total = (ev: Evaluation, includeGeneration: boolean) =>
    indicatorTotal(ev, indicator.id, { modules, includeGeneration });
  const note = coverageNote(
    indicatorCoverage(design, indicator.id, { modules }),
    design.compiled.source.name,
  );
  return {
    indicatorId: indicator.id,
    indicatorName: indicator.name,
    unit: resultUnit(indicator),
    module: labels.module,
    moduleDescription: labels.description,
    design: total(design, false),
    designWithGeneration: total(design, true),
    benchmark: benchmark ? total(benchmark, false) : null,
    note: note ?? '',
    dataSource,
  };
}

/**
 * The rows of an export: for each computed indicator, one row per life cycle module (EN 15978)
 * and one whole-life total (A1–C4 without D, as the results screens show it), each value the
 * engine's `indicatorTotal` over that scope — the same aggregate the results screens use, so a
 * total in a file equals the figure on screen.
 */
export function exportRows(design: Evaluation, benchmark: Evaluation | null): ExportRow[] {
  const source = design.compiled.source;
  const dataSource = `${source.name} ${source.version}`;
  return exportedIndicators().flatMap((indicator) => [
    ...LIFE_CYCLE_MODULES.map((module) =>
      rowOf(
        design,
        benchmark,
        indicator,
        [module],
        { module, description: MODULE_DESCRIPTIONS[module] },
        dataSource,
      ),
    ),
    rowOf(
      design,
      benchmark,
      indicator,
      LIFE_CYCLE_SCOPES.wholeLife,
      { module: WHOLE_LIFE_LABEL, description: 'Sum of modules A1-A3 to C4' },
      dataSource,
    ),
  ]);
}

/** The distinct provenance entries of an LCI source, as "source (licence)". */
export function dataProvenance(design: Evaluation): string[] {
  const entries = design.compiled.source.provenance.map((p) => `${p.source} (${p.licence})`);
  return [...new Set(entries)].sort();
}
