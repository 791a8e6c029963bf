import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { defaultAnalysisIndicatorId } from '@circa/contract/analysis.schema';
import type { PortfolioPivot } from '@circa/contract/portfolio.schema';
import { useIdParam } from '../../../lib/route-params';
import { EmptyListStatus } from '../../../ui/empty-list-status';
import { ErrorAlert } from '../../../ui/error-alert';
import { NativeSelectField } from '../../../ui/native-select-field';
import { NotFoundPage } from '../../../ui/not-found-page';
import { InlineSpinner } from '../../../ui/page-spinner';
import {
  AnalysisLoadFailure,
  AnalysisPreparing,
  DesktopOnlyAnalysis,
} from '../analysis-page-states';
import type { PivotState } from '../pivot/pivot-state';
import { DEFAULT_PIVOT_DISPLAY } from '../pivot/pivot-state';
import type { PivotChange } from '../pivot/pivot-view';
import { PivotView } from '../pivot/pivot-view';
import { usePortfolio } from './api/portfolio-api';
import type { PortfolioScopeParam } from './api/portfolio-api';
import { portfolioPivotData } from './portfolio-pivot-data';
import { PortfolioSummary } from './portfolio-summary';
import { portfolioViewFields, portfolioViews } from './portfolio-views';
import type { PortfolioView } from './portfolio-views';

const LOAD_FAILURE_TEXT = 'The portfolio could not be loaded.';
const NO_LOTS_TEXT = 'No submitted lots yet: a lot appears here once its design is submitted.';

/** /org-analysis/:orgId — the pivot of an organisation's submitted lots (its admins). */
export function OrgPortfolioPage() {
  return <PortfolioPage kind="organisation" param="orgId" />;
}

/** /project-analysis/:projectId — the pivot of a development's submitted lots (its admin coordinators). */
export function DevelopmentPortfolioPage() {
  return <PortfolioPage kind="development" param="projectId" />;
}

function PortfolioPage({ kind, param }: { kind: PortfolioScopeParam['kind']; param: string }) {
  const id = useIdParam(param);
  if (id === null) return <NotFoundPage />;
  return (
    <DesktopOnlyAnalysis>
      <Portfolio key={`${kind}-${id}`} scope={{ kind, id }} />
    </DesktopOnlyAnalysis>
  );
}

function Portfolio({ scope }: { scope: PortfolioScopeParam }) {
  const [indicatorId, setIndicatorId] = useState(defaultAnalysisIndicatorId);
  const query = usePortfolio(scope, indicatorId);
  if (query.isPending) return <AnalysisPreparing />;
  if (query.isError && !query.data)
    return (
      <AnalysisLoadFailure
        error={query.error}
        title={LOAD_FAILURE_TEXT}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <PortfolioAnalysis
      pivot={query.data}
      indicatorId={indicatorId}
      onIndicatorChange={setIndicatorId}
      isLoadingIndicator={query.isPlaceholderData && query.isFetching}
      error={query.isError ? query.error : null}
    />
  );
}

/**
 * The first view: an organisation's lots by development (a thousand lots make a thousand rows),
 * a development's by lot.
 */
const firstView = (kind: PortfolioPivot['Scope']['Kind']): PortfolioView =>
  kind === 'organisation' ? 'Development by Module' : 'Lot by Module';

const initialState = (view: PortfolioView): PivotState => ({
  ...portfolioViewFields(view, { rows: [], cols: [], exclusions: {}, ...DEFAULT_PIVOT_DISPLAY }),
  ...DEFAULT_PIVOT_DISPLAY,
});

function PortfolioAnalysis({
  pivot,
  indicatorId,
  onIndicatorChange,
  isLoadingIndicator,
  error,
}: {
  pivot: PortfolioPivot;
  indicatorId: number;
  onIndicatorChange: (id: number) => void;
  isLoadingIndicator: boolean;
  error: unknown;
}) {
  const views = portfolioViews(pivot.Scope.Kind);
  const [view, setView] = useState<PortfolioView>(() => firstView(pivot.Scope.Kind));
  const [state, setState] = useState<PivotState>(() => initialState(firstView(pivot.Scope.Kind)));
  const data = useMemo(() => portfolioPivotData(pivot), [pivot]);
  const chooseView = (next: PortfolioView) => {
    setView(next);
    setState((s) => ({ ...s, ...portfolioViewFields(next, s), topRows: null, topCols: null }));
  };
  const onStateChange = (next: PivotState, change: PivotChange) => {
    setState(next);
    if (change === 'fields') setView('Custom');
  };
  return (
    <Box sx={{ p: 2 }}>
      <PortfolioSummary pivot={pivot} />
      <ErrorAlert error={error} sx={{ mb: 2 }} />
      {pivot.Lots.length === 0 ? (
        <EmptyListStatus>{NO_LOTS_TEXT}</EmptyListStatus>
      ) : (
        <PivotView
          data={data}
          state={state}
          onStateChange={onStateChange}
          excelFileName="portfolio table.xlsx"
          controls={
            <>
              <NativeSelectField
                label="View"
                value={view}
                options={views.map((v) => ({ value: v, label: v }))}
                onChange={(v) => chooseView(v as PortfolioView)}
                width={300}
              />
              <NativeSelectField
                label="Impact"
                value={String(indicatorId)}
                options={pivot.Indicators.map((i) => ({ value: String(i.Id), label: i.Name }))}
                onChange={(v) => onIndicatorChange(Number(v))}
                width={280}
              />
              {isLoadingIndicator && <InlineSpinner label="Loading the impact" />}
            </>
          }
        />
      )}
    </Box>
  );
}
