import type { PivotResult } from './pivot-aggregate';
import { aggregatedValue } from './pivot-aggregate';
import { formatPivotValue, keyLabel } from './pivot-format';
import type { AggregatorName, ChartRendererName } from './pivot-state';

/** An echarts option (kept loose here: the chart module types it when it sets it). */
export type ChartOption = Record<string, unknown>;

/** Multiple Pie Chart layout: pies per row, height of a row of pies and of the legend (px). */
const PIES_PER_ROW = 3;
const PIE_ROW_PX = 340;
const PIE_LEGEND_PX = 56;

/** The chart's height in pixels: horizontal charts grow with their categories. */
export function chartHeight(result: PivotResult, renderer: ChartRendererName): number {
  if (renderer === 'Multiple Pie Chart')
    return PIE_ROW_PX * Math.ceil(result.colKeys.length / PIES_PER_ROW) + PIE_LEGEND_PX;
  const horizontal =
    renderer === 'Grouped Bar Chart' ||
    renderer === 'Stacked Bar Chart' ||
    renderer === 'Dot Chart';
  return horizontal ? Math.max(420, 60 + result.rowKeys.length * 24) : 480;
}

/**
 * The echarts option of a chart renderer: row keys are the categories, column keys the series
 * (one series, named after the values, when no field makes the columns). Every number is the
 * pivot's aggregated value; nothing is computed here.
 */
export function chartOption(
  result: PivotResult,
  aggregator: AggregatorName,
  renderer: ChartRendererName,
  valueLabel: string,
): ChartOption {
  const categories = result.rowKeys.map(keyLabel);
  const hasCols = result.colFields.length > 0;
  const seriesKeys = hasCols ? result.colKeys.map(keyLabel) : [valueLabel];
  const valueAt = (r: number, s: number) =>
    aggregatedValue(result, aggregator, r, hasCols ? s : -1);
  const format = (v: unknown) => formatPivotValue(typeof v === 'number' ? v : null, aggregator);
  const base = {
    aria: { enabled: true },
    animation: false,
    tooltip: {
      trigger: renderer === 'Multiple Pie Chart' ? 'item' : 'axis',
      valueFormatter: format,
      confine: true,
    },
    legend: { type: 'scroll', top: 0 },
  };
  if (renderer === 'Multiple Pie Chart') {
    // one pie per column key, slices by row key; a pie cannot show negative values (module D,
    // on-site generation): they are left out of the pies (the tables show them)
    const perRow = Math.min(PIES_PER_ROW, seriesKeys.length);
    const x = (s: number) => `${((s % perRow) + 0.5) * (100 / perRow)}%`;
    const rowTop = (s: number) => Math.floor(s / perRow) * PIE_ROW_PX;
    return {
      ...base,
      legend: { ...base.legend, top: undefined, bottom: 0, data: categories },
      title: seriesKeys.map((name, s) => ({
        text: name,
        left: x(s),
        top: rowTop(s) + 8,
        textAlign: 'center',
        textStyle: { fontSize: 13, fontWeight: 'normal', width: 300, overflow: 'truncate' },
      })),
      series: seriesKeys.map((name, s) => ({
        type: 'pie',
        name,
        radius: PIE_ROW_PX / 2 - 50,
        center: [x(s), rowTop(s) + PIE_ROW_PX / 2 + 14],
        label: { show: false },
        data: categories
          .map((category, r) => ({ name: category, value: valueAt(r, s) }))
          .filter((d) => d.value !== null && d.value > 0),
      })),
    };
  }
  const horizontal =
    renderer === 'Grouped Bar Chart' ||
    renderer === 'Stacked Bar Chart' ||
    renderer === 'Dot Chart';
  const stacked =
    renderer === 'Stacked Bar Chart' ||
    renderer === 'Stacked Column Chart' ||
    renderer === 'Area Chart';
  const numericRows = categories.length > 0 && categories.every((c) => /^-?\d+(\.\d+)?$/.test(c));
  const scatter = renderer === 'Scatter Chart';
  const categoryAxis =
    scatter && numericRows
      ? { type: 'value', scale: true }
      : { type: 'category', data: categories, axisLabel: { hideOverlap: true } };
  const valueAxis = { type: 'value', axisLabel: { formatter: format } };
  const type =
    renderer === 'Line Chart' || renderer === 'Area Chart'
      ? 'line'
      : renderer === 'Dot Chart' || scatter
        ? 'scatter'
        : 'bar';
  return {
    ...base,
    grid: { left: 16, right: 24, top: 48, bottom: 24, containLabel: true },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? { ...categoryAxis, inverse: true } : valueAxis,
    series: seriesKeys.map((name, s) => ({
      type,
      name,
      ...(stacked ? { stack: 'total' } : {}),
      ...(renderer === 'Area Chart' ? { areaStyle: {} } : {}),
      ...(type === 'scatter' ? { symbolSize: 9 } : {}),
      data: categories.map((category, r) =>
        scatter && numericRows ? [Number(category), valueAt(r, s)] : valueAt(r, s),
      ),
    })),
  };
}
