import { Suspense, lazy, useEffect, useState } from 'react';

/**
 * The service worker's registration and the update prompt (`sw-update-prompt.tsx`) are their
 * own chunk, fetched once the page has loaded and the browser is idle: neither is needed for
 * the first screen (the worker registers after the load event anyway), so they stay out of the
 * first load and do not compete with the first screen's code and data.
 */
const ServiceWorkerUpdatePrompt = lazy(async () => ({
  default: (await import('./sw-update-prompt')).ServiceWorkerUpdate,
}));

/** True once the page has loaded and the browser is idle (or 4 s after the load event). */
function useIsLoaded(): boolean {
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setLoaded(true), { timeout: 4000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(() => setLoaded(true), 1000);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel?.();
    };
  }, []);
  return isLoaded;
}

/** Document 1 §4's update flow, started once the page has loaded and the browser is idle. */
export function ServiceWorkerUpdate() {
  const isLoaded = useIsLoaded();
  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <ServiceWorkerUpdatePrompt />
    </Suspense>
  );
}
