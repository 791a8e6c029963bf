import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { defaultAnalysisIndicatorId } from '@circa/contract/analysis.schema';
import type { PivotTable } from '@circa/contract/analysis.schema';
import { parseId } from '../../lib/route-params';
import { ErrorAlert } from '../../ui/error-alert';
import { NativeSelectField } from '../../ui/native-select-field';
import { NotFoundPage } from '../../ui/not-found-page';
import { InlineSpinner } from '../../ui/page-spinner';
import { usePivotTable } from './api/analysis-api';
import {
  AnalysisLoadFailure,
  AnalysisPreparing,
  DesktopOnlyAnalysis,
} from './analysis-page-states';
import { decodePivotTable, designPivotData } from './design-pivot-data';
import { ANALYSIS_VIEWS, viewFields } from './design-analysis-views';
import type { AnalysisView } from './design-analysis-views';
import type { PivotChange } from './pivot/pivot-view';
import { PivotView } from './pivot/pivot-view';
import type { PivotState } from './pivot/pivot-state';
import { DEFAULT_PIVOT_DISPLAY } from './pivot/pivot-state';

/** Document 2 §2 "Analysis" and §8: the text of a failed load. */
const LOAD_FAILURE_TEXT =
  "An unexpected error has occurred. Please try clicking 'Analysis' again...";

/** /design-analysis/:structureId — the pivot of a submitted lot's impacts (desktop and wider). */
export function DesignAnalysisPage() {
  const structureId = parseId(useParams().structureId);
  if (structureId === null) return <NotFoundPage />;
  return (
    <DesktopOnlyAnalysis>
      <DesignAnalysis structureId={structureId} />
    </DesktopOnlyAnalysis>
  );
}

function DesignAnalysis({ structureId }: { structureId: number }) {
  const first = usePivotTable(structureId, defaultAnalysisIndicatorId);
  const [wantsAll, setWantsAll] = useState(false);
  const all = usePivotTable(structureId, 0, wantsAll);
  if (first.isPending) return <AnalysisPreparing />;
  if (first.isError)
    return (
      <AnalysisLoadFailure
        error={first.error}
        title={LOAD_FAILURE_TEXT}
        onRetry={() => void first.refetch()}
      />
    );
  return (
    <Analysis
      table={all.data ?? first.data}
      allImpacts={{
        isLoaded: all.data !== undefined,
        isLoading: all.isFetching,
        error: all.isError ? all.error : null,
        load: () => (wantsAll ? void all.refetch() : setWantsAll(true)),
      }}
    />
  );
}

interface AllImpacts {
  isLoaded: boolean;
  isLoading: boolean;
  error: unknown;
  load: () => void;
}

const initialState: PivotState = {
  rows: ['FunctionTypeName'],
  cols: ['Module'],
  exclusions: {},
  ...DEFAULT_PIVOT_DISPLAY,
};

function Analysis({ table, allImpacts }: { table: PivotTable; allImpacts: AllImpacts }) {
  const [indicatorId, setIndicatorId] = useState(defaultAnalysisIndicatorId);
  const [view, setView] = useState<AnalysisView>('Function by Module');
  const [state, setState] = useState<PivotState>(initialState);
  const decoded = useMemo(() => decodePivotTable(table), [table]);
  const data = useMemo(() => designPivotData(decoded, indicatorId), [decoded, indicatorId]);
  const chooseView = (next: AnalysisView) => {
    setView(next);
    setState((s) => ({ ...s, ...viewFields(next, data, s), topRows: null, topCols: null }));
  };
  const onStateChange = (next: PivotState, change: PivotChange) => {
    setState(next);
    if (change === 'fields') setView('Custom');
  };
  const impact = allImpacts.isLoaded ? (
    <NativeSelectField
      label="Impact"
      value={String(indicatorId)}
      options={table.Indicators.map((i) => ({ value: String(i.Id), label: i.Name }))}
      onChange={(v) => setIndicatorId(Number(v))}
      width={280}
    />
  ) : (
    <Button
      variant="outlined"
      onClick={allImpacts.load}
      disabled={allImpacts.isLoading}
      startIcon={allImpacts.isLoading ? <InlineSpinner label="Loading all impacts" /> : undefined}
    >
      Load All Impacts
    </Button>
  );
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {`${data.valueLabel}, whole life of the submitted design; LCI source: ${table.LciSourceName}.`}
      </Typography>
      {allImpacts.error !== null && <ErrorAlert error={allImpacts.error} sx={{ mb: 2 }} />}
      <PivotView
        data={data}
        state={state}
        onStateChange={onStateChange}
        controls={
          <>
            <NativeSelectField
              label="View"
              value={view}
              options={ANALYSIS_VIEWS.map((v) => ({ value: v, label: v }))}
              onChange={(v) => chooseView(v as AnalysisView)}
              width={280}
            />
            {impact}
          </>
        }
      />
    </Box>
  );
}
