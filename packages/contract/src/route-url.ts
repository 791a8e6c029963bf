import type { RouteDescriptor, RouteRequest, RouteRequestInput } from './route';

/**
 * A route's input as a caller writes it: the request type, with the fields that arrive as text
 * (query strings and paths, coerced by the contract, so their zod input type is `unknown`) taking
 * their parsed type, so `{ structureId: 'x' }` is a compile error.
 */
export type RouteInput<R extends RouteDescriptor> =
  RouteRequestInput<R> extends object
    ? {
        [K in keyof RouteRequestInput<R>]: unknown extends RouteRequestInput<R>[K]
          ? K extends keyof RouteRequest<R>
            ? RouteRequest<R>[K]
            : RouteRequestInput<R>[K]
          : RouteRequestInput<R>[K];
      }
    : RouteRequestInput<R>;

/** A value as a query string or path segment carries it (objects and numbers as JSON). */
export function toUrlText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A query string part as URLSearchParams writes it (application/x-www-form-urlencoded). */
function formEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/**
 * The URL of a call under `base` (e.g. `/api`): the route's path (its first, or the alias given)
 * with `:name` segments filled from the input for `path` routes, and the input as a query string
 * for `query` routes (undefined and null fields left out). JSON and multipart inputs travel in the
 * body, so their URL is the path alone. The one way the web's client, the server's route tests
 * and the end-to-end helpers build a call.
 */
export function routeUrl(
  route: RouteDescriptor,
  input: unknown,
  base: string,
  path: string = route.paths[0],
): string {
  const fields = (input ?? {}) as Record<string, unknown>;
  const url = `${base}${path}`;
  if (route.requestKind === 'path')
    return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(toUrlText(fields[name])));
  if (route.requestKind !== 'query') return url;
  const text = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${formEncode(key)}=${formEncode(toUrlText(value))}`)
    .join('&');
  return text ? `${url}?${text}` : url;
}
