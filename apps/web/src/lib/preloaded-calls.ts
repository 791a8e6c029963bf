/**
 * Answers of the GETs that `route-preload-<hash>.js` (vite-plugins/route-preload.ts) started
 * before the app's code arrived: the screen's first calls and, signed in, the shell's. Each is
 * handed once to the app's first `callApi` of the same URL, only with the token it was asked
 * with and within {@link maxAgeMs} of the page's start; any write the app makes first drops them
 * all, so an answer from before a change is never shown after it.
 */
export interface PreloadedCalls {
  /** The token the calls were asked with (null: none stored). */
  token: string | null;
  /** When the script ran (ms since the epoch). */
  at: number;
  /** The calls' answers by URL. */
  calls: Record<string, Promise<Response> | undefined>;
  /** Calls the script starts once an answer is in: their URLs' start, and when they are asked. */
  later?: { prefix: string; done: Promise<void> };
  /** Settles once the opening lines are drawn, or will not be (lib/opening-lines.ts). */
  drawn?: Promise<void>;
}

declare global {
  interface Window {
    __circaPreloaded?: PreloadedCalls;
  }
}

const maxAgeMs = 20_000;

function preloaded(): PreloadedCalls | undefined {
  return typeof window === 'undefined' ? undefined : window.__circaPreloaded;
}

/**
 * The answer started early for this GET, or null: none was started, it was already taken, the
 * token differs or the page opened too long ago.
 */
export function takePreloaded(
  url: string,
  token: string | null,
  now = Date.now(),
): Promise<Response> | null {
  const state = preloaded();
  const answer = state?.calls[url];
  if (!state || !answer) return null;
  delete state.calls[url];
  if (state.token !== token || now - state.at > maxAgeMs) return null;
  return answer;
}

/**
 * The answer for this GET the page's script started, or null to ask the server now. For a URL of
 * the calls the script starts later (each target indicator's results, once the summary is in),
 * it first waits until the script has started them, then takes that answer or, when the script
 * did not ask (or the token changed), asks with `ask`.
 */
export function preloadedAnswer(
  url: string,
  token: string | null,
  ask: () => Promise<Response>,
): Promise<Response> | null {
  const taken = takePreloaded(url, token);
  if (taken) return taken;
  const later = preloaded()?.later;
  if (!later || !url.startsWith(later.prefix)) return null;
  return later.done.then(() => takePreloaded(url, token) ?? ask());
}

/** Drops every answer not yet taken (the app is about to change something). */
export function dropPreloaded(): void {
  const state = preloaded();
  if (!state) return;
  state.calls = {};
  delete state.later;
}
