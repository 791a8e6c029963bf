// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkBuild } from './build-check';

const deleted: string[] = [];

beforeEach(() => {
  sessionStorage.clear();
  deleted.length = 0;
  vi.stubGlobal('caches', {
    keys: () => Promise.resolve(['workbox-precache-v2', 'runtime']),
    delete: (key: string) => {
      deleted.push(key);
      return Promise.resolve(true);
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serveBuild(build: string) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify({ version: '5.16.0', build }), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('checkBuild', () => {
  it('fetches /meta.json past the caches and does nothing when the builds match', async () => {
    const fetchMock = serveBuild('b1');
    const reload = vi.fn();
    await expect(checkBuild('b1', reload)).resolves.toBe(false);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/meta\.json\?t=\d+$/);
    expect(init.cache).toBe('no-store');
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears every cache and reloads on a mismatch, once per server build', async () => {
    serveBuild('b2');
    const reload = vi.fn();
    await expect(checkBuild('b1', reload)).resolves.toBe(true);
    expect(deleted).toEqual(['workbox-precache-v2', 'runtime']);
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(checkBuild('b1', reload)).resolves.toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('only logs when the meta file cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('nope', { status: 503 }))),
    );
    const reload = vi.fn();
    await expect(checkBuild('b1', reload)).resolves.toBe(false);
    expect(error).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('never runs in development builds', async () => {
    const fetchMock = serveBuild('b2');
    await expect(checkBuild('dev', vi.fn())).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
