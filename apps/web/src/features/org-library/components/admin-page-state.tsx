import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/api-error';
import { ErrorAlert } from '../../../ui/error-alert';
import { QueryState } from '../../../ui/query-state';

/**
 * The first load of an admin's screen: as QueryState, and a member who is not an admin reads the
 * server's refusal (403) without a Retry that could not help.
 */
export function AdminPageState<T>({
  query,
  label,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && isApiError(query.error, 'forbidden'))
    return <ErrorAlert error={query.error} sx={{ maxWidth: 960, mx: 'auto' }} />;
  return (
    <QueryState query={query} label={label}>
      {children}
    </QueryState>
  );
}
