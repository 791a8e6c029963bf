import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { z } from 'zod';
import { legacyHosts } from './config/deployment';
import { legacyHostTarget } from './app/hosts';
import { LegacyHostNotice } from './app/legacy-host-notice';
import { AppProviders, ThemeProviders } from './app/providers';
import { createQueryClient } from './lib/query-client';
import { routes } from './app/routes';
import { ServiceWorkerUpdate } from './app/sw-update';
import { prefetchSession } from './lib/session';
import { clearToken } from './lib/token-store';

// The strict CSP forbids eval; zod must not try to compile validators with new Function.
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);
const newHost = legacyHostTarget(window.location.hostname, legacyHosts);

if (newHost) {
  // Old host: only the notice; the stored token is cleared and nothing else loads.
  clearToken();
  root.render(
    <ThemeProviders>
      <LegacyHostNotice newHost={newHost} />
    </ThemeProviders>,
  );
} else {
  const queryClient = createQueryClient();
  prefetchSession(queryClient);
  const router = createBrowserRouter(routes);
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <ServiceWorkerUpdate />
      </AppProviders>
    </StrictMode>,
  );
}
