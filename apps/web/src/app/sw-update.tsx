import { Suspense, lazy } from 'react';
import { useWhenIdle } from '../lib/use-when-idle';

/**
 * The service worker's registration and the update prompt (`sw-update-prompt.tsx`) are their
 * own chunk, fetched once the page has loaded and the browser is idle: neither is needed for
 * the first screen (the worker registers after the load event anyway), so they stay out of the
 * first load and do not compete with the first screen's code and data.
 */
const ServiceWorkerUpdatePrompt = lazy(async () => ({
  default: (await import('./sw-update-prompt')).ServiceWorkerUpdate,
}));

/** Document 1 §4's update flow, started once the page has loaded and the browser is idle. */
export function ServiceWorkerUpdate() {
  // once the page has loaded and the browser is idle (or 4 s after the load event)
  const isLoaded = useWhenIdle(4000, 1000);
  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <ServiceWorkerUpdatePrompt />
    </Suspense>
  );
}
