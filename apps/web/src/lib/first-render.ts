import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

/**
 * What the app's first render waits for (main.tsx), so that it draws the screen itself rather
 * than the shell with a spinner, and so that the opening lines the route-preload script drew
 * from the first answers (vite-plugins/route-preload.ts) are replaced by the same lines, never by
 * a spinner: the sign-in check, the first screen's code and the answers its first draw needs.
 * Never longer than the wait given to {@link firstRenderReady}; index.html's own top bar and
 * spinner (or those lines) show meanwhile.
 */
const waits: Promise<unknown>[] = [];

/** Asks the app's first render to wait for this answer (a failure does not hold it). */
export function holdFirstRender(answer: Promise<unknown>): void {
  waits.push(answer.catch(() => undefined));
}

/**
 * Loads the code of the lazy routes matching `location` and puts it on those routes, as React
 * Router's guide does before hydrating, so the first render draws the screen instead of its
 * `hydrateFallbackElement`. A route whose code fails to load stays lazy (the router tries again
 * and shows its error); after `isLate()` nothing is changed (the router may already be made).
 */
async function loadMatchedRoutes(
  routes: RouteObject[],
  location: string,
  isLate: () => boolean,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      try {
        const loaded = await lazy();
        if (!isLate()) Object.assign(route, loaded, { lazy: undefined });
      } catch {
        // left lazy: the router loads it and shows the route's error
      }
    }),
  );
}

/**
 * Resolves once the first screen's code is loaded and every held answer has settled (or
 * `maxWaitMs` has passed).
 */
export async function firstRenderReady(
  routes: RouteObject[],
  location: string,
  waitFor: Promise<unknown>[],
  maxWaitMs: number,
): Promise<void> {
  let isLate = false;
  const ready = (async () => {
    await Promise.all([loadMatchedRoutes(routes, location, () => isLate), ...waitFor]);
    // the screen's module may hold answers of its own when it loads
    await Promise.all(waits);
  })();
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, maxWaitMs))]);
  isLate = true;
}
