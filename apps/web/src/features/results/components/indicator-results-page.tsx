import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { focalPointNames } from '@circa/contract/results.schema';
import type { DesignResults } from '@circa/contract/results.schema';
import { NotFoundPage } from '../../../ui/not-found-page';
import { PageSpinner } from '../../../ui/page-spinner';
import { ImpactSortToggle } from '../../../ui/impact-sort-toggle';
import { LoadError } from '../../../ui/load-error';
import { parseId } from '../../../lib/route-params';
import {
  isPaymentRequiredError,
  useAvailableIndicators,
  useIndicatorResults,
  useResultTargets,
} from '../api/results-api';
import type { ResultSort } from '../hooks/result-rules';
import { focalPointDetails, impactWords } from '../hooks/result-rules';
import { parseExcludeGeneration } from '../exclude-generation';
import { ImpactBars } from './impact-bars';
import { IndicatorSwitcher } from './indicator-switcher';
import { IndicatorTotals } from './indicator-totals';
import { PaymentRequired } from './payment-required';
import { ResultsHeader } from './results-header';
import { screens } from '../../../config/screens';

/** /design-results/:structureId/:indicatorId/:excludePowerGeneration */
export function IndicatorResultsPage() {
  const params = useParams();
  const structureId = parseId(params.structureId);
  const indicatorId = parseId(params.indicatorId);
  const excluding = parseExcludeGeneration(params.excludePowerGeneration);
  if (structureId === null || indicatorId === null || excluding === null) return <NotFoundPage />;
  return (
    <IndicatorResults structureId={structureId} indicatorId={indicatorId} isExcluding={excluding} />
  );
}

/** Loads an indicator's results once the lot is known to be paid; shows the payment state otherwise. */
export function useIndicatorScreen(structureId: number, indicatorId: number) {
  const summary = useResultTargets(structureId);
  const isPaid = summary.data !== undefined && !summary.data.PaymentRequired;
  const results = useIndicatorResults(structureId, indicatorId, isPaid);
  const isPaymentRequired =
    summary.data?.PaymentRequired === true || isPaymentRequiredError(results.error);
  return { summary, results, isPaymentRequired };
}

const pageSx = {
  maxWidth: 1100,
  mx: 'auto',
  display: 'grid',
  // minmax(0, …): the scrollable tabs and long rows scroll or wrap instead of widening the page
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 2,
} as const;

/** The indicator's title: its name and the unit of the numbers (costs: AUD, whatever the currency). */
function indicatorTitle(indicatorId: number, data: DesignResults | undefined, name?: string) {
  const indicator = data?.IndicatorsList.find((i) => i.Id === indicatorId);
  const title = indicator?.Name ?? name ?? `Indicator ${indicatorId}`;
  if (!data) return title;
  return indicator && indicator.Unit !== data.Unit
    ? `${title}, shown in ${data.Unit}`
    : `${title} (${data.Unit})`;
}

/**
 * The indicator screen: its heading, the indicator switcher and the on-site generation switch stay
 * in place while another indicator's results load, then the results.
 */
function IndicatorResults({
  structureId,
  indicatorId,
  isExcluding,
}: {
  structureId: number;
  indicatorId: number;
  isExcluding: boolean;
}) {
  const { summary, results, isPaymentRequired } = useIndicatorScreen(structureId, indicatorId);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const available = useAvailableIndicators(structureId);
  const here = screens.indicatorResults.href(structureId, indicatorId, isExcluding);
  if (summary.isError)
    return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  const words = impactWords(indicatorId);
  const listedName = available.data?.find((o) => o.Id === indicatorId)?.Description;
  const data = isPaymentRequired ? undefined : results.data;
  const query = search.toString();
  return (
    <Box sx={pageSx}>
      <ResultsHeader
        back={screens.designResults.href(structureId)}
        backLabel="All targets"
        title={indicatorTitle(indicatorId, data, listedName)}
        subtitle={`${words.positive} and ${words.negative.toLowerCase()} by focal point and category`}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <IndicatorSwitcher
          structureId={structureId}
          indicatorId={indicatorId}
          indicatorName={data?.IndicatorsList.find((i) => i.Id === indicatorId)?.Name}
          isExcludingGeneration={isExcluding}
        />
        <FormControlLabel
          control={
            <Switch
              checked={!isExcluding}
              onChange={(_, checked) =>
                void navigate(
                  screens.indicatorResults.href(structureId, indicatorId, !checked) +
                    (query ? `?${query}` : ''),
                  { replace: true },
                )
              }
            />
          }
          label="Include on-site power generation"
        />
      </Box>
      {isPaymentRequired ? (
        <PaymentRequired structureId={structureId} destination={here} />
      ) : results.isError ? (
        <LoadError error={results.error} onRetry={() => void results.refetch()} />
      ) : !data ? (
        <PageSpinner label="Calculating results" showLabel />
      ) : (
        <IndicatorView
          structureId={structureId}
          indicatorId={indicatorId}
          isExcluding={isExcluding}
          data={data}
        />
      )}
    </Box>
  );
}

function IndicatorView({
  structureId,
  indicatorId,
  isExcluding,
  data,
}: {
  structureId: number;
  indicatorId: number;
  isExcluding: boolean;
  data: DesignResults;
}) {
  const [search, setSearch] = useSearchParams();
  const focus = Math.min(4, Math.max(1, Number(search.get('focus')) || 1));
  const sort: ResultSort = search.get('sort') === 'lowest' ? 'lowest' : 'highest';
  const set = (key: string, value: string) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const unit = data.Unit;
  const details = focalPointDetails(data.Details, focus, isExcluding, sort);
  const hasAny = data.Details.some((d) => d.ExcludingPowerGeneration === isExcluding);
  const totals = data.Totals.find((t) => t.ExcludingPowerGeneration === isExcluding);

  return (
    <>
      <IndicatorTotals data={data} totals={totals} unit={unit} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Tabs
          value={focus}
          onChange={(_, value: number) => set('focus', String(value))}
          aria-label="Focal point"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ maxWidth: '100%' }}
        >
          {focalPointNames.map((name, i) => (
            <Tab
              key={name}
              value={i + 1}
              label={name}
              id={`focal-tab-${i + 1}`}
              aria-controls="focal-panel"
            />
          ))}
        </Tabs>
        <ImpactSortToggle value={sort} onChange={(value) => set('sort', value)} />
      </Box>
      <Box role="tabpanel" id="focal-panel" aria-labelledby={`focal-tab-${focus}`}>
        {!hasAny ? (
          <Typography role="status" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
            No results
          </Typography>
        ) : details.length === 0 ? (
          <Typography role="status" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
            No impacts in this category
          </Typography>
        ) : (
          <ImpactBars
            label={`${focalPointNames[focus - 1]} results`}
            indicatorId={indicatorId}
            unit={unit}
            bars={details.map((d) => ({
              key: d.Code,
              label: d.Name,
              impact: d.Impact,
              note: d.Description || undefined,
              to: screens.impactLine.href(
                structureId,
                indicatorId,
                isExcluding,
                d.CategoryId,
                d.Name,
              ),
            }))}
          />
        )}
      </Box>
    </>
  );
}
