import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { errorMessage, isApiError } from '../../lib/api-error';
import { ErrorAlert } from '../../ui/error-alert';
import { NotFoundPage } from '../../ui/not-found-page';
import { PageSpinner } from '../../ui/page-spinner';

/** Document 2 §2 "Analysis": the texts of the design analysis, used for the portfolio too. */
const SMALL_SCREEN_TEXT = 'Analysis is only available on Desktop and Widescreen capable devices';
const LOADING_TEXT = 'Preparing analysis platform...';

/** The analysis screens on desktop and wider only: below `md`, the note instead of `children`. */
export function DesktopOnlyAnalysis({ children }: { children: ReactNode }) {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (!isSmall) return children;
  return (
    <Alert severity="info" sx={{ m: 2 }}>
      {SMALL_SCREEN_TEXT}
    </Alert>
  );
}

/** The analysis's first load under way. */
export function AnalysisPreparing() {
  return <PageSpinner label={LOADING_TEXT} showLabel />;
}

/**
 * The analysis's first load failed: not found as the not-found page, a refusal as its message,
 * anything else under `title` with the error and Retry.
 */
export function AnalysisLoadFailure({
  error,
  title,
  onRetry,
}: {
  error: unknown;
  title: string;
  onRetry: () => void;
}) {
  if (isApiError(error, 'not_found')) return <NotFoundPage />;
  if (isApiError(error, 'forbidden')) return <ErrorAlert error={error} sx={{ m: 2 }} />;
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {errorMessage(error)}
    </Alert>
  );
}
