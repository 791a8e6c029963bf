import { lazy, Suspense, useCallback, useDeferredValue, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import type { ProjectTargetsByStruct } from '@circa/contract/results.schema';
import { NotFoundPage } from '../../../ui/not-found-page';
import { PageSpinner } from '../../../ui/page-spinner';
import { shouldShowOnboarding } from '../../../ui/onboarding-rules';
import { LoadError } from '../../../ui/load-error';
import { parseId } from '../../../lib/route-params';
import { isPaymentRequiredError, useIndicatorsResults, useResultTargets } from '../api/results-api';
import { comparisonOf, targetsAchieved } from '../../../lib/targets-achieved';
import { shouldShowLciNotice } from '../hooks/result-rules';
import { IndicatorSwitcher } from './indicator-switcher';
import { ResultsDownloads } from './results-downloads';
import { AchievedBadge } from './achieved-badge';
import { TargetCard } from './target-card';
import type { TargetState } from './target-card';
import { screens } from '../../../config/screens';
import { resultsSubtitle } from '../../../config/first-draw';
import { startResultsEarly } from '../api/early-results';

// Opened at a summary's address, this module loads as the app starts (the router loads the
// screen's code at once): the summary's calls start now, alongside the sign-in check.
startResultsEarly(window.location.pathname);

// Dialogs are not drawn with the page: their code loads only when one is to show.
const OnboardingDialog = lazy(() =>
  import('../../../ui/onboarding-dialog').then((m) => ({ default: m.OnboardingDialog })),
);
const LciNoticeDialog = lazy(() =>
  import('./lci-notice-dialog').then((m) => ({ default: m.LciNoticeDialog })),
);
// The actions come after the cards (below them on a phone): their code (buttons, icons, the
// baseline request's call) loads after the page's, in the room kept for their row.
const ResultsActions = lazy(() =>
  import('./results-actions').then((m) => ({ default: m.ResultsActions })),
);
const UnlockDialog = lazy(() =>
  import('./unlock-dialog').then((m) => ({ default: m.UnlockDialog })),
);

/**
 * A target card's room while the cards are being drawn: a calculating card's height on a phone,
 * so nothing below moves when they arrive (Lighthouse mobile CLS 0.015 → 0).
 */
function CardRoom() {
  return <Box component="li" aria-hidden="true" sx={{ minHeight: 199 }} />;
}

/** /design-results/:structureId — the summary of results and project targets. */
export function ResultsSummaryPage() {
  const structureId = parseId(useParams().structureId);
  if (structureId === null) return <NotFoundPage />;
  return <ResultsSummary structureId={structureId} />;
}

function ResultsSummary({ structureId }: { structureId: number }) {
  const query = useResultTargets(structureId);
  if (query.isPending) return <PageSpinner label="Loading results" />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <Summary structureId={structureId} summary={query.data} />;
}

/**
 * The results summary (document 2 §4 "Results"): every target of the development with its
 * reduction, each indicator's results loading on their own; 'Targets achieved'; the notices; the
 * actions. While payment is required, opening a target or Submit opens the payment dialog.
 */
function Summary({
  structureId,
  summary,
}: {
  structureId: number;
  summary: ProjectTargetsByStruct;
}) {
  const navigate = useNavigate();
  const [unlockTo, setUnlockTo] = useState<string | null>(null);
  // The cards are drawn in a transition after the page's first render (React yields between
  // them): the title and header paint first, and no single task draws every card.
  const isDrawingCards = !useDeferredValue(true, false);
  const targets = summary.ProjectTargetList;
  const indicatorIds = [...new Set(targets.map((t) => t.IndicatorId))];
  const isPaymentRequired = summary.PaymentRequired;
  const queries = useIndicatorsResults(structureId, indicatorIds, !isPaymentRequired);
  const loaded = new Map(
    indicatorIds.flatMap((id, i) =>
      queries[i]?.data ? [[id, queries[i].data.BenchmarkComparison] as const] : [],
    ),
  );
  const achieved = isPaymentRequired ? null : targetsAchieved(targets, loaded);

  // stable, so the actions are not drawn again as each indicator's results arrive
  const submit = useCallback(
    () =>
      isPaymentRequired
        ? setUnlockTo(screens.submitDesign.href(structureId))
        : void navigate(screens.submitDesign.href(structureId)),
    [isPaymentRequired, navigate, structureId],
  );

  const stateOf = (index: number): TargetState => {
    if (isPaymentRequired) return { kind: 'payment' };
    const target = targets[index]!;
    const q = queries[indicatorIds.indexOf(target.IndicatorId)];
    if (q?.isError)
      return isPaymentRequiredError(q.error) ? { kind: 'payment' } : { kind: 'error' };
    const comparison = comparisonOf(target, loaded);
    return comparison === undefined
      ? { kind: 'calculating' }
      : { kind: 'loaded', comparison, currencyNote: q?.data?.CurrencyNote };
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', display: 'grid', gap: 2 }}>
      <Suspense fallback={null}>
        {shouldShowOnboarding(summary.OrgOnboardingContent) ? (
          <OnboardingDialog onboarding={summary.OrgOnboardingContent} />
        ) : null}
        {shouldShowLciNotice(summary.NotifyLciSourceChange, summary.WarningPopupMessage) ? (
          <LciNoticeDialog
            projectId={summary.ProjectId}
            notify={summary.NotifyLciSourceChange}
            message={summary.WarningPopupMessage}
            canClear={summary.IsUserAdmin}
          />
        ) : null}
      </Suspense>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <Typography variant="h5" component="h2">
            {summary.DesignName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {resultsSubtitle}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          {achieved ? (
            <Box
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              role="status"
              aria-live="polite"
              aria-label={`Targets achieved: ${achieved}`}
            >
              <Typography component="span">Targets achieved</Typography>
              <AchievedBadge achieved={achieved} />
            </Box>
          ) : null}
          <IndicatorSwitcher structureId={structureId} indicatorId={null} />
          {isPaymentRequired ? null : <ResultsDownloads structureId={structureId} />}
        </Box>
      </Box>
      {summary.IsArchived ? <Alert severity="info">This design is archived.</Alert> : null}
      {summary.AnyTemplateOutsideOrg ? (
        <Alert severity="warning">
          <AlertTitle>Template Warning</AlertTitle>
          Some components of this design use templates that are not approved for use by your
          organisation.
        </Alert>
      ) : null}
      {isPaymentRequired ? (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              onClick={() => setUnlockTo(screens.designResults.href(structureId))}
            >
              Unlock results
            </Button>
          }
        >
          Payment is required. Use credits or pay to see this design’s results.
        </Alert>
      ) : null}
      {targets.length === 0 ? (
        <Typography role="status" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
          No results
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Project targets"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
          }}
        >
          {targets.map((target, i) => {
            if (isDrawingCards) return <CardRoom key={target.ProjectTargetId} />;
            const to = screens.indicatorResults.href(
              structureId,
              target.IndicatorId,
              target.ExcludePowerGeneration,
            );
            return (
              <TargetCard
                key={target.ProjectTargetId}
                target={target}
                state={stateOf(i)}
                to={to}
                onPaymentNeeded={setUnlockTo}
              />
            );
          })}
        </Box>
      )}
      <Suspense fallback={<Box sx={{ minHeight: 36.5 }} />}>
        <ResultsActions structureId={structureId} summary={summary} onSubmit={submit} />
      </Suspense>
      {unlockTo !== null ? (
        <Suspense fallback={null}>
          <UnlockDialog
            open
            structureId={structureId}
            destination={unlockTo}
            onClose={() => setUnlockTo(null)}
            onPaid={(refreshed) => {
              const to = unlockTo;
              setUnlockTo(null);
              void refreshed.then(() => {
                if (to !== screens.designResults.href(structureId)) void navigate(to);
              });
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
