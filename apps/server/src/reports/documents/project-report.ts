/**
 * Project Carbon Performance Report (type 39): every lot of a development against the
 * development's targets — each lot's whole-life global warming potential beside its benchmark,
 * each target's reduction and whether it is achieved (the engine's rule) — with a chart per
 * target, the notes the numbers carry, and the method, sources and licences.
 */
import { indicatorTotal } from '@circa/engine/aggregates';
import { reductionPercent } from '@circa/engine/targets';
import { barChartHeight, drawBarChart } from './report-charts';
import { drawKeyFigures, drawTitlePage } from './report-blocks';
import type { ChartBar } from './report-charts';
import { formatPercent, formatReduction, formatReportDate, formatValue } from './report-format';
import { isEvaluated } from './report-source';
import type { EvaluatedProjectLot, ProjectReportLot, ProjectReportSource } from './report-source';
import { methodologySection, projectFacts, reportWriter } from './report-sections';
import { drawTable } from './report-table';
import type { TableColumn } from './report-table';
import { METHODOLOGY_VERSION } from './report-types';
import { COLOURS } from './report-writer';
import type { ReportWriter } from './report-writer';
import { allTargetsAchieved, targetFigures } from './target-figures';
import type { TargetFigure } from './target-figures';

/** Bars of one chart page (a longer list continues on the next page). */
const BARS_PER_CHART = 45;

/** A lot with its targets' figures. */
interface LotLine {
  lot: ProjectReportLot;
  figures: TargetFigure[];
}

/** What a lot without numbers shows instead. */
const NO_NUMBERS: Readonly<Record<'no-design' | 'payment-required', string>> = {
  'no-design': 'No design yet',
  'payment-required': 'Payment is required.',
};

/** Builds the project report's PDF. */
export async function buildProjectReport(
  source: ProjectReportSource,
  title: string,
): Promise<Buffer> {
  const w = reportWriter({
    title,
    header: source.project.name,
    subject: `Lots of ${source.project.name} against the development's targets`,
    createdAt: source.generatedAt,
    sourceName: source.lciSource.name,
  });
  const lines: LotLine[] = source.lots.map((lot) => ({
    lot,
    figures: isEvaluated(lot) ? targetFigures(lot.result, source.targets) : [],
  }));
  titlePage(w, source, lines);
  summarySection(w, source, lines);
  lotsSection(w, source, lines);
  reductionsSection(w, source, lines);
  notesSection(w, lines);
  methodologySection(w, source.lciSource, source.referenceStudyPeriod);
  return w.finish();
}

function evaluatedLines(lines: readonly LotLine[]): (LotLine & { lot: EvaluatedProjectLot })[] {
  return lines.filter((l): l is LotLine & { lot: EvaluatedProjectLot } => isEvaluated(l.lot));
}

function titlePage(w: ReportWriter, source: ProjectReportSource, lines: LotLine[]): void {
  const evaluated = evaluatedLines(lines).length;
  drawTitlePage(w, {
    kicker: 'Lots against the development’s targets',
    heading: source.project.name,
    facts: [
      ...projectFacts(source.project),
      ['Lots', `${lines.length} (${evaluated} with results)`],
      ['Targets', String(source.targets.length)],
      ['LCI source', source.lciSource.name],
      ['Method', `${METHODOLOGY_VERSION} (EN 15978)`],
      ['Report date', formatReportDate(source.generatedAt)],
    ],
  });
  w.reserveContents();
}

function summarySection(w: ReportWriter, source: ProjectReportSource, lines: LotLine[]): void {
  w.section('Summary');
  const evaluated = evaluatedLines(lines);
  const meetingAll = evaluated.filter((l) => allTargetsAchieved(l.figures) === 'Yes').length;
  w.paragraph(
    `Each lot of ${source.project.name} with a paid design is assessed against the development’s targets, comparing its design with its benchmark over each target’s life cycle scope, functional unit and timescale.`,
  );
  drawKeyFigures(w, [
    { label: 'Lots with results', value: `${evaluated.length} of ${lines.length}` },
    {
      label: 'Lots achieving every target',
      value:
        source.targets.length === 0 ? 'No targets set' : `${meetingAll} of ${evaluated.length}`,
      color: meetingAll < evaluated.length ? COLOURS.short : COLOURS.good,
    },
    { label: 'Targets', value: String(source.targets.length) },
  ]);
  if (source.targets.length === 0) return;
  w.subheading('Targets');
  drawTable(w, {
    columns: [
      { header: 'Target', weight: 2.4 },
      { header: 'Indicator', weight: 2 },
      { header: 'Scope', weight: 2.2 },
      { header: 'Savings target', weight: 1.2, align: 'right' },
      { header: 'Lots achieving it', weight: 1.4, align: 'right' },
    ],
    rows: source.targets.map((target, i) => {
      const first = evaluated[0]?.figures[i];
      const achieving = evaluated.filter((l) => l.figures[i]?.isAchieved === true).length;
      return {
        cells: [
          target.name,
          first?.indicatorName ?? '',
          first?.scopeName ?? '',
          formatPercent(target.savingsTarget),
          `${achieving} of ${evaluated.length}`,
        ],
      };
    }),
  });
}

function lotsSection(w: ReportWriter, source: ProjectReportSource, lines: LotLine[]): void {
  w.section('Lots against the targets', { layout: 'landscape' });
  w.paragraph(
    'Whole of life: global warming potential A1–A3 to C4 over the reference study period, on-site generation not netted. Each target column shows the lot’s reduction from its benchmark and whether the target is achieved.',
    { size: 8.5, color: COLOURS.muted },
  );
  const columns: TableColumn[] = [
    { header: 'Lot', weight: 3 },
    { header: 'Design', weight: 3 },
    { header: 'Whole of life, kg CO2e', weight: 1.6, align: 'right' },
    { header: 'Benchmark, kg CO2e', weight: 1.6, align: 'right' },
    ...source.targets.map((t) => ({
      header: `${t.name} (target ${formatPercent(t.savingsTarget)})`,
      weight: 1.8,
      align: 'right' as const,
    })),
    { header: 'All achieved', weight: 1.1, align: 'center' },
  ];
  drawTable(w, {
    columns,
    rows: lines.map(({ lot, figures }) => {
      if (!isEvaluated(lot))
        return {
          cells: [lot.name, NO_NUMBERS[lot.state], '–', '–', ...source.targets.map(() => '–'), '–'],
          colors: [undefined, COLOURS.muted],
        };
      const { evaluation, benchmark, design } = lot.result;
      const verdict = allTargetsAchieved(figures);
      return {
        cells: [
          lot.name,
          design.name,
          formatValue(indicatorTotal(evaluation, 1)),
          benchmark ? formatValue(indicatorTotal(benchmark, 1)) : 'no benchmark',
          ...figures.map(targetCell),
          verdict ?? '–',
        ],
        colors: [
          undefined,
          undefined,
          undefined,
          undefined,
          ...figures.map((f) => (f.isAchieved ? COLOURS.good : COLOURS.short)),
          verdict === 'Yes' ? COLOURS.good : COLOURS.short,
        ],
      };
    }),
    fontSize: 7,
  });
}

/** A target cell: the reduction and whether it is achieved, e.g. "Reduction 4.8% · No". */
function targetCell(figure: TargetFigure): string {
  if (figure.reduction === null) return 'no data · No';
  return `${formatReduction(figure.reduction)} · ${figure.isAchieved ? 'Yes' : 'No'}`;
}

/** One chart per target: each lot's reduction with the savings target marked. */
function reductionsSection(w: ReportWriter, source: ProjectReportSource, lines: LotLine[]): void {
  const charts = source.targets.map((target, index) => ({
    target,
    bars: targetBars(lines, index),
  }));
  if (charts.every((c) => c.bars.length === 0)) return;
  w.section('Reductions by target');
  for (const { target, bars } of charts) {
    if (bars.length === 0) continue;
    for (let from = 0; from < bars.length; from += BARS_PER_CHART) {
      const chunk = bars.slice(from, from + BARS_PER_CHART);
      if (from === 0)
        w.subheading(
          `${target.name} (target ${formatPercent(target.savingsTarget)})`,
          barChartHeight(chunk.length),
        );
      else w.newPage();
      drawBarChart(w, {
        bars: chunk,
        unit: 'Reduction from the benchmark, % (negative: an increase)',
        markerLabel: 'Savings target',
        labelWidth: 200,
      });
      if (from + chunk.length < bars.length)
        w.note(`Lots ${from + 1}–${from + chunk.length} of ${bars.length}; continued overleaf.`);
    }
  }
}

/** Bars of one target's chart: the lots with a reduction on it. */
function targetBars(lines: LotLine[], index: number): ChartBar[] {
  return evaluatedLines(lines).flatMap(({ lot, figures }) => {
    const figure = figures[index];
    return figure?.reduction === null || figure === undefined
      ? []
      : [
          {
            label: lot.name,
            value: reductionPercent(figure.reduction),
            valueText: formatReduction(figure.reduction),
            marker: figure.target.savingsTarget,
            color: figure.isAchieved ? COLOURS.good : COLOURS.short,
          },
        ];
  });
}

/** The notes the lots' numbers carry, each once, with the lots and targets they belong to. */
function notesSection(w: ReportWriter, lines: LotLine[]): void {
  const notes = new Map<string, Set<string>>();
  const add = (note: string | null, where: string) => {
    if (!note) return;
    notes.set(note, (notes.get(note) ?? new Set()).add(where));
  };
  for (const { lot, figures } of evaluatedLines(lines)) {
    for (const f of figures) {
      add(f.note, f.target.name);
      add(f.currency, f.target.name);
    }
    for (const warning of lot.result.evaluation.warnings) add(warning.message, lot.name);
  }
  if (notes.size === 0) return;
  w.section('Notes on these results');
  for (const [note, where] of notes) w.note(`${[...where].join('; ')}: ${note}`);
}
