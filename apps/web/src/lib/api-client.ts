import type { RouteDescriptor, RouteRequestInput, RouteResponse } from '@circa/contract/route';
import { routeUrl, toUrlText } from '@circa/contract/route-url';
import { errorBodySchema } from '@circa/contract/errors';
import { messages } from '@circa/contract/messages';
import { issueSummary } from '@circa/contract/issue-messages';
import { ApiError } from './api-error';
import { dropPreloaded, preloadedAnswer } from './preloaded-calls';
import { clearToken, getToken } from './token-store';

/** The API root: every route path of the contract is relative to it. */
export const apiBase = '/api';

/** Extra inputs of a call that are not part of the JSON payload. */
export interface CallOptions {
  /** Files of a multipart call, by field name (e.g. `{ image: file }`). */
  files?: Readonly<Record<string, Blob>>;
  /**
   * Extra text fields of a multipart call (e.g. `{ orgId: '3' }`), sent in order after the
   * payload's fields and before the files (the server reads fields before the file stream).
   */
  fields?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

const networkMessage = 'Could not reach the server. Check your connection and try again.';

/** Seconds from a Retry-After header (delta seconds or an HTTP date). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

function buildRequest(
  route: RouteDescriptor,
  payload: unknown,
  options: CallOptions,
): { url: string; init: RequestInit } {
  const url = routeUrl(route, payload, apiBase);
  const headers = new Headers({ Accept: 'application/json' });
  const init: RequestInit = { method: route.method, headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  const fields = (payload ?? {}) as Record<string, unknown>;

  switch (route.requestKind) {
    case 'json':
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(payload);
      break;
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined && value !== null) form.append(key, toUrlText(value));
      }
      for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
      for (const [key, file] of Object.entries(options.files ?? {})) form.append(key, file);
      init.body = form;
      break;
    }
    default:
      // query and path inputs are in the URL; none has no input
      break;
  }

  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { url, init };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function toApiError(route: RouteDescriptor, response: Response): Promise<ApiError> {
  if (response.status === 401 && route.access === 'user') clearToken();
  const parsed = errorBodySchema.safeParse(await readJson(response));
  const retryAfterSeconds =
    response.status === 429 ? parseRetryAfter(response.headers.get('Retry-After')) : undefined;
  if (parsed.success) {
    return new ApiError({
      status: response.status,
      code: parsed.data.code,
      message: parsed.data.message,
      details: parsed.data.details,
      retryAfterSeconds,
      statusText: response.statusText,
      hasServerMessage: true,
    });
  }
  return new ApiError({
    status: response.status,
    code:
      response.status === 429
        ? 'too_many_requests'
        : response.status === 401
          ? 'unauthenticated'
          : 'internal',
    message: response.statusText || `The server answered ${response.status}.`,
    retryAfterSeconds,
    statusText: response.statusText,
  });
}

/** The input parsed with the route's request schema, or an `ApiError` with its first issue. */
function validRequest<R extends RouteDescriptor>(route: R, input: RouteRequestInput<R>): unknown {
  const request = route.request.safeParse(input);
  if (request.success) return request.data;
  const details = request.error.issues.map((issue) => ({
    path: issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
    message: issue.message,
  }));
  const first = details[0];
  throw new ApiError({
    status: 0,
    code: 'validation_failed',
    message: first ? issueSummary(first.path, first.message) : 'The input is not valid.',
    details,
  });
}

/**
 * Calls a route that answers a file (a report's PDF) and returns the successful response for
 * its body and headers; the input is checked and a refusal thrown as by {@link callApi}.
 */
export async function callApiForFile<R extends RouteDescriptor>(
  route: R,
  input: RouteRequestInput<R>,
): Promise<Response> {
  const { url, init } = buildRequest(route, validRequest(route, input), {});
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new ApiError({ status: 0, code: 'network', message: networkMessage });
  }
  if (!response.ok) throw await toApiError(route, response);
  return response;
}

/**
 * Calls one route of the contract and returns its validated payload: the body's `Data` for
 * `data` envelopes, the whole body for `raw` ones. The input is parsed with the route's request
 * schema first (defaults, trimming, the spec's validation messages). Throws `ApiError`.
 */
export async function callApi<R extends RouteDescriptor>(
  route: R,
  input: RouteRequestInput<R>,
  options: CallOptions = {},
): Promise<RouteResponse<R>> {
  const { url, init } = buildRequest(route, validRequest(route, input), options);
  // a GET the page's preload script already started answers from there (once); a write first
  // drops those answers, so none from before a change is read after it
  const ask = () => fetch(url, init);
  const preloaded = route.method === 'GET' ? preloadedAnswer(url, getToken(), ask) : null;
  if (route.method !== 'GET') dropPreloaded();
  let response: Response;
  try {
    response = await (preloaded ?? ask());
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, code: 'network', message: networkMessage });
  }
  if (!response.ok) throw await toApiError(route, response);

  const body = await readJson(response);
  const hasData = typeof body === 'object' && body !== null && 'Data' in body;
  if (route.envelope === 'data' && !hasData) {
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: messages.invalidServerResponse,
    });
  }
  const payload = route.envelope === 'data' ? (body as { Data: unknown }).Data : body;
  const parsed = route.response.safeParse(payload);
  if (!parsed.success) {
    console.error(`Response of ${route.id} does not match the contract`, parsed.error.issues);
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: messages.invalidServerResponse,
    });
  }
  return parsed.data as RouteResponse<R>;
}
