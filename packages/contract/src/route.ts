import type { z } from 'zod';
// every call and form gets plain words for problems its schema left without a message
import './issue-messages';

/** HTTP methods used by the API. */
export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call a route: `public` (no token needed; a token is ignored), `user` (a valid session
 * token is required, otherwise 401 `unauthenticated`), `optional` (works either way; the handler
 * sees the user when a valid token is sent).
 */
export type RouteAccess = 'public' | 'user' | 'optional';

/**
 * How the response body is shaped. `data`: `{ "Data": <response> }` (the spec's envelope).
 * `raw`: the response schema is the whole body (the spec's Login response `{ Data, Token }`).
 */
export type EnvelopeKind = 'data' | 'raw';

/**
 * How the request arrives: JSON body, query string (GET), path parameters (`/lot/archiveStructure/:id`),
 * or a multipart upload.
 */
export type RequestKind = 'json' | 'query' | 'path' | 'multipart' | 'none';

/**
 * One call of the HTTP API, declared once and implemented by the server and called by the web
 * through the typed client. Paths are relative to `/api` and matched case-insensitively; `paths`
 * lists every alias the spec gives for the same call.
 */
export interface RouteDescriptor<
  TRequest extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
  TAccess extends RouteAccess = RouteAccess,
> {
  /** Stable operation id (used in OpenAPI and logs). */
  readonly id: string;
  readonly method: HttpMethod;
  /** First entry is canonical; the rest are aliases from the spec. */
  readonly paths: readonly [string, ...string[]];
  readonly access: TAccess;
  readonly requestKind: RequestKind;
  readonly request: TRequest;
  readonly response: TResponse;
  readonly envelope: EnvelopeKind;
  /** One-line description for the OpenAPI document. */
  readonly summary: string;
  /** Error codes this call may answer with, besides the generic ones. */
  readonly errors: readonly string[];
}

/** Declares a route with full type inference of request and response. */
export function defineRoute<
  TRequest extends z.ZodType,
  TResponse extends z.ZodType,
  TAccess extends RouteAccess,
>(
  route: RouteDescriptor<TRequest, TResponse, TAccess>,
): RouteDescriptor<TRequest, TResponse, TAccess> {
  return route;
}

/** The parsed request type of a route. */
export type RouteRequest<R extends RouteDescriptor> = z.infer<R['request']>;
/** The request type as a caller writes it (before defaults are applied). */
export type RouteRequestInput<R extends RouteDescriptor> = z.input<R['request']>;
/** The response payload type of a route (inside `Data` for `data` envelopes). */
export type RouteResponse<R extends RouteDescriptor> = z.infer<R['response']>;
