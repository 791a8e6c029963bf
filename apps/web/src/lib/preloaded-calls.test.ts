// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { featureDesigns } from '@circa/contract/builds.routes';
import { logout } from '@circa/contract/identity.routes';
import { callApi } from './api-client';
import { dropPreloaded, preloadedAnswer, takePreloaded } from './preloaded-calls';
import { setToken } from './token-store';

const page = '/api/featuredesigns?start=0&numberOf=10';
const answer = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
  );
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  delete window.__circaPreloaded;
  vi.unstubAllGlobals();
});

describe('takePreloaded', () => {
  it('hands an answer once, for its token, while the page is young', () => {
    const started = answer({ Data: [] });
    window.__circaPreloaded = { token: 't1', at: 1000, calls: { [page]: started } };
    expect(takePreloaded(page, 't2', 1500)).toBeNull();
    window.__circaPreloaded.calls[page] = started;
    expect(takePreloaded(page, 't1', 1000 + 21_000)).toBeNull();
    window.__circaPreloaded.calls[page] = started;
    expect(takePreloaded(page, 't1', 1500)).toBe(started);
    expect(takePreloaded(page, 't1', 1500)).toBeNull();
  });

  it('answers null when no script ran or after the answers were dropped', () => {
    expect(takePreloaded(page, null)).toBeNull();
    window.__circaPreloaded = { token: null, at: Date.now(), calls: { [page]: answer({}) } };
    dropPreloaded();
    expect(takePreloaded(page, null)).toBeNull();
  });
});

describe('preloadedAnswer', () => {
  it('waits for the calls the script starts later, then hands them over', async () => {
    const url = '/api/results?structureId=2&indicatorId=4&summaryOnly=true';
    const ask = vi.fn(() => answer({ asked: true }));
    let calledIndicators = () => undefined as void;
    const state = {
      token: 't',
      at: Date.now(),
      calls: {} as Record<string, Promise<Response> | undefined>,
      later: {
        prefix: '/api/results?structureId=2&',
        done: new Promise<void>((resolve) => (calledIndicators = resolve)),
      },
    };
    window.__circaPreloaded = state;
    const taken = preloadedAnswer(url, 't', ask);
    state.calls[url] = answer({ preloaded: true });
    calledIndicators();
    await expect((await taken!).json()).resolves.toEqual({ preloaded: true });
    // not started by the script: asked once it is clear it will not be
    const other = '/api/results?structureId=2&indicatorId=9&summaryOnly=true';
    await expect((await preloadedAnswer(other, 't', ask)!).json()).resolves.toEqual({
      asked: true,
    });
    // another lot's results are not waited for
    expect(preloadedAnswer('/api/results?structureId=3&indicatorId=4', 't', ask)).toBeNull();
  });
});

describe('callApi with preloaded answers', () => {
  it('reads a preloaded GET instead of asking again, and parses it as usual', async () => {
    setToken('tok');
    window.__circaPreloaded = {
      token: 'tok',
      at: Date.now(),
      calls: { [page]: answer({ Data: [] }) },
    };
    await expect(callApi(featureDesigns, { start: 0, numberOf: 10 })).resolves.toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(await answer({ Data: [] }));
    await callApi(featureDesigns, { start: 0, numberOf: 10 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the server itself once the app has written something', async () => {
    setToken('tok');
    window.__circaPreloaded = {
      token: 'tok',
      at: Date.now(),
      calls: { [page]: answer({ Data: [] }) },
    };
    fetchMock.mockImplementation(() => answer({ Data: true }));
    await callApi(logout, {}).catch(() => undefined);
    fetchMock.mockImplementation(() => answer({ Data: [] }));
    await callApi(featureDesigns, { start: 0, numberOf: 10 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1]![0])).toBe(page);
  });
});
