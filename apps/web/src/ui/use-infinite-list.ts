import { useInfiniteQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';

/** Page size of scroll lists (document 1 §9). */
export const scrollPageSize = 10;

/**
 * The offset of the next page, or undefined when the list has ended: a page shorter than the
 * page size ends it (document 1 §2.4, §4).
 */
export function nextPageStart<T>(
  lastPage: readonly T[],
  allPages: readonly (readonly T[])[],
  pageSize: number,
): number | undefined {
  if (lastPage.length < pageSize) return undefined;
  return allPages.reduce((count, page) => count + page.length, 0);
}

export interface InfiniteListOptions<T> {
  queryKey: QueryKey;
  /** Loads `count` items from offset `start`. */
  fetchPage: (start: number, count: number, signal: AbortSignal) => Promise<T[]>;
  pageSize?: number;
  enabled?: boolean;
}

/** A scroll list that loads `pageSize` items at a time (TanStack infinite query). */
export function useInfiniteList<T>({
  queryKey,
  fetchPage,
  pageSize = scrollPageSize,
  enabled = true,
}: InfiniteListOptions<T>) {
  const query = useInfiniteQuery({
    queryKey: [...queryKey, { pageSize }],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, pageSize, signal),
    getNextPageParam: (lastPage, allPages) => nextPageStart(lastPage, allPages, pageSize),
    enabled,
  });
  const items = query.data?.pages.flat() ?? [];
  return { ...query, items };
}

/** What `InfiniteList` needs from `useInfiniteList`. */
export type InfiniteListState<T> = Pick<
  ReturnType<typeof useInfiniteList<T>>,
  | 'items'
  | 'isPending'
  | 'isError'
  | 'error'
  | 'hasNextPage'
  | 'isFetchingNextPage'
  | 'isFetchNextPageError'
  | 'fetchNextPage'
  | 'refetch'
>;
