// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserProfile, login, updateUserImage } from '@circa/contract/identity.routes';
import { featureDesigns } from '@circa/contract/builds.routes';
import { logout } from '@circa/contract/identity.routes';
import { messages } from '@circa/contract/messages';
import { callApi, parseRetryAfter } from './api-client';
import { ApiError } from './api-error';
import { getToken, setToken } from './token-store';

const user = {
  Id: 7,
  Username: 'ada@example.com',
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Company: 'Analytical',
  Address: '1 Engine St',
  Phone: '0400 000 000',
  ImageIcon: null,
  IsEmailVerified: true,
};

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init = {}] = call;
  return { url: String(url), init, headers: new Headers(init.headers) };
}

describe('callApi requests', () => {
  it('posts JSON to /api + the canonical path, with defaults applied', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ Data: user, Token: 'tok' }));
    await callApi(login, { username: ' ada@example.com ', password: 'pw' });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/Shared/Login');
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({
      username: 'ada@example.com',
      password: 'pw',
      rememberMe: true,
    });
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends GET query parameters and the bearer token when one is stored', async () => {
    setToken('secret-token');
    fetchMock.mockResolvedValue(jsonResponse({ Data: [] }));
    await callApi(featureDesigns, { start: 20, numberOf: 10 });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/featuredesigns?start=20&numberOf=10');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends files of multipart calls as FormData under their field name', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ Data: { ImageIcon: '/files/u/7.png' } }));
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    const result = await callApi(updateUserImage, {}, { files: { image: file } });
    const { init, headers } = lastRequest();
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('image')).toBeInstanceOf(File);
    expect(headers.has('Content-Type')).toBe(false);
    expect(result).toEqual({ ImageIcon: '/files/u/7.png' });
  });

  it('rejects invalid input before calling the server, with the spec message', async () => {
    const error = await callApi(login, { username: 'not-an-email', password: 'x' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(messages.invalidEmail);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('callApi responses', () => {
  it('unwraps Data for data envelopes', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ Data: user }));
    await expect(callApi(getUserProfile, {})).resolves.toEqual(user);
  });

  it('returns the whole body for raw envelopes', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ Data: user, Token: 'tok' }));
    await expect(callApi(login, { username: 'ada@example.com', password: 'pw' })).resolves.toEqual({
      Data: user,
      Token: 'tok',
    });
  });

  it('treats a body without Data, or one that breaks the contract, as an invalid response', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ user }));
    const missing = await callApi(getUserProfile, {}).catch((e: unknown) => e);
    expect(missing).toMatchObject({
      code: 'invalid_response',
      message: messages.invalidServerResponse,
    });

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(jsonResponse({ Token: 'tok' }));
    const raw = await callApi(login, { username: 'ada@example.com', password: 'pw' }).catch(
      (e: unknown) => e,
    );
    expect(raw).toMatchObject({
      code: 'invalid_response',
      message: messages.invalidServerResponse,
    });
  });

  it('throws ApiError with the server code, message and details', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          code: 'validation_failed',
          message: 'Fix it',
          details: [{ path: ['username'], message: 'bad' }],
        },
        400,
      ),
    );
    const error = (await callApi(login, { username: 'ada@example.com', password: 'pw' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Fix it');
    expect(error.details).toEqual([{ path: ['username'], message: 'bad' }]);
  });

  it('reads Retry-After on 429', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          code: 'too_many_requests',
          message: 'Too many attempts. Please wait 15 minutes and try again.',
        },
        429,
        { 'Retry-After': '900' },
      ),
    );
    const error = (await callApi(login, { username: 'ada@example.com', password: 'pw' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.code).toBe('too_many_requests');
    expect(error.retryAfterSeconds).toBe(900);
    expect(error.message).toContain('15 minutes');
  });

  it('clears the session on 401 from a user route only', async () => {
    setToken('old');
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ code: 'invalid_credentials', message: 'No' }, 401),
    );
    await callApi(login, { username: 'ada@example.com', password: 'pw' }).catch(() => undefined);
    expect(getToken()).toBe('old');

    fetchMock.mockResolvedValueOnce(
      jsonResponse({ code: 'unauthenticated', message: 'Sign in' }, 401),
    );
    await callApi(getUserProfile, {}).catch(() => undefined);
    expect(getToken()).toBeNull();
  });

  it('reports a network failure as a network ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi(logout, {})).rejects.toMatchObject({ code: 'network', status: 0 });
  });

  it('uses the status text when the error body is not the contract shape', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(callApi(logout, {})).rejects.toMatchObject({
      status: 502,
      code: 'internal',
      message: 'Bad Gateway',
    });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(new Date(61_000).toUTCString(), 0)).toBe(61);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
