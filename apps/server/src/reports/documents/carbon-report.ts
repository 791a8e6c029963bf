/**
 * Carbon Performance Report (type 37): the design's whole-life global warming potential against
 * its benchmark, per functional unit, the emissions avoided and their equivalences, and where the
 * emissions come from (life cycle stage, materials, energy end use), then the method, sources and
 * licences.
 */
import { resultsByCategory } from '@circa/engine/aggregates';
import type { FocalPointId } from '@circa/engine/categories';
import { FOCAL_POINT } from '@circa/engine/categories';
import { equivalences } from '@circa/engine/equivalences';
import type { Evaluation } from '@circa/engine/evaluation-types';
import { carbonLines, GWP } from './carbon-figures';
import { barChartHeight, drawBarChart, SERIES_COLOURS } from './report-charts';
import { drawKeyFigures } from './report-blocks';
import { formatAmount, formatNumber, formatReduction, formatValue } from './report-format';
import { biogenicNote } from '../../results/biogenic-note';
import { dataQualityNote } from '../../results/data-quality-note';
import { decarbonisingGridNote } from '../../results/decarbonising-grid-note';
import { resultNotes, wholeLifeNote } from './lot-figures';
import type { LotReportSource } from './report-source';
import { lotTitlePage, methodologySection, notesSection, reportWriter } from './report-sections';
import { drawTable } from './report-table';
import { COLOURS } from './report-writer';
import type { ReportWriter } from './report-writer';

/** Builds the carbon performance report's PDF. */
export async function buildCarbonReport(source: LotReportSource, title: string): Promise<Buffer> {
  const { evaluation: ev, benchmark } = source.result;
  const w = reportWriter({
    title,
    header: `${source.project.name} · ${source.lot.name}`,
    subject: `Carbon performance of ${source.result.design.name}`,
    createdAt: source.generatedAt,
    sourceName: ev.compiled.source.name,
  });
  lotTitlePage(w, source, 'Whole-of-life carbon performance');
  performanceSection(w, ev, benchmark);
  sourcesOfEmissions(w, ev);
  methodologySection(w, ev.compiled.source, ev.referenceStudyPeriod);
  return w.finish();
}

function performanceSection(w: ReportWriter, ev: Evaluation, benchmark: Evaluation | null) {
  w.section('Carbon performance');
  const lines = carbonLines(ev, benchmark);
  const total = lines[0]!;
  const avoided =
    total.design !== null && total.benchmark !== null ? total.benchmark - total.design : null;
  w.paragraph(
    `Global warming potential of the design over its ${ev.referenceStudyPeriod}-year reference study period (EN 15978 modules A1–A3 to C4; module D not included), beside its benchmark.`,
  );
  drawKeyFigures(w, [
    { label: 'Design, whole of life', value: formatAmount(toTonnes(total.design), 't CO2e') },
    { label: 'Benchmark, whole of life', value: formatAmount(toTonnes(total.benchmark), 't CO2e') },
    {
      label:
        avoided !== null && avoided < 0
          ? 'Emitted above the benchmark'
          : 'Avoided against the benchmark',
      value: formatAmount(toTonnes(avoided === null ? null : Math.abs(avoided)), 't CO2e'),
      color: avoided !== null && avoided < 0 ? COLOURS.short : COLOURS.good,
    },
    {
      label: 'Against the benchmark',
      value: formatReduction(total.reduction),
      color: total.reduction !== null && total.reduction < 0 ? COLOURS.short : COLOURS.good,
    },
  ]);
  w.subheading('Carbon intensity');
  drawTable(w, {
    columns: [
      { header: 'Global warming potential', weight: 3.2 },
      { header: 'Unit', weight: 1.9 },
      { header: 'Design', weight: 1.4, align: 'right' },
      { header: 'Benchmark', weight: 1.4, align: 'right' },
      { header: 'Against the benchmark', weight: 1.9, align: 'right' },
    ],
    rows: lines.map((line) => ({
      cells: [
        line.label,
        line.unit,
        formatValue(line.design),
        formatValue(line.benchmark),
        formatReduction(line.reduction),
      ],
      colors: [undefined, COLOURS.muted],
    })),
  });
  const note = wholeLifeNote(ev, GWP);
  if (note) w.note(note);
  const biogenic = biogenicNote(ev, GWP);
  if (biogenic) w.note(biogenic);
  const decarbonising = decarbonisingGridNote(ev, benchmark, GWP);
  if (decarbonising) w.note(decarbonising);
  const quality = dataQualityNote(ev, GWP);
  if (quality) w.note(quality);
  if (avoided !== null && avoided > 0) equivalenceSection(w, avoided);
  notesSection(w, resultNotes(ev));
}

function toTonnes(kilograms: number | null): number | null {
  return kilograms === null ? null : kilograms / 1000;
}

function equivalenceSection(w: ReportWriter, avoidedKilograms: number): void {
  const e = equivalences(avoidedKilograms);
  w.subheading('What the avoided emissions equal');
  w.facts([
    ['Trees planted', formatNumber(e.treesPlanted, 0)],
    ['Cars off the road for a year', formatNumber(e.carsRemoved, 1)],
    ['Balloons of CO2', formatNumber(e.balloons, 0)],
  ]);
  w.paragraph(
    'Equivalences as on the public design page: 6 trees per tonne CO2e, a car emits 4.6 t CO2e a year, one tonne of CO2 is 556 m³ and a balloon 0.015 m³.',
    { size: 8, color: COLOURS.muted },
  );
}

const CATEGORY_CHARTS: readonly { focalPoint: FocalPointId; title: string; limit: number }[] = [
  { focalPoint: FOCAL_POINT.lifeCycleStage, title: 'By life cycle stage', limit: 12 },
  { focalPoint: FOCAL_POINT.materials, title: 'By material', limit: 12 },
  { focalPoint: FOCAL_POINT.energy, title: 'By energy end use and source', limit: 12 },
];

function sourcesOfEmissions(w: ReportWriter, ev: Evaluation): void {
  w.section('Where the emissions come from');
  w.paragraph(
    'Whole-of-life global warming potential of the design (A1–A3 to C4, on-site generation not netted) by the results screen’s focal points, largest first. Negative values are removals.',
  );
  for (const chart of CATEGORY_CHARTS) {
    const results = resultsByCategory(ev, chart.focalPoint, GWP) ?? [];
    if (results.length === 0) continue;
    const shown = results.slice(0, chart.limit);
    w.subheading(chart.title, barChartHeight(shown.length));
    drawBarChart(w, {
      bars: shown.map((r) => ({
        label: r.name,
        value: r.impact,
        color: r.impact < 0 ? SERIES_COLOURS[1] : SERIES_COLOURS[0],
      })),
      unit: 'kg CO2e',
      labelWidth: 160,
    });
    if (results.length > shown.length)
      w.note(`${results.length - shown.length} smaller categories are not shown.`);
  }
}
