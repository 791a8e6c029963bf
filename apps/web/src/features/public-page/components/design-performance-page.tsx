import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useParams } from 'react-router';
import { fromBase36DesignId } from '@circa/contract/design-link';
import type { DesignPerformance } from '@circa/contract/public-page.schema';
import { accessDeniedText } from '@circa/contract/public-page.schema';
import { isApiError } from '../../../lib/api-error';
import { rememberTarget } from '../../../lib/return-to';
import { screens } from '../../../config/screens';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadError } from '../../../ui/load-error';
import { NotFoundPage } from '../../../ui/not-found-page';
import { PageSpinner } from '../../../ui/page-spinner';
import { useDesignPerformance } from '../api/public-page-api';
import { ContributionSection } from './contribution-section';
import { LcaInformation } from './lca-information';
import { OverviewSection } from './overview-section';
import { PageFooter } from './page-footer';
import { PageSection } from './page-section';
import { PerformanceSummary } from './performance-summary';
import { StrategiesSection } from './strategies-section';
import { UnderReviewWatermark } from './under-review-watermark';
import { useWhenIdle } from '../../../lib/use-when-idle';

// the reports' code (and their calls) come once the page has loaded and the browser is idle,
// not with the page's first load
const PublicReports = lazy(() =>
  import('./public-reports').then((m) => ({ default: m.PublicReports })),
);

/** /feed/:id — a design's public performance page (document 2 §2); no sign-in needed. */
export function DesignPerformancePage() {
  const feedId = useParams().id ?? '';
  if (fromBase36DesignId(feedId) === null) return <NotFoundPage />;
  return <PublicDesign feedId={feedId.toLowerCase()} />;
}

/** 401: sign in, then come back here (document 2 §8). */
function SignInFirst() {
  const location = useLocation();
  rememberTarget(location.pathname);
  return <Navigate to={screens.login.href} replace />;
}

function PublicDesign({ feedId }: { feedId: string }) {
  const query = useDesignPerformance(feedId);
  if (query.isPending) return <PageSpinner label="Loading the design" />;
  if (query.isError) {
    const error = query.error;
    if (isApiError(error, 'unauthenticated')) return <SignInFirst />;
    if (isApiError(error, 'forbidden'))
      return <ErrorAlert message={accessDeniedText} sx={{ maxWidth: 720, mx: 'auto' }} />;
    return <LoadError error={error} onRetry={() => void query.refetch()} />;
  }
  return <Page page={query.data} />;
}

function Page({ page }: { page: DesignPerformance }) {
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', display: 'grid', gap: 2 }}>
      {page.IsSubmitted ? null : <UnderReviewWatermark />}
      <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>
        {page.DesignName}
      </Typography>
      <OverviewSection page={page} />
      <ContributionSection page={page} />
      <PerformanceSummary page={page} />
      <StrategiesSection strategies={page.Strategies} />
      <LcaInformation page={page} />
      <ReportsSection designId={page.DesignId} />
      <PageFooter />
    </Box>
  );
}

/** The section's rows' height while 'Generating', kept until their code arrives. */
const reportsSpace = <Box sx={{ minHeight: 92 }} />;

/** Reports (document 2 §4): drawn once the page has loaded, so nothing below moves meanwhile. */
function ReportsSection({ designId }: { designId: number }) {
  const isIdle = useWhenIdle();
  return (
    <PageSection title="Reports">
      {isIdle ? (
        <Suspense fallback={reportsSpace}>
          <PublicReports designId={designId} />
        </Suspense>
      ) : (
        reportsSpace
      )}
    </PageSection>
  );
}
