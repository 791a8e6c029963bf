import type { DataRouter } from 'react-router';

/**
 * What the app's first render waits for (main.tsx), so that it draws the screen itself rather
 * than the shell with a spinner, and so that the opening lines the route-preload script drew
 * from the first answers (vite-plugins/route-preload.ts) are replaced by the same lines, never by
 * a spinner: the sign-in check, the first screen's code (the router loads it as it is made) and
 * the answers its first draw needs. Never longer than the wait given to
 * {@link firstRenderReady}; index.html's own top bar and spinner (or those lines) show meanwhile.
 */
const waits: Promise<unknown>[] = [];

/** Asks the app's first render to wait for this answer (a failure does not hold it). */
export function holdFirstRender(answer: Promise<unknown>): void {
  waits.push(answer.catch(() => undefined));
}

/** Resolves once the router has loaded the code of the routes it opened at (or failed to). */
function whenInitialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Resolves once the router has the first screen's code and every answer given or held has
 * settled, or once `maxWaitMs` has passed.
 */
export async function firstRenderReady(
  router: DataRouter,
  waitFor: Promise<unknown>[],
  maxWaitMs: number,
): Promise<void> {
  const ready = (async () => {
    await Promise.all([whenInitialized(router), ...waitFor]);
    // the screen's module holds answers of its own when it loads
    await Promise.all(waits);
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, maxWaitMs)));
  await Promise.race([ready, late]);
  clearTimeout(timer);
}
