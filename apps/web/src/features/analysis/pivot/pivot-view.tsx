import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownload from '@mui/icons-material/FileDownload';
import { NativeSelectField } from '../../../ui/native-select-field';
import { errorMessage } from '../../../lib/api-error';
import { aggregatePivot } from './pivot-aggregate';
import type { PivotData } from './pivot-data';
import { FieldArea } from './field-area';
import { pivotGrid, pivotTsv } from './pivot-grid';
import { PivotTableView } from './pivot-table-view';
import type { AggregatorName, PivotState, RendererName } from './pivot-state';
import {
  AGGREGATORS,
  EXCEL_RENDERER,
  isChartRenderer,
  isTableRenderer,
  RENDERERS,
} from './pivot-state';
import { TopNSlider } from './top-n-slider';
import { saveBlob } from '../../../lib/file-download';
import { EXCEL_FILE_NAME, heatmapWorkbook } from './xlsx-export';
import { InlineSpinner } from '../../../ui/page-spinner';

// echarts loads with the first chart, not with the tables
const PivotChart = lazy(() => import('./pivot-chart').then((m) => ({ default: m.PivotChart })));

/** Which kind of change the user made: the fields (rows, columns, filters) or the display. */
export type PivotChange = 'fields' | 'display';

/**
 * A pivot over any rows (`PivotData`): renderer and aggregator choices, the field area (rows,
 * columns, filters), Top Rows / Top Columns sliders, the output (tables, TSV or charts), and the
 * Excel export of the Table Heatmap. The caller keeps the state, so it can offer preset views.
 */
export function PivotView({
  data,
  state,
  onStateChange,
  controls,
  excelFileName = EXCEL_FILE_NAME,
}: {
  data: PivotData;
  state: PivotState;
  onStateChange: (next: PivotState, change: PivotChange) => void;
  /** More controls at the start of the toolbar (e.g. a view and an impact choice). */
  controls?: ReactNode;
  excelFileName?: string;
}) {
  // typing and sliding stay responsive: the pivot recomputes behind the latest state
  const deferredState = useDeferredValue(state);
  const deferredData = useDeferredValue(data);
  const result = useMemo(
    () => aggregatePivot(deferredData, deferredState),
    [deferredData, deferredState],
  );
  const isStale = deferredState !== state || deferredData !== data;
  const caption = `${deferredState.aggregator} of ${deferredData.valueLabel}`;
  const [exportError, setExportError] = useState<string | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const exportExcel = async () => {
    setExportError(null);
    setIsExporting(true);
    try {
      saveBlob(await heatmapWorkbook(result, deferredState.aggregator, caption), excelFileName);
    } catch (error) {
      setExportError(`The Excel file could not be made: ${errorMessage(error)}`);
    } finally {
      setIsExporting(false);
    }
  };
  const display = (patch: Partial<PivotState>) => onStateChange({ ...state, ...patch }, 'display');
  const renderer = deferredState.renderer;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        {controls}
        <NativeSelectField
          label="Renderer"
          value={state.renderer}
          options={RENDERERS.map((r) => ({ value: r, label: r }))}
          onChange={(v) => display({ renderer: v as RendererName })}
          width={220}
        />
        <NativeSelectField
          label="Aggregator"
          value={state.aggregator}
          options={AGGREGATORS.map((a) => ({ value: a, label: a }))}
          onChange={(v) => display({ aggregator: v as AggregatorName })}
          width={240}
        />
        <Button
          variant="outlined"
          startIcon={<FileDownload />}
          disabled={state.renderer !== EXCEL_RENDERER || isExporting}
          onClick={() => void exportExcel()}
          title={state.renderer === EXCEL_RENDERER ? undefined : 'Available for the Table Heatmap'}
        >
          Export to Excel
        </Button>
      </Box>
      {exportError && (
        <Typography role="alert" color="error" sx={{ mb: 1 }}>
          {exportError}
        </Typography>
      )}
      <FieldArea data={data} state={state} onChange={(next) => onStateChange(next, 'fields')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
          <TopNSlider
            label="Top Rows"
            count={result.rowKeyCount}
            value={state.topRows}
            onChange={(v) => display({ topRows: v })}
          />
          <TopNSlider
            label="Top Columns"
            count={result.colKeyCount}
            value={state.topCols}
            onChange={(v) => display({ topCols: v })}
          />
        </Box>
        <Box aria-busy={isStale} sx={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          {result.rowCount === 0 ? (
            <Typography role="status">No rows match the filters.</Typography>
          ) : isTableRenderer(renderer) ? (
            <PivotTableView
              result={result}
              aggregator={deferredState.aggregator}
              renderer={renderer}
              caption={caption}
            />
          ) : isChartRenderer(renderer) ? (
            <Suspense fallback={<InlineSpinner label="Loading the chart" />}>
              <PivotChart
                result={result}
                aggregator={deferredState.aggregator}
                renderer={renderer}
                valueLabel={deferredData.valueLabel}
                caption={caption}
              />
            </Suspense>
          ) : (
            <textarea
              readOnly
              aria-label={`TSV of ${caption}`}
              value={pivotTsv(pivotGrid(result, deferredState.aggregator))}
              style={{ width: '100%', minHeight: 400, fontFamily: 'monospace', fontSize: 12 }}
            />
          )}
        </Box>
      </FieldArea>
    </Box>
  );
}
