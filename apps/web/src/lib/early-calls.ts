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

/**
 * The answer of the matching early call when it is already in, taken: it is used once (a later
 * fetch, e.g. after a change, asks the server), only with the token it was asked with and while
 * fresh.
 */
function takeSettled<R extends RouteDescriptor>(
  route: R,
  input: RouteRequestInput<R>,
): EarlyCall['settled'] {
  const key = keyOf(route, input);
  const call = calls.get(key);
  if (!call?.settled) return undefined;
  calls.delete(key);
  if (call.token !== getToken() || Date.now() - call.startedAt > maxAgeMs) return undefined;
  return call.settled;
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

/** Answers taken as initial data, with when: a query drawn from one need not ask again at once. */
const takenAnswers = new WeakMap<object, number>();
const justTakenMs = 5_000;

/**
 * True when `data` is an early answer taken as a query's initial data less than 5 s ago: for a
 * query that otherwise asks again on every mount (`refetchOnMount`), so the screen's first mount
 * does not ask for what was just answered.
 */
export function isJustTakenAnswer(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const at = takenAnswers.get(data);
  return at !== undefined && Date.now() - at < justTakenMs;
}

/**
 * `apiQuery` whose first fetch takes the answer of a matching `callEarly`, when there is one. An
 * early answer already in when the query is made is its initial data instead (taken once): the
 * screen's first render draws it (the app's first render waits for the summary's, main.tsx),
 * with no render in between that shows it loading.
 */
export function earlyApiQuery<R extends RouteDescriptor>(route: R, input: RouteRequestInput<R>) {
  let takenAt: number | undefined;
  return queryOptions<RouteResponse<R>>({
    queryKey: apiQueryKey(route, input),
    // TanStack Query reads the initial data, then, when there is some, when it was updated
    initialData: () => {
      const settled = takeSettled(route, input);
      takenAt = settled?.at;
      const value = settled?.value;
      if (typeof value === 'object' && value !== null) takenAnswers.set(value, Date.now());
      return value as RouteResponse<R> | undefined;
    },
    initialDataUpdatedAt: () => takenAt,
    queryFn: ({ signal }) => {
      const early = takeEarly(route, input);
      const fresh = () => callApi(route, input, { signal });
      return early ? early.catch(fresh) : fresh();
    },
  });
}
