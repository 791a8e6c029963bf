// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { createQueryClient } from '../lib/query-client';
import { InfiniteList } from './infinite-list';
import { nextPageStart, useInfiniteList } from './use-infinite-list';

/** A controllable IntersectionObserver: `reveal()` reports the sentinel as visible. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe = vi.fn();
  disconnect = vi.fn(() => {
    FakeObserver.instances = FakeObserver.instances.filter((o) => o !== this);
  });
  unobserve = vi.fn();
  takeRecords = () => [];
  reveal() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

function List({ fetchPage }: { fetchPage: (start: number, count: number) => Promise<number[]> }) {
  const list = useInfiniteList<number>({
    queryKey: ['numbers'],
    fetchPage: (start, count) => fetchPage(start, count),
  });
  return (
    <InfiniteList
      list={list}
      label="Numbers"
      emptyText="Nothing here"
      getKey={(n) => n}
      renderItem={(n) => <span>{`item ${n}`}</span>}
    />
  );
}

function renderList(fetchPage: (start: number, count: number) => Promise<number[]>) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <List fetchPage={fetchPage} />
    </QueryClientProvider>,
  );
}

const range = (start: number, count: number) => Array.from({ length: count }, (_, i) => start + i);

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('nextPageStart', () => {
  it('continues after a full page and stops after a short one', () => {
    expect(nextPageStart(range(0, 10), [range(0, 10)], 10)).toBe(10);
    expect(nextPageStart(range(10, 10), [range(0, 10), range(10, 10)], 10)).toBe(20);
    expect(
      nextPageStart(range(20, 3), [range(0, 10), range(10, 10), range(20, 3)], 10),
    ).toBeUndefined();
    expect(nextPageStart([], [[]], 10)).toBeUndefined();
  });
});

describe('InfiniteList', () => {
  it('loads 10 at a time when the end of the list comes into view, until a short page', async () => {
    const fetchPage = vi.fn((start: number, count: number) =>
      Promise.resolve(start < 20 ? range(start, count) : range(start, 4)),
    );
    renderList(fetchPage);
    expect(await screen.findByText('item 9')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledWith(0, 10);

    await act(async () => FakeObserver.instances.at(-1)?.reveal());
    expect(await screen.findByText('item 19')).toBeTruthy();
    await act(async () => FakeObserver.instances.at(-1)?.reveal());
    expect(await screen.findByText('item 23')).toBeTruthy();
    expect(fetchPage.mock.calls).toEqual([
      [0, 10],
      [10, 10],
      [20, 10],
    ]);
    expect(FakeObserver.instances).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(24);
  });

  it('shows the empty text', async () => {
    renderList(() => Promise.resolve([]));
    expect(await screen.findByText('Nothing here')).toBeTruthy();
  });

  it('shows the error message with Retry', async () => {
    renderList(() =>
      Promise.reject(
        new ApiError({
          status: 400,
          code: 'bad_request',
          message: 'The list could not be loaded.',
        }),
      ),
    );
    expect(await screen.findByText('The list could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
