import type { PivotResult } from './pivot-aggregate';
import { aggregatedValue } from './pivot-aggregate';
import { formatPivotValue, keyLabel } from './pivot-format';
import type { AggregatorName, ChartRendererName } from './pivot-state';

/** An echarts option (kept loose here: the chart module types it when it sets it). */
export type ChartOption = Record<string, unknown>;

/** The chart's height in pixels: horizontal charts grow with their categories. */
export function chartHeight(result: PivotResult, renderer: ChartRendererName): number {
  if (renderer === 'Multiple Pie Chart')
    return 320 * Math.ceil(result.colKeys.length / Math.min(3, result.colKeys.length || 1));
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
    const perRow = Math.min(3, seriesKeys.length);
    const rowsOfPies = Math.ceil(seriesKeys.length / perRow);
    return {
      ...base,
      legend: { ...base.legend, data: categories },
      title: seriesKeys.map((name, s) => ({
        text: name,
        left: `${((s % perRow) + 0.5) * (100 / perRow)}%`,
        top: `${(Math.floor(s / perRow) / rowsOfPies) * 100 + 6}%`,
        textAlign: 'center',
        textStyle: { fontSize: 13, fontWeight: 'normal' },
      })),
      series: seriesKeys.map((name, s) => ({
        type: 'pie',
        name,
        radius: `${Math.min(28, 70 / rowsOfPies)}%`,
        center: [
          `${((s % perRow) + 0.5) * (100 / perRow)}%`,
          `${((Math.floor(s / perRow) + 0.58) / rowsOfPies) * 100}%`,
        ],
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
