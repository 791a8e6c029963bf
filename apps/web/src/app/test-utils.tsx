import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { User } from '@circa/contract/identity.schema';
import type {
  RouteDescriptor,
  RouteRequest,
  RouteRequestInput,
  RouteResponse,
} from '@circa/contract/route';
import { AppProviders } from './providers';
import { CreditDialog } from '../features/credits/components/credit-dialog';
import { DevelopmentTargets } from '../features/targets/components/development-targets';
import type { Slots } from '../lib/slots';
import { SlotsProvider } from '../lib/slots';
import { createQueryClient } from '../lib/query-client';

/** A user as the server returns it. */
export const testUser: User = {
  Id: 1,
  Username: 'ada@example.com',
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Company: 'Analytical Engines',
  Address: '12 Babbage Lane, Sydney NSW 2000',
  Phone: '02 9000 0000',
  ImageIcon: null,
  IsEmailVerified: true,
};

export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

/** "METHOD /path" of a fetch call: the path without /api, lower case. */
function callKey(input: RequestInfo | URL, init?: RequestInit): string {
  const url = new URL(String(input), 'http://localhost');
  return `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '').toLowerCase()}`;
}

/** Whether a call's key matches a handler's key, whose `:name` segments match any one segment. */
function keyMatches(key: string, pattern: string): boolean {
  if (!pattern.includes(':')) return key === pattern;
  const [method, path = ''] = pattern.split(' ');
  const segments = path.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : escapeRegExp(s)));
  return new RegExp(`^${method} ${segments.join('/')}$`).test(key);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function sentBody(init?: RequestInit): unknown {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
}

/**
 * Stubs `fetch` with handlers by "METHOD /path" (path without /api, lower case; a `:name`
 * segment matches any one segment). Unhandled calls fail the test loudly. Returns the mock to
 * inspect calls. New tests key handlers by route descriptor with {@link onRoute}:
 * `mockApi({ ...onRoute(getUserProfile, () => testUser) })`.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = callKey(input, init);
    const handler =
      handlers[key] ?? Object.entries(handlers).find(([pattern]) => keyMatches(key, pattern))?.[1];
    if (!handler) throw new Error(`Unexpected call ${key}`);
    return handler(sentBody(init), url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to "METHOD /path". */
export function sentBodies(fetchMock: ReturnType<typeof mockApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => keyMatches(callKey(input, init), key))
    .map(([, init]) => sentBody(init));
}

/** The "METHOD /path" keys of a route: its canonical path and its aliases. */
function routeKeys(route: RouteDescriptor): string[] {
  return route.paths.map((path) => `${route.method} ${path.toLowerCase()}`);
}

/** What a route's request carried, before the contract parses it. */
function rawRequest(route: RouteDescriptor, body: unknown, url: URL): unknown {
  switch (route.requestKind) {
    case 'json':
      return body;
    case 'query':
      return Object.fromEntries(url.searchParams);
    case 'path': {
      const template = route.paths.find((p) => keyMatches(callKey(url), `GET ${p.toLowerCase()}`));
      const names = (template ?? '').split('/');
      const values = url.pathname.replace(/^\/api/, '').split('/');
      return Object.fromEntries(
        names.flatMap((name, i) =>
          name.startsWith(':') ? [[name.slice(1), decodeURIComponent(values[i] ?? '')]] : [],
        ),
      );
    }
    case 'multipart':
    case 'none':
      return {};
  }
}

/**
 * A handler of a route's answer: the request as the contract parses it (JSON body, query string
 * or path parameters) to the route's payload (sent inside `{ Data }` for `data` envelopes), or a
 * `Response` for errors and headers (`jsonResponse(errorBody, 409)`).
 */
export type RouteHandler<R extends RouteDescriptor> = (
  request: RouteRequest<R>,
  url: URL,
) => RouteResponse<R> | Response | Promise<RouteResponse<R> | Response>;

/**
 * Handlers for `mockApi` keyed by a route descriptor (all its paths), typed by its contract: a
 * renamed route or a changed response breaks the build. A request the contract refuses fails the
 * call loudly.
 */
export function onRoute<R extends RouteDescriptor>(
  route: R,
  handler: NoInfer<RouteHandler<R>>,
): Record<string, Handler> {
  const handle: Handler = async (body, url) => {
    const parsed = route.request.safeParse(rawRequest(route, body, url));
    if (!parsed.success) {
      throw new Error(`${route.id} was sent a request its schema refuses: ${parsed.error.message}`);
    }
    const answer = await handler(parsed.data as RouteRequest<R>, url);
    if (answer instanceof Response) return answer;
    return jsonResponse(route.envelope === 'data' ? { Data: answer } : answer);
  };
  return Object.fromEntries(routeKeys(route).map((key) => [key, handle]));
}

/** The JSON bodies sent to a route (at any of its paths), typed by its request schema. */
export function sentRouteBodies<R extends RouteDescriptor>(
  fetchMock: ReturnType<typeof mockApi>,
  route: R,
): RouteRequestInput<R>[] {
  return fetchMock.mock.calls
    .filter(([input, init]) =>
      routeKeys(route).some((key) => keyMatches(callKey(input, init), key)),
    )
    .map(([, init]) => sentBody(init) as RouteRequestInput<R>);
}

/** The app's slot pieces (app/slots.tsx), loaded at once. */
const testSlots: Slots = { CreditDialog, DevelopmentTargets };

/** Renders routes in a memory router with the real providers and slots (fresh query cache). */
export function renderRoutes(
  routes: RouteObject[],
  initialEntries: (string | { pathname: string; state?: unknown })[] = ['/'],
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <SlotsProvider slots={testSlots}>
        <RouterProvider router={router} />
      </SlotsProvider>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Shows where the router is ("At /lot/21"), for tests that check navigation. */
export function CurrentPath() {
  return <p>{`At ${useLocation().pathname}`}</p>;
}

/** The same with the query string ("At /payment/21?url=/design-water/21"). */
export function CurrentPathAndSearch() {
  const location = useLocation();
  return <p>{`At ${location.pathname}${location.search}`}</p>;
}

/**
 * Registers the usual isolation of a test file's tests: each starts with empty local storage
 * (signed out) and leaves no rendered DOM, stubbed globals or spies behind.
 */
export function isolateEachTest(): void {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
