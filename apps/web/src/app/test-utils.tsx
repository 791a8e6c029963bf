import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { User } from '@circa/contract/identity.schema';
import { AppProviders } from './providers';
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

/**
 * Stubs `fetch` with handlers by "METHOD /path" (path without /api, lower case). Unhandled
 * calls fail the test loudly. Returns the mock to inspect calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '').toLowerCase()}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected call ${key}`);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    return handler(body, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to "METHOD /path". */
export function sentBodies(fetchMock: ReturnType<typeof mockApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '').toLowerCase()}` ===
        key,
    )
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    );
}

/** Renders routes in a memory router with the real providers (fresh query cache). */
export function renderRoutes(
  routes: RouteObject[],
  initialEntries: (string | { pathname: string; state?: unknown })[] = ['/'],
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
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
