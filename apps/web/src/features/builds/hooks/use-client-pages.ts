import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { nextPageStart, scrollPageSize } from '../../../ui/use-infinite-list';

/**
 * A scroll list over a list the server answers whole: `load` gives the full (filtered) list and
 * pages of 10 are shown as the user scrolls (document 1 §4). While a new search or filter is
 * applied the previous items stay on screen.
 */
export function useClientPages<T>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<readonly T[]>,
  pageSize = scrollPageSize,
) {
  const query = useInfiniteQuery({
    queryKey: [...queryKey, { pageSize }],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      (await load(signal)).slice(pageParam, pageParam + pageSize),
    getNextPageParam: (lastPage, allPages) => nextPageStart(lastPage, allPages, pageSize),
    placeholderData: keepPreviousData,
  });
  const items = query.data?.pages.flat() ?? [];
  return { ...query, items };
}
