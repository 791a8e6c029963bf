import type {
  Query,
  QueryClient,
  UseMutationOptions,
  UseMutationResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteDescriptor } from '@circa/contract/route';

/**
 * Writes declare the reads they make stale, by the contract's route descriptors (apps/web/README.md
 * "Writes and the cache"). A read's cache key starts with `['api', route.id]` (`apiQuery`), so a
 * descriptor marks every cached answer of that call, whatever its input.
 */

/**
 * Every cached read. Only for writes that change what the user may see or has paid for across
 * many screens (using credits, card payment, submitting); say why where it is used.
 */
export const everyRead = 'every read' as const;

export type Reads = readonly RouteDescriptor[] | typeof everyRead;

/**
 * `active` refetches the reads on screen now; `none` only marks them stale (for writes after which
 * the page is left, or when the screen already holds the answer).
 */
export type Refetch = 'active' | 'none';

/** A read on screen whose first request is under way (a refetch of one with data replaces itself). */
const isFirstRequest = (query: Query): boolean =>
  query.state.data === undefined && query.state.fetchStatus === 'fetching';

/**
 * Marks the given reads stale (and refetches those on screen unless `refetch` is `none`). A read
 * whose first request is still under way may have been answered before the write: TanStack
 * Query would let a refetch join that request, so it is cancelled first and asked again.
 */
export async function invalidateReads(
  queryClient: QueryClient,
  reads: Reads,
  refetch: Refetch = 'active',
): Promise<void> {
  const keys =
    reads === everyRead
      ? [['api']]
      : [...new Set(reads.map((route) => route.id))].map((id) => ['api', id]);
  await Promise.all(
    keys.map(async (queryKey) => {
      if (refetch === 'active')
        await queryClient.cancelQueries({ queryKey, type: 'active', predicate: isFirstRequest });
      await queryClient.invalidateQueries({ queryKey, refetchType: refetch });
    }),
  );
}

/** `invalidateReads` bound to the app's query client, for writes that are not mutations (autosave). */
export function useInvalidateReads(): (reads: Reads, refetch?: Refetch) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (reads: Reads, refetch?: Refetch) => invalidateReads(queryClient, reads, refetch),
    [queryClient],
  );
}

export interface ApiMutationOptions<TData, TVariables> extends Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
> {
  /** The write: one or more calls of the typed client (`callApi`). */
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The reads this write makes stale; a function when they depend on the answer. */
  invalidates: Reads | ((data: TData, variables: TVariables) => Reads);
  refetch?: Refetch;
  /**
   * `success` (the default) invalidates after the write succeeded; `settled` also after it failed
   * (when a failed write may still have changed something).
   */
  after?: 'success' | 'settled';
}

/**
 * A mutation of the API that declares what it invalidates. The invalidation runs before the
 * caller's own `onSuccess`/`onSettled`, and the mutation settles once it is done.
 */
export function useApiMutation<TData, TVariables = void>({
  invalidates,
  refetch = 'active',
  after = 'success',
  onSuccess,
  onSettled,
  ...options
}: ApiMutationOptions<TData, TVariables>): UseMutationResult<TData, Error, TVariables> {
  const queryClient = useQueryClient();
  const readsOf = (data: TData, variables: TVariables): Reads =>
    typeof invalidates === 'function' ? invalidates(data, variables) : invalidates;
  return useMutation<TData, Error, TVariables>({
    ...options,
    onSuccess: async (data, variables, ...rest) => {
      if (after === 'success')
        await invalidateReads(queryClient, readsOf(data, variables), refetch);
      await onSuccess?.(data, variables, ...rest);
    },
    onSettled: async (data, error, variables, ...rest) => {
      if (after === 'settled') {
        // after a failure there is no answer to choose by: a function declares nothing then
        const reads =
          typeof invalidates === 'function'
            ? data === undefined
              ? []
              : readsOf(data, variables)
            : invalidates;
        await invalidateReads(queryClient, reads, refetch);
      }
      await onSettled?.(data, error, variables, ...rest);
    },
  });
}
