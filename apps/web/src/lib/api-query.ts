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
