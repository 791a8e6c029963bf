import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { runUpdateFlow } from './update-flow';

/**
 * Service worker updates (document 1 §4): when a new worker is waiting, an UPDATE prompt;
 * accepting activates it and reloads. Otherwise the build in /meta.json is compared with the
 * running build and, on mismatch, caches are cleared and the page reloaded. Runs at start and
 * whenever the tab becomes visible again. Errors are logged only.
 */
export function ServiceWorkerUpdate() {
  const registration = useRef<ServiceWorkerRegistration | undefined>(undefined);
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url: string, found: ServiceWorkerRegistration | undefined) => {
      registration.current = found;
      void runUpdateFlow(found);
    },
    onRegisterError: (error: unknown) => {
      console.error('Service worker registration failed', error);
      void runUpdateFlow(undefined);
    },
  });

  useEffect(() => {
    if (!('serviceWorker' in navigator)) void runUpdateFlow(undefined);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void runUpdateFlow(registration.current);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  return (
    <Snackbar
      open={needRefresh}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: 72, sm: 80 } }}
      message="A new version of Circa is available."
      action={
        <Button color="secondary" size="small" onClick={() => void updateServiceWorker(true)}>
          UPDATE
        </Button>
      }
    />
  );
}
