import { Suspense, lazy, useEffect, useState } from 'react';

/**
 * The service worker's registration and the update prompt (`sw-update-prompt.tsx`) are their
 * own chunk, fetched once the page has loaded: neither is needed for the first screen (the
 * worker registers after the load event anyway), so they stay out of the first load.
 */
const ServiceWorkerUpdatePrompt = lazy(async () => ({
  default: (await import('./sw-update-prompt')).ServiceWorkerUpdate,
}));

/** True once the window's load event has fired. */
function useIsLoaded(): boolean {
  const [isLoaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (isLoaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [isLoaded]);
  return isLoaded;
}

/** Document 1 §4's update flow, started after the page has loaded. */
export function ServiceWorkerUpdate() {
  const isLoaded = useIsLoaded();
  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <ServiceWorkerUpdatePrompt />
    </Suspense>
  );
}
