/**
 * Life Cycle Assessment report (type 36): the design's results in EN 15978 form, every indicator
 * by module A1–A3 … C4 with the whole-life total and module D, beside its benchmark; global
 * warming potential by stage and by module as vector charts; the method, sources and licences.
 */
import { LIFE_CYCLE_MODULES, LIFE_CYCLE_SCOPES } from '@circa/engine/life-cycle-modules';
import type { LifeCycleModule } from '@circa/engine/life-cycle-modules';
import type { Evaluation } from '@circa/engine/evaluation-types';
import { indicatorTotal } from '@circa/engine/aggregates';
import { barChartHeight, drawBarChart, drawStackedBarChart, SERIES_COLOURS } from './report-charts';
import { drawKeyFigures } from './report-blocks';
import { formatAmount, formatReduction, formatValue } from './report-format';
import {
  moduleRows,
  moduleTableNotes,
  resultNotes,
  STAGES,
  stageTotals,
  TABLE_MODULES,
} from './lot-figures';
import type { ModuleRow } from './lot-figures';
import type { LotReportSource } from './report-source';
import { lotTitlePage, methodologySection, notesSection, reportWriter } from './report-sections';
import { drawTable } from './report-table';
import type { ReportWriter } from './report-writer';
import { COLOURS } from './report-writer';
import { computeReductions } from '@circa/engine/targets';

const GWP = 1;

/** The whole-life GWP reduction against the benchmark (engine rule), or null. */
export function wholeLifeReduction(
  design: Evaluation,
  benchmark: Evaluation | null,
): number | null {
  if (!benchmark) return null;
  const [result] = computeReductions(
    [
      {
        indicatorId: GWP,
        functionalUnit: 'total',
        timescale: 'none',
        modules: LIFE_CYCLE_SCOPES.wholeLife,
        savingsTarget: 0,
        includeOnSiteRenewables: false,
      },
    ],
    design,
    benchmark,
  );
  return result?.reduction ?? null;
}

/** Builds the LCA report's PDF. */
export async function buildLcaReport(source: LotReportSource, title: string): Promise<Buffer> {
  const { result } = source;
  const ev = result.evaluation;
  const w = reportWriter({
    title,
    header: `${source.project.name} · ${source.lot.name}`,
    subject: `EN 15978 life cycle assessment of ${result.design.name}`,
    createdAt: source.generatedAt,
    sourceName: ev.compiled.source.name,
  });
  lotTitlePage(w, source, 'Whole-of-life assessment to EN 15978');
  scopeSection(w, source);
  summarySection(w, source);
  moduleTableSection(w, 'Results by life cycle module: design', moduleRows(ev));
  if (result.benchmark)
    moduleTableSection(w, 'Results by life cycle module: benchmark', moduleRows(result.benchmark));
  methodologySection(w, ev.compiled.source, ev.referenceStudyPeriod);
  return w.finish();
}

function summarySection(w: ReportWriter, source: LotReportSource): void {
  const { evaluation: ev, benchmark } = source.result;
  w.section('Summary', { samePage: true });
  const design = indicatorTotal(ev, GWP);
  const reference = benchmark ? indicatorTotal(benchmark, GWP) : null;
  const reduction = wholeLifeReduction(ev, benchmark);
  w.paragraph(
    `Whole-of-life global warming potential of the design over ${ev.referenceStudyPeriod} years (modules A1–A3 to C4, on-site generation not netted, module D reported separately), beside its benchmark.`,
  );
  drawKeyFigures(w, [
    { label: 'Design, whole of life (A–C)', value: formatAmount(design, 'kg CO2e') },
    { label: 'Benchmark, whole of life (A–C)', value: formatAmount(reference, 'kg CO2e') },
    {
      label: 'Against the benchmark',
      value: formatReduction(reduction),
      color: reduction !== null && reduction < 0 ? COLOURS.short : COLOURS.good,
    },
  ]);
  w.subheading('Global warming potential by life cycle stage', 120);
  const series = STAGES.map((s, i) => ({ label: s.label, color: SERIES_COLOURS[i]! }));
  drawStackedBarChart(w, {
    series,
    bars: [
      { label: 'Design', values: stageTotals(ev, GWP) },
      ...(benchmark ? [{ label: 'Benchmark', values: stageTotals(benchmark, GWP) }] : []),
    ],
    unit: 'kg CO2e',
  });
  gwpByModule(w, ev);
  notesSection(w, resultNotes(ev));
}

/** The object and scope of the assessment, as EN 15978 asks a report to state them. */
function scopeSection(w: ReportWriter, source: LotReportSource): void {
  const { evaluation: ev, design, baselineName } = source.result;
  const r = ev.resolved;
  w.section('Object and scope of the assessment');
  w.facts(
    [
      [
        'Object of assessment',
        `${design.functionTypeName}: ${design.name}, ${source.lot.name}, ${source.project.name}`,
      ],
      [
        'Functional equivalent',
        `${design.dwellings} dwelling${design.dwellings === 1 ? '' : 's'} with ${design.bedrooms} bedrooms, ${formatValue(r.grossFloorArea)} m² gross floor area (${formatValue(r.conditionedFloorArea)} m² conditioned), ${formatValue(r.occupants)} occupants, in use for ${ev.referenceStudyPeriod} years from ${ev.design.occupancyYear}`,
      ],
      [
        'System boundary',
        'Cradle to grave: A1–A3, A4, A5, B1 (refrigerant leakage of heat pumps and air conditioners only), B2, B3, B4, B6, B7, C1–C4; D reported separately. B5 (refurbishment) is not modelled.',
      ],
      [
        'Operational energy',
        'NatHERS Whole of Home method: heating and cooling from the thermal demands, hot water, lighting, plug loads, cooking and pumps; on-site generation is not netted in the totals unless stated.',
      ],
      ['Benchmark', baselineName ?? 'None (the design has no baseline)'],
      [
        'Life cycle inventory',
        `${ev.compiled.source.name} (version ${ev.compiled.source.version})`,
      ],
    ],
    130,
  );
}

function moduleTableSection(w: ReportWriter, title: string, rows: readonly ModuleRow[]): void {
  w.section(title, { layout: 'landscape' });
  w.paragraph(
    'Totals over the reference study period per EN 15978 module. Whole of life is A1–A3 to C4 without on-site generation; D is reported beside it and is not included.',
    { size: 8.5, color: COLOURS.muted },
  );
  drawTable(w, {
    groups: [
      { label: '', span: 2 },
      { label: 'Product', span: 1 },
      { label: 'Construction', span: 2 },
      { label: 'Use', span: 5 },
      { label: 'End of life', span: 4 },
      { label: 'Total', span: 1 },
      { label: 'Beyond', span: 1 },
    ],
    columns: [
      { header: 'Indicator', weight: 3.1 },
      { header: 'Unit', weight: 1.3 },
      ...TABLE_MODULES.map((m) => ({ header: m, weight: 1.15, align: 'right' as const })),
      { header: 'A–C', weight: 1.35, align: 'right' },
      { header: 'D', weight: 1.15, align: 'right' },
    ],
    rows: rows.map((row) => ({
      cells: [
        row.indicator.name,
        row.unit,
        ...row.modules.map(cell),
        cell(row.wholeLife),
        cell(row.d),
      ],
      colors: [undefined, COLOURS.muted],
    })),
    fontSize: 7,
  });
  for (const note of moduleTableNotes(rows)) w.note(note);
  w.paragraph('“–”: nothing in the module has data for the indicator in the LCI source.', {
    size: 7.5,
    color: COLOURS.muted,
  });
}

/** A table cell: the value as the results round it, "–" where the module has no data. */
function cell(value: number | null): string {
  return value === null ? '–' : formatValue(value);
}

/** Short module names for chart labels. */
const MODULE_LABELS: Readonly<Record<LifeCycleModule, string>> = {
  'A1-A3': 'A1–A3 Product',
  A4: 'A4 Transport to site',
  A5: 'A5 Construction',
  B1: 'B1 Refrigerant leakage',
  B2: 'B2 Maintenance',
  B3: 'B3 Repair',
  B4: 'B4 Replacement',
  B6: 'B6 Operational energy',
  B7: 'B7 Operational water',
  C1: 'C1 Deconstruction',
  C2: 'C2 Waste transport',
  C3: 'C3 Waste processing',
  C4: 'C4 Disposal',
  D: 'D Beyond the system boundary',
};

function gwpByModule(w: ReportWriter, ev: Evaluation): void {
  w.subheading('Global warming potential by module', barChartHeight(LIFE_CYCLE_MODULES.length));
  w.paragraph(
    'Negative values are removals (for example biogenic carbon stored in timber) or, in module D, benefits beyond the system boundary.',
    { size: 8.5, color: COLOURS.muted },
  );
  const bars = LIFE_CYCLE_MODULES.flatMap((m) => {
    const value = indicatorTotal(ev, GWP, { modules: [m] });
    return value === null
      ? []
      : [
          {
            label: MODULE_LABELS[m],
            value,
            color: value < 0 ? SERIES_COLOURS[1] : SERIES_COLOURS[0],
          },
        ];
  });
  drawBarChart(w, { bars, unit: 'kg CO2e', labelWidth: 150 });
}
