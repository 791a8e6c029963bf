/**
 * Charts drawn as PDF vector graphics (paths and text, no images): horizontal bars with an
 * optional target marker per bar, and horizontal stacked bars with a legend. Negative values
 * (removals, benefits, increases) extend left of the zero line.
 */
import { formatNumber, formatValue } from './report-format';
import { COLOURS } from './report-writer';
import type { ReportWriter } from './report-writer';

/** Colours of chart series, in order (distinguishable in print and for common colour vision). */
export const SERIES_COLOURS = [
  '#0F4C5C',
  '#2A9D8F',
  '#8AB17D',
  '#E9C46A',
  '#F4A261',
  '#E76F51',
  '#6D597A',
  '#B56576',
] as const;

/** Ticks of an axis from `min` to `max` (both included in the range) at a round step. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (min === max) return min === 0 ? [0, 1] : niceTicks(Math.min(0, min), Math.max(0, max), count);
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  // the round step nearest the even split, so an axis has about `count` ticks (4 to 8)
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw / 1.5) ?? 10) * power;
  const ticks: number[] = [];
  for (let t = Math.floor(min / step) * step; t <= max + step * 1e-9; t += step)
    ticks.push(Math.round(t / step) * step);
  if (ticks[ticks.length - 1]! < max) ticks.push(ticks[ticks.length - 1]! + step);
  return ticks;
}

function tickText(value: number, step: number): string {
  const digits = step >= 1 ? 0 : Math.min(6, Math.ceil(-Math.log10(step)));
  return formatNumber(value, digits);
}

interface Axis {
  left: number;
  width: number;
  min: number;
  max: number;
  ticks: number[];
  x: (value: number) => number;
}

function axisFor(left: number, width: number, values: readonly number[]): Axis {
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values));
  const min = ticks[0]!;
  const max = ticks[ticks.length - 1]!;
  const x = (value: number) => left + ((value - min) / (max - min)) * width;
  return { left, width, min, max, ticks, x };
}

/** Grid lines over the plot and tick labels with the unit under it. */
function drawAxis(w: ReportWriter, axis: Axis, top: number, bottom: number, unit: string): void {
  const { doc } = w;
  const step = axis.ticks.length > 1 ? axis.ticks[1]! - axis.ticks[0]! : 1;
  for (const t of axis.ticks) {
    const x = axis.x(t);
    doc
      .moveTo(x, top)
      .lineTo(x, bottom)
      .lineWidth(t === 0 ? 0.9 : 0.4);
    doc.strokeColor(t === 0 ? COLOURS.ink : COLOURS.rule).stroke();
    doc.font('Helvetica').fontSize(7).fillColor(COLOURS.muted);
    const text = tickText(t, step);
    const width = doc.widthOfString(text);
    doc.text(text, x - width / 2, bottom + 3, { lineBreak: false });
  }
  doc.font('Helvetica').fontSize(7.5).fillColor(COLOURS.muted);
  doc.text(unit, axis.left, bottom + 13, { width: axis.width, align: 'center' });
}

/** One bar of a bar chart. */
export interface ChartBar {
  label: string;
  value: number;
  color?: string;
  /** Text after the bar (default: the value as the results round it). */
  valueText?: string;
  /** A marker line across the bar's row at this value (e.g. a savings target). */
  marker?: number;
}

/** Row height of a bar chart of `count` bars (compact for long lists). */
function barRowHeight(count: number): number {
  return count > 30 ? 11 : 18;
}

/** Height in points a bar chart of `count` bars takes, with its axis and legend. */
export function barChartHeight(count: number): number {
  return count * barRowHeight(count) + 50;
}

/** Horizontal bars, one per row, with the value after each bar. */
export function drawBarChart(
  w: ReportWriter,
  spec: { bars: readonly ChartBar[]; unit: string; labelWidth?: number; markerLabel?: string },
): void {
  const { doc } = w;
  const labelWidth = spec.labelWidth ?? 150;
  const rowHeight = barRowHeight(spec.bars.length);
  const barHeight = rowHeight * 0.62;
  const plotHeight = spec.bars.length * rowHeight;
  w.ensureSpace(plotHeight + 50);
  const top = doc.y + 4;
  const values = spec.bars.flatMap((b) =>
    b.marker === undefined ? [b.value] : [b.value, b.marker],
  );
  const axis = axisFor(w.left + labelWidth, w.width - labelWidth - 70, values);
  drawAxis(w, axis, top, top + plotHeight, spec.unit);
  spec.bars.forEach((bar, i) => {
    const y = top + i * rowHeight + (rowHeight - barHeight) / 2;
    const x0 = axis.x(Math.min(0, bar.value));
    const x1 = axis.x(Math.max(0, bar.value));
    doc.rect(x0, y, Math.max(0.5, x1 - x0), barHeight).fill(bar.color ?? COLOURS.brand);
    const labelSize = rowHeight > 12 ? 8 : 6.5;
    doc.font('Helvetica').fontSize(labelSize).fillColor(COLOURS.ink);
    doc.text(bar.label, w.left, y + barHeight / 2 - labelSize * 0.4, {
      width: labelWidth - 8,
      align: 'right',
      lineBreak: false,
      ellipsis: true,
    });
    const text = bar.valueText ?? formatValue(bar.value);
    doc.text(
      text,
      axis.x(Math.max(0, bar.value, bar.marker ?? 0)) + 4,
      y + barHeight / 2 - labelSize * 0.4,
      {
        lineBreak: false,
      },
    );
    if (bar.marker !== undefined) {
      const mx = axis.x(bar.marker);
      doc
        .moveTo(mx, y - 2)
        .lineTo(mx, y + barHeight + 2)
        .lineWidth(1.6);
      doc.strokeColor(COLOURS.ink).stroke();
    }
  });
  doc.x = w.left;
  doc.y = top + plotHeight + 26;
  if (spec.markerLabel) legend(w, [{ label: spec.markerLabel, color: COLOURS.ink, isLine: true }]);
}

/** One series of a stacked bar chart. */
export interface ChartSeries {
  label: string;
  color: string;
}

/** Horizontal stacked bars: each bar's values by series, positives right and negatives left. */
export function drawStackedBarChart(
  w: ReportWriter,
  spec: {
    series: readonly ChartSeries[];
    bars: readonly { label: string; values: readonly number[] }[];
    unit: string;
    labelWidth?: number;
  },
): void {
  const { doc } = w;
  const labelWidth = spec.labelWidth ?? 110;
  const rowHeight = 30;
  const barHeight = 20;
  const plotHeight = spec.bars.length * rowHeight;
  w.ensureSpace(plotHeight + 80);
  const top = doc.y + 4;
  const sums = spec.bars.flatMap((b) => [
    b.values.filter((v) => v > 0).reduce((s, v) => s + v, 0),
    b.values.filter((v) => v < 0).reduce((s, v) => s + v, 0),
  ]);
  const axis = axisFor(w.left + labelWidth, w.width - labelWidth - 70, sums);
  drawAxis(w, axis, top, top + plotHeight, spec.unit);
  spec.bars.forEach((bar, i) => {
    const y = top + i * rowHeight + (rowHeight - barHeight) / 2;
    let positive = 0;
    let negative = 0;
    bar.values.forEach((value, s) => {
      if (value === 0) return;
      const from = value > 0 ? positive : negative + value;
      if (value > 0) positive += value;
      else negative += value;
      const x0 = axis.x(from);
      const x1 = axis.x(from + Math.abs(value));
      doc.rect(x0, y, Math.max(0.3, x1 - x0), barHeight).fill(spec.series[s]!.color);
    });
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor(COLOURS.ink);
    doc.text(bar.label, w.left, y + barHeight / 2 - 4.5, {
      width: labelWidth - 8,
      align: 'right',
      lineBreak: false,
      ellipsis: true,
    });
    doc.font('Helvetica').fontSize(8);
    const net = bar.values.reduce((s, v) => s + v, 0);
    doc.text(`net ${formatValue(net)}`, axis.x(positive) + 4, y + barHeight / 2 - 4, {
      lineBreak: false,
    });
  });
  doc.x = w.left;
  doc.y = top + plotHeight + 26;
  legend(w, spec.series);
}

/** Colour swatches with their labels, wrapped over as many lines as needed. */
function legend(
  w: ReportWriter,
  items: readonly { label: string; color: string; isLine?: boolean }[],
): void {
  const { doc } = w;
  doc.font('Helvetica').fontSize(7.5);
  let x = w.left;
  let y = doc.y;
  for (const item of items) {
    const width = 14 + doc.widthOfString(item.label) + 14;
    if (x + width > w.left + w.width) {
      x = w.left;
      y += 12;
    }
    if (item.isLine) {
      doc
        .moveTo(x + 4, y - 1)
        .lineTo(x + 4, y + 8)
        .lineWidth(1.6)
        .strokeColor(item.color)
        .stroke();
    } else doc.rect(x, y, 9, 8).fill(item.color);
    doc.fillColor(COLOURS.muted).text(item.label, x + 13, y + 0.5, { lineBreak: false });
    x += width;
  }
  doc.x = w.left;
  doc.y = y + 18;
}
