import { queryOptions } from '@tanstack/react-query';
import type { RouteDescriptor, RouteRequestInput, RouteResponse } from '@circa/contract/route';
import { callApi } from './api-client';

/** The query key of one call: the route id and its input. */
export function apiQueryKey<R extends RouteDescriptor>(route: R, input: RouteRequestInput<R>) {
  return ['api', route.id, input] as const;
}

/** TanStack Query options for a GET-like call of the contract. */
export function apiQuery<R extends RouteDescriptor>(route: R, input: RouteRequestInput<R>) {
  return queryOptions<RouteResponse<R>>({
    queryKey: apiQueryKey(route, input),
    queryFn: ({ signal }) => callApi(route, input, { signal }),
  });
}

/**
 * `apiQuery` for a route whose contract module is imported only when the query first runs: the
 * shell asks a few calls whose modules build many schemas the first screen does not need
 * (decision 0017). `id` is the route's id, so the query key is the one `apiQuery` makes.
 */
export function lazyApiQuery<R extends RouteDescriptor>(
  id: R['id'],
  load: () => Promise<R>,
  input: RouteRequestInput<R>,
) {
  return queryOptions<RouteResponse<R>>({
    queryKey: ['api', id, input] as const,
    queryFn: async ({ signal }) => callApi(await load(), input, { signal }),
  });
}
