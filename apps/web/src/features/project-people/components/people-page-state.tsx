import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/api-error';
import { ErrorAlert } from '../../../ui/error-alert';
import { QueryState } from '../../../ui/query-state';

/**
 * The first load of a development's people screen: as QueryState (another organisation's or an
 * unknown development is the not-found page), and a member who does not manage the development
 * reads the server's refusal (403) without a Retry that could not help.
 */
export function PeoplePageState<T>({
  query,
  label,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && isApiError(query.error, 'forbidden'))
    return <ErrorAlert error={query.error} />;
  return (
    <QueryState query={query} label={label}>
      {children}
    </QueryState>
  );
}
