/**
 * The route-preload script (vite-plugins/route-preload.ts) draws a signed-in first screen's
 * opening lines from the first answers and says when it is done in
 * `window.__circaPreloaded.drawn`. The app waits for that before its code is evaluated, so the
 * lines reach the screen first instead of waiting behind the app's start.
 */

/** Marks index.html's route-preload script tag (set by the build). */
export const ROUTE_PRELOAD_ATTRIBUTE = 'data-route-preload';

/** Resolves once the route-preload script has run (it is `async`: it may come after main.tsx). */
function routePreloadRan(): Promise<void> {
  if (window.__circaPreloaded) return Promise.resolve();
  const script = document.querySelector(`script[${ROUTE_PRELOAD_ATTRIBUTE}]`);
  if (!script) return Promise.resolve();
  return new Promise((resolve) => {
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => resolve());
  });
}

/**
 * Resolves when the opening lines are drawn or will not be (no script, nothing to draw, an answer
 * failed), or after `maxWaitMs`, whichever comes first.
 */
export function openingLinesSettled(maxWaitMs: number): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const settled = routePreloadRan().then(() => window.__circaPreloaded?.drawn);
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    void settled.then(done, done);
  });
}
