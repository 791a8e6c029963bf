/**
 * What the pivot shows: which fields make its rows and columns, which values are filtered out,
 * how cells are aggregated and drawn, and how many rows and columns are kept before the rest
 * are grouped into 'Other'.
 */

export const AGGREGATORS = [
  'Sum',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
] as const;
export type AggregatorName = (typeof AGGREGATORS)[number];

export const TABLE_RENDERERS = [
  'Table',
  'Table Heatmap',
  'Table Row Heatmap',
  'Table Col Heatmap',
] as const;
export const CHART_RENDERERS = [
  'Grouped Column Chart',
  'Stacked Column Chart',
  'Grouped Bar Chart',
  'Stacked Bar Chart',
  'Line Chart',
  'Dot Chart',
  'Area Chart',
  'Scatter Chart',
  'Multiple Pie Chart',
] as const;
export const RENDERERS = [...TABLE_RENDERERS, 'TSV Export', ...CHART_RENDERERS] as const;
export type RendererName = (typeof RENDERERS)[number];
export type TableRendererName = (typeof TABLE_RENDERERS)[number];
export type ChartRendererName = (typeof CHART_RENDERERS)[number];

/** The renderer whose table can be exported to Excel (document 2 §2 "Analysis"). */
export const EXCEL_RENDERER: RendererName = 'Table Heatmap';

export function isTableRenderer(name: RendererName): name is TableRendererName {
  return (TABLE_RENDERERS as readonly string[]).includes(name);
}

export function isChartRenderer(name: RendererName): name is ChartRendererName {
  return (CHART_RENDERERS as readonly string[]).includes(name);
}

export interface PivotState {
  /** Dimension names making the rows, outermost first. */
  rows: readonly string[];
  /** Dimension names making the columns, outermost first. */
  cols: readonly string[];
  /** Per dimension name, the labels filtered out. */
  exclusions: Readonly<Record<string, readonly string[]>>;
  aggregator: AggregatorName;
  renderer: RendererName;
  /** Rows kept before the rest become 'Other' (null: all). */
  topRows: number | null;
  /** Columns kept before the rest become 'Other' (null: all). */
  topCols: number | null;
}

/** The pivot's defaults (document 2 §2 "Analysis": aggregator Sum, Table Heatmap). */
export const DEFAULT_PIVOT_DISPLAY = {
  aggregator: 'Sum',
  renderer: 'Table Heatmap',
  topRows: null,
  topCols: null,
} as const satisfies Partial<PivotState>;
