import type { SxProps, Theme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api-error';
import { ErrorAlert } from './error-alert';
import { QueryState } from './query-state';

/**
 * The first load of a screen only some members may use (an organisation's admin screens, a
 * development's people): as QueryState (another organisation's or an unknown id is the not-found
 * page), and a member the server refuses (403) reads its message without a Retry that could not
 * help.
 */
export function QueryStateWithRefusal<T>({
  query,
  label,
  refusalSx,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  /** Layout of the refusal message, for screens whose content is centred. */
  refusalSx?: SxProps<Theme>;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && isApiError(query.error, 'forbidden'))
    return <ErrorAlert error={query.error} sx={refusalSx} />;
  return (
    <QueryState query={query} label={label}>
      {children}
    </QueryState>
  );
}
