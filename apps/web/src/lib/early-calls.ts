import { hashKey, queryOptions } from '@tanstack/react-query';
import type { RouteDescriptor, RouteRequestInput, RouteResponse } from '@circa/contract/route';
import { callApi } from './api-client';
import { apiQueryKey } from './api-query';
import { getToken } from './token-store';

/**
 * Calls a screen starts as the app opens at its address, before the sign-in check has answered
 * and before the screen is drawn, so its data does not wait for that round trip (then the next).
 * Each answer is used once, by the first fetch of the query with the same route and input
 * (`earlyApiQuery`), and only with the token it was asked with and within `maxAgeMs`; a failed
 * early call is simply asked again, so errors read as they did without it.
 */
interface EarlyCall {
  token: string;
  startedAt: number;
  answer: Promise<unknown>;
  /** The answer, once it is in (a failed call has none). */
  settled?: { value: unknown; at: number };
}

const maxAgeMs = 30_000;
const calls = new Map<string, EarlyCall>();

const keyOf = <R extends RouteDescriptor>(route: R, input: RouteRequestInput<R>) =>
  hashKey(apiQueryKey(route, input));

/** Starts a call now, when a token is stored; answers its promise (or null with no token). */
export function callEarly<R extends RouteDescriptor>(
  route: R,
  input: RouteRequestInput<R>,
): Promise<RouteResponse<R>> | null {
  const token = getToken();
  if (token === null) return null;
  const answer = callApi(route, input);
  const call: EarlyCall = { token, startedAt: Date.now(), answer };
  // a failure is for the query to meet (it asks again), not an unhandled rejection
  answer.then((value) => (call.settled = { value, at: Date.now() })).catch(() => undefined);
  calls.set(keyOf(route, input), call);
  return answer;
}

/** The early call for this route and input, when it is still usable (same token, fresh). */
function usableEarly<R extends RouteDescriptor>(
  route: R,
  input: RouteRequestInput<R>,
): EarlyCall | null {
  const call = calls.get(keyOf(route, input));
  if (!call || call.token !== getToken() || Date.now() - call.startedAt > maxAgeMs) return null;
  return call;
}

function takeEarly<R extends RouteDescriptor>(
  route: R,
  input: RouteRequestInput<R>,
): Promise<RouteResponse<R>> | null {
  const key = keyOf(route, input);
  const call = calls.get(key);
  if (!call) return null;
  calls.delete(key);
  if (call.token !== getToken() || Date.now() - call.startedAt > maxAgeMs) return null;
  return call.answer as Promise<RouteResponse<R>>;
}

/**
 * `apiQuery` whose first fetch takes the answer of a matching `callEarly`, when there is one. An
 * early answer already in is the query's initial data: the screen's first render draws it (the
 * app's first render waits for the summary's, main.tsx), with no render in between that shows
 * it loading; the first fetch then takes that same answer, so nothing is asked twice.
 */
export function earlyApiQuery<R extends RouteDescriptor>(route: R, input: RouteRequestInput<R>) {
  return queryOptions<RouteResponse<R>>({
    queryKey: apiQueryKey(route, input),
    initialData: () => usableEarly(route, input)?.settled?.value as RouteResponse<R> | undefined,
    initialDataUpdatedAt: () => usableEarly(route, input)?.settled?.at,
    queryFn: ({ signal }) => {
      const early = takeEarly(route, input);
      const fresh = () => callApi(route, input, { signal });
      return early ? early.catch(fresh) : fresh();
    },
  });
}
