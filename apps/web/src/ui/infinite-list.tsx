import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ErrorAlert } from './error-alert';
import { InlineSpinner, PageSpinner } from './page-spinner';
import type { InfiniteListState } from './use-infinite-list';
import { EmptyListStatus } from './empty-list-status';

export interface InfiniteListProps<T> {
  list: InfiniteListState<T>;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string | number;
  /** Accessible name of the list, e.g. 'Featured Designs'. */
  label: string;
  emptyText: string;
  /** `grid` (the default): cards side by side; `column`: one item a row (messages). */
  layout?: 'grid' | 'column';
}

function canObserve(): boolean {
  return typeof window !== 'undefined' && 'IntersectionObserver' in window;
}

/**
 * Scroll list: renders the loaded items and loads the next page when a sentinel below the last
 * item comes into view (IntersectionObserver). Shows the loading, empty and error states; a
 * "Load more" button stands in where the observer is unavailable.
 */
export function InfiniteList<T>({
  list,
  renderItem,
  getKey,
  label,
  emptyText,
  layout = 'grid',
}: InfiniteListProps<T>) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canObserve() || !hasNextPage || isFetchingNextPage || isFetchNextPageError)
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (list.isPending) return <PageSpinner label={`Loading ${label}`} />;
  if (list.isError && list.items.length === 0) {
    return (
      <Box sx={{ py: 2 }}>
        <ErrorAlert
          error={list.error}
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              Retry
            </Button>
          }
        />
      </Box>
    );
  }
  if (list.items.length === 0) {
    return <EmptyListStatus>{emptyText}</EmptyListStatus>;
  }

  return (
    <Box>
      <Box
        component="ul"
        aria-label={label}
        aria-busy={isFetchingNextPage}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns:
            layout === 'grid' ? 'repeat(auto-fill, minmax(260px, 1fr))' : 'minmax(0, 1fr)',
        }}
      >
        {list.items.map((item) => (
          <Box component="li" key={getKey(item)} sx={{ minWidth: 0 }}>
            {renderItem(item)}
          </Box>
        ))}
      </Box>
      <Box ref={sentinel} data-testid="list-sentinel" sx={{ height: 1 }} />
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }} aria-live="polite">
        {isFetchingNextPage ? <InlineSpinner label={`Loading more ${label}`} /> : null}
        {isFetchNextPageError ? (
          <ErrorAlert
            error={list.error}
            action={
              <Button color="inherit" size="small" onClick={() => void fetchNextPage()}>
                Retry
              </Button>
            }
          />
        ) : null}
        {!canObserve() && hasNextPage && !isFetchingNextPage && !isFetchNextPageError ? (
          <Button onClick={() => void fetchNextPage()}>Load more</Button>
        ) : null}
      </Box>
    </Box>
  );
}
