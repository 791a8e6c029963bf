// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { getAvailableIndicators } from '@circa/contract/customise.routes';
import { callEarly, earlyApiQuery, isJustTakenAnswer } from './early-calls';
import { setToken } from './token-store';

const indicators = [{ Id: 1, Description: 'Global warming potential', IsDisabled: false }];
const answer = () =>
  new Response(JSON.stringify({ Data: indicators }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
const fetchMock = vi.fn<typeof fetch>();
const input = { structureId: 21 };
const fetchQuery = (client: QueryClient) =>
  client.fetchQuery({ ...earlyApiQuery(getAvailableIndicators, input), staleTime: 0 });

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('early calls', () => {
  it('start nothing without a stored token', () => {
    expect(callEarly(getAvailableIndicators, input)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answer the first fetch of the same query once, then the query asks again', async () => {
    setToken('token-a');
    callEarly(getAvailableIndicators, input);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const client = new QueryClient();
    expect(await fetchQuery(client)).toEqual(indicators);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await fetchQuery(client)).toEqual(indicators);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are the initial data of the query once in, once; a later fetch asks the server', async () => {
    setToken('token-a');
    const early = callEarly(getAvailableIndicators, input);
    const initialData = earlyApiQuery(getAvailableIndicators, input).initialData as () => unknown;
    expect(initialData()).toBeUndefined();
    await early;
    await Promise.resolve();
    const taken = initialData();
    expect(taken).toEqual(indicators);
    expect(isJustTakenAnswer(taken)).toBe(true);
    expect(isJustTakenAnswer(indicators)).toBe(false);
    expect(initialData()).toBeUndefined();
    expect(await fetchQuery(new QueryClient())).toEqual(indicators);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are not the initial data with another token', async () => {
    setToken('token-a');
    await callEarly(getAvailableIndicators, input);
    await Promise.resolve();
    setToken('token-b');
    const initialData = earlyApiQuery(getAvailableIndicators, input).initialData as () => unknown;
    expect(initialData()).toBeUndefined();
  });

  it('are not used with another token, nor for another input', async () => {
    setToken('token-a');
    callEarly(getAvailableIndicators, input);
    callEarly(getAvailableIndicators, { structureId: 22 });
    setToken('token-b');
    await fetchQuery(new QueryClient());
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('are asked again when the early call failed', async () => {
    setToken('token-a');
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    callEarly(getAvailableIndicators, input);
    expect(await fetchQuery(new QueryClient())).toEqual(indicators);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
