// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { getStructureDrawerSetting } from '@circa/contract/design.routes';
import { apiQuery, lazyApiQuery } from './api-query';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('lazyApiQuery', () => {
  it('has the key apiQuery makes and calls the route once its module has loaded', async () => {
    const input = { structureId: 5 };
    const load = vi.fn(async () => getStructureDrawerSetting);
    const lazy = lazyApiQuery<typeof getStructureDrawerSetting>(
      'getStructureDrawerSetting',
      load,
      input,
    );
    expect(lazy.queryKey).toEqual(apiQuery(getStructureDrawerSetting, input).queryKey);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ Data: { bad: 'answer' } }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    // the answer is checked against the loaded route's schema, as apiQuery's is
    await expect(new QueryClient().fetchQuery(lazy)).rejects.toMatchObject({
      code: 'invalid_response',
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/getStructureDrawerSetting?structureId=5',
    );
  });
});
