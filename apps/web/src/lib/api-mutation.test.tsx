// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getLot, getStructureDrawerSetting } from '@circa/contract/design.routes';
import { lots } from '@circa/contract/lots.routes';
import { everyRead, useApiMutation } from './api-mutation';
import { apiQueryKey } from './api-query';

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(apiQueryKey(getLot, { structureId: 1 }), { a: 1 });
  client.setQueryData(apiQueryKey(getLot, { structureId: 2 }), { a: 2 });
  client.setQueryData(apiQueryKey(lots, { projectId: 1, showArchivedLots: false }), []);
  client.setQueryData(apiQueryKey(getStructureDrawerSetting, { structureId: 1 }), {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const stale = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[1])
      .sort();
  return { wrapper, stale };
}

describe('useApiMutation', () => {
  it('marks stale every answer of the declared reads, and nothing else', async () => {
    const { wrapper, stale } = setup();
    const { result } = renderHook(
      () => useApiMutation({ mutationFn: async () => 1, invalidates: [getLot, lots] }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync());
    expect(stale()).toEqual(['getLot', 'getLot', 'lots']);
  });

  it('declares nothing after a failure unless asked to invalidate when settled', async () => {
    const { wrapper, stale } = setup();
    const failing = async () => {
      throw new Error('no');
    };
    const { result } = renderHook(
      () => ({
        onSuccess: useApiMutation({ mutationFn: failing, invalidates: [lots] }),
        settled: useApiMutation({ mutationFn: failing, invalidates: [getLot], after: 'settled' }),
      }),
      { wrapper },
    );
    await act(() => result.current.onSuccess.mutateAsync().catch(() => undefined));
    expect(stale()).toEqual([]);
    await act(() => result.current.settled.mutateAsync().catch(() => undefined));
    expect(stale()).toEqual(['getLot', 'getLot']);
  });

  it('chooses its reads by the answer, or marks every read', async () => {
    const { wrapper, stale } = setup();
    const { result } = renderHook(
      () => ({
        chosen: useApiMutation({
          mutationFn: async (n: number) => n,
          invalidates: (n) => (n > 0 ? [lots] : []),
        }),
        all: useApiMutation({ mutationFn: async () => 0, invalidates: everyRead }),
      }),
      { wrapper },
    );
    await act(() => result.current.chosen.mutateAsync(0));
    expect(stale()).toEqual([]);
    await act(() => result.current.chosen.mutateAsync(1));
    expect(stale()).toEqual(['lots']);
    await act(() => result.current.all.mutateAsync());
    expect(stale()).toHaveLength(4);
  });

  it('does not keep an answer whose request was under way when the write ended', async () => {
    // the first request reads before the write and answers after it: it must not be the last word
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    let stored = 'before the write';
    let answerFirst = () => {};
    let requests = 0;
    const queryFn = () => {
      const read = stored;
      requests += 1;
      if (requests > 1) return Promise.resolve(read);
      return new Promise<string>((resolve) => (answerFirst = () => resolve(read)));
    };
    const key = apiQueryKey(lots, { projectId: 1, showArchivedLots: false });
    const { result } = renderHook(
      () => ({
        read: useQuery({ queryKey: key, queryFn }),
        write: useApiMutation({
          mutationFn: async () => {
            stored = 'after the write';
          },
          invalidates: [lots],
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(requests).toBe(1));
    let written: Promise<void> = Promise.resolve();
    act(() => {
      written = result.current.write.mutateAsync();
    });
    await waitFor(() => expect(stored).toBe('after the write'));
    await act(async () => {
      answerFirst();
      await written;
    });
    await waitFor(() => expect(result.current.read.data).toBe('after the write'));
  });
});
