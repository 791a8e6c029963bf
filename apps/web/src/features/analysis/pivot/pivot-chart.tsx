import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use } from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { PivotResult } from './pivot-aggregate';
import { chartHeight, chartOption } from './chart-options';
import type { AggregatorName, ChartRendererName } from './pivot-state';

// only the echarts parts the renderers use (this module is in the analysis screen's chunk)
use([
  BarChart,
  LineChart,
  PieChart,
  ScatterChart,
  AriaComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  SVGRenderer,
]);

/** The pivot as a chart (column, bar, line, dot, area, scatter or multiple pie; echarts). */
export function PivotChart({
  result,
  aggregator,
  renderer,
  valueLabel,
  caption,
}: {
  result: PivotResult;
  aggregator: AggregatorName;
  renderer: ChartRendererName;
  valueLabel: string;
  caption: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const height = chartHeight(result, renderer);
  useEffect(() => {
    const chart = init(element.current!, undefined, { renderer: 'svg' });
    chart.setOption(chartOption(result, aggregator, renderer, valueLabel) as EChartsCoreOption);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [result, aggregator, renderer, valueLabel, height]);
  return (
    <Box component="figure" aria-label={`${renderer}: ${caption}`} sx={{ m: 0 }}>
      <Typography component="figcaption" sx={{ mb: 1 }}>
        {`${caption}, by ${[...result.rowFields, ...result.colFields].join(' and ') || 'total'}`}
      </Typography>
      <Box ref={element} data-testid="pivot-chart" sx={{ width: '100%', height }} />
    </Box>
  );
}
