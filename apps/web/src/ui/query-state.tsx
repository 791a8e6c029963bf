import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api-error';
import { NotFoundPage } from './not-found-page';
import { ErrorAlert } from './error-alert';
import { PageSpinner } from './page-spinner';

/**
 * A page's first load: the spinner while pending, the 404 page when the server answers
 * not_found (the object does not exist or the caller may not see it), the error with Retry for
 * other failures, else `children(data)`.
 */
export function QueryState<T>({
  query,
  label,
  children,
}: {
  query: UseQueryResult<T>;
  /** What loads, for the spinner ('Loading {label}'). */
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageSpinner label={`Loading ${label}`} />;
  if (query.isError) {
    if (isApiError(query.error, 'not_found')) return <NotFoundPage />;
    return (
      <ErrorAlert
        error={query.error}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  return <>{children(query.data)}</>;
}
