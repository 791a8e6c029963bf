/**
 * Compliance Report (type 25): the lot's design against each of the development's targets — the
 * design's and the benchmark's value in the target's unit, the reduction, the savings target and
 * whether it is achieved (the engine's rule: the reduction shown to 0.1 % meets the target) —
 * with what each value leaves out, then the method, sources and licences.
 */
import { barChartHeight, drawBarChart } from './report-charts';
import { drawKeyFigures } from './report-blocks';
import { formatPercent, formatReduction, formatValue } from './report-format';
import type { LotReportSource } from './report-source';
import { lotTitlePage, methodologySection, notesSection, reportWriter } from './report-sections';
import { drawTable } from './report-table';
import { COLOURS } from './report-writer';
import type { ReportWriter } from './report-writer';
import { resultNotes } from './lot-figures';
import { allTargetsAchieved, noReductionText, targetFigures } from './target-figures';
import type { TargetFigure } from './target-figures';
import { reductionPercent } from '@circa/engine/targets';

/** "Yes" or "No" (a target without a reduction is not achieved). */
export function achievedText(figure: TargetFigure): string {
  return figure.isAchieved === true ? 'Yes' : 'No';
}

/** Builds the compliance report's PDF. */
export async function buildComplianceReport(
  source: LotReportSource,
  title: string,
): Promise<Buffer> {
  const ev = source.result.evaluation;
  const w = reportWriter({
    title,
    header: `${source.project.name} · ${source.lot.name}`,
    subject: `Compliance of ${source.result.design.name} with the targets of ${source.project.name}`,
    createdAt: source.generatedAt,
    sourceName: ev.compiled.source.name,
  });
  lotTitlePage(w, source, 'Compliance with the development’s targets');
  const figures = targetFigures(source.result, source.targets);
  summarySection(w, source, figures);
  if (figures.length > 0) targetsSection(w, figures);
  methodologySection(w, ev.compiled.source, ev.referenceStudyPeriod);
  return w.finish();
}

function summarySection(w: ReportWriter, source: LotReportSource, figures: TargetFigure[]): void {
  w.section('Summary');
  const verdict = allTargetsAchieved(figures);
  const met = figures.filter((f) => f.isAchieved === true).length;
  w.paragraph(
    `The design of ${source.lot.name} assessed against the ${figures.length} target${figures.length === 1 ? '' : 's'} of ${source.project.name}. Each target compares the design with its benchmark (${source.result.baselineName ?? 'no baseline'}) over the target’s life cycle scope, functional unit and timescale.`,
  );
  drawKeyFigures(w, [
    {
      label: 'Targets achieved',
      value: verdict ?? 'No targets set',
      color: verdict === 'No' ? COLOURS.short : verdict === 'Yes' ? COLOURS.good : COLOURS.muted,
    },
    { label: 'Targets met', value: `${met} of ${figures.length}` },
    { label: 'Benchmark', value: source.result.baselineName ?? 'None' },
  ]);
  if (!source.result.benchmark)
    w.note(
      'The design has no baseline, so no reduction can be computed: No Benchmark / Lot Impacts.',
    );
  const charted = figures.filter((f) => f.reduction !== null);
  if (charted.length > 0) {
    w.subheading('Reduction against each savings target', barChartHeight(charted.length));
    drawBarChart(w, {
      bars: charted.map((f) => ({
        label: f.target.name,
        value: reductionPercent(f.reduction!),
        valueText: formatReduction(f.reduction),
        marker: f.target.savingsTarget,
        color: f.isAchieved ? COLOURS.good : COLOURS.short,
      })),
      unit: 'Reduction from the benchmark, % (negative: an increase)',
      markerLabel: 'Savings target',
      labelWidth: 160,
    });
  }
  notesSection(w, resultNotes(source.result.evaluation));
}

function targetsSection(w: ReportWriter, figures: TargetFigure[]): void {
  w.section('Targets against the benchmark', { samePage: true });
  drawTable(w, {
    columns: [
      { header: 'Target', weight: 2.6 },
      { header: 'Scope and basis', weight: 2.6 },
      { header: 'Design', weight: 1.3, align: 'right' },
      { header: 'Benchmark', weight: 1.5, align: 'right' },
      { header: 'Unit', weight: 2.4 },
      { header: 'Reduction', weight: 2.1, align: 'right' },
      { header: 'Savings', weight: 1.2, align: 'right' },
      { header: 'Achieved', weight: 1.3, align: 'center' },
    ],
    rows: figures.map((f) => ({
      cells: [
        `${f.target.name}\n${f.indicatorName}`,
        [f.scopeName, f.basis, f.target.includeOnSiteRenewable ? 'on-site renewables netted' : '']
          .filter(Boolean)
          .join('\n'),
        formatValue(f.design),
        formatValue(f.benchmark),
        f.valueUnit,
        f.reduction === null ? noReductionText(f) : formatReduction(f.reduction),
        formatPercent(f.target.savingsTarget),
        achievedText(f),
      ],
      colors: [
        undefined,
        COLOURS.muted,
        undefined,
        undefined,
        COLOURS.muted,
        undefined,
        undefined,
        f.isAchieved ? COLOURS.good : COLOURS.short,
      ],
    })),
    fontSize: 7.5,
  });
  for (const f of figures) {
    if (f.note) w.note(`${f.target.name}: ${f.note}`);
    if (f.currency) w.note(`${f.target.name}: ${f.currency}`);
  }
}
