import { errorBodySchema } from '@circa/contract/errors';
import type { ErrorBody } from '@circa/contract/errors';
import type { RouteDescriptor, RouteResponse } from '@circa/contract/route';
import { routeUrl } from '@circa/contract/route-url';
import type { RouteInput } from '@circa/contract/route-url';
import type { LightMyRequestResponse } from 'fastify';

export type { RouteInput };

/**
 * The answer of a route called through {@link callRoute}: on a 2xx status its payload (inside
 * `Data` for `data` envelopes) parsed by the route's response schema; otherwise the error body.
 * `response` is the raw injected response, for headers.
 */
export type RouteResult<R extends RouteDescriptor> =
  | { ok: true; status: number; data: RouteResponse<R>; response: LightMyRequestResponse }
  | { ok: false; status: number; error: ErrorBody; response: LightMyRequestResponse };

/** Extra choices of a route call. */
export interface RouteCallOptions<R extends RouteDescriptor> {
  /** One of the route's aliases (default: its canonical first path). */
  path?: R['paths'][number];
}

/**
 * The method, URL (under `/api`) and JSON payload of a call, built from the descriptor as the
 * web's client builds them (`routeUrl` of the contract). Multipart routes are not supported
 * (build the form with `multipart-form.ts` and use `app.inject`).
 */
export function routeRequest<R extends RouteDescriptor>(
  route: R,
  input: RouteInput<R>,
  path: string = route.paths[0],
): { method: R['method']; url: string; payload: unknown } {
  if (route.requestKind === 'multipart')
    throw new Error(`${route.id} is multipart: build the form and use app.inject`);
  return {
    method: route.method,
    url: routeUrl(route, input, '/api', path),
    payload: route.requestKind === 'json' ? input : undefined,
  };
}

function readJson(response: LightMyRequestResponse): unknown {
  return response.body === '' ? undefined : (response.json() as unknown);
}

/**
 * Reads an injected response as the route's contract says: the payload parsed by its response
 * schema on a 2xx, the error body otherwise. A body that breaks the contract throws, naming the
 * route, so a test fails where the server drifted from the contract.
 */
export function readRouteResponse<R extends RouteDescriptor>(
  route: R,
  response: LightMyRequestResponse,
): RouteResult<R> {
  const status = response.statusCode;
  const body = readJson(response);
  if (status >= 200 && status < 300) {
    const payload =
      route.envelope === 'data' ? (body as { Data?: unknown } | undefined)?.Data : body;
    const parsed = route.response.safeParse(payload);
    if (!parsed.success) {
      throw new Error(
        `${route.id} answered ${status} with a body its response schema refuses: ${response.body}\n${parsed.error.message}`,
      );
    }
    return { ok: true, status, data: parsed.data as RouteResponse<R>, response };
  }
  const error = errorBodySchema.safeParse(body);
  if (!error.success) {
    throw new Error(
      `${route.id} answered ${status} with a body that is not an error body: ${response.body}`,
    );
  }
  return { ok: false, status, error: error.data, response };
}

/** The `call` of a test app: a JSON call that runs the jobs it queued before returning. */
export type InjectCall = (
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  token?: string,
) => Promise<LightMyRequestResponse>;

/** Calls a route by its descriptor through `call` and reads the answer by its contract. */
export async function callRoute<R extends RouteDescriptor>(
  call: InjectCall,
  route: R,
  input: RouteInput<R>,
  token?: string,
  options: RouteCallOptions<R> = {},
): Promise<RouteResult<R>> {
  const { method, url, payload } = routeRequest(route, input, options.path);
  return readRouteResponse(route, await call(method, url, payload, token));
}

/** Like {@link callRoute}, answering the payload; a non-2xx answer throws with its status and body. */
export async function callRouteData<R extends RouteDescriptor>(
  call: InjectCall,
  route: R,
  input: RouteInput<R>,
  token?: string,
  options: RouteCallOptions<R> = {},
): Promise<RouteResponse<R>> {
  const result = await callRoute(call, route, input, token, options);
  if (!result.ok) {
    throw new Error(`${route.id} answered ${result.status}: ${result.response.body}`);
  }
  return result.data;
}
