import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { z } from 'zod';
import { legacyHosts } from '../config/deployment';
import { legacyHostTarget } from './hosts';
import { LegacyHostNotice } from './legacy-host-notice';
import { AppProviders, ThemeProviders } from './providers';
import { createQueryClient } from '../lib/query-client';
import { routes } from './routes';
import { ServiceWorkerUpdate } from './sw-update';
import { prefetchShellCalls } from './shell/shell-api';
import { firstRenderReady } from '../lib/first-render';
import { prefetchSession } from '../lib/session';
import { clearToken } from '../lib/token-store';

/**
 * Starts the app in index.html's #root (main.tsx calls it once the route-preload script's opening
 * lines are drawn): on an old host only the notice, otherwise the app.
 */
export function startApp(): void {
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
    void start(root);
  }
}

/**
 * Draws the app. Not top-level await: the screens' modules import the app's own, and would wait
 * for this module's evaluation to finish, which would wait for them.
 */
async function start(root: Root): Promise<void> {
  const queryClient = createQueryClient();
  const sessionChecked = prefetchSession(queryClient);
  const shellAnswered = sessionChecked.then((isSignedIn) =>
    isSignedIn ? prefetchShellCalls(queryClient) : undefined,
  );
  // the router starts loading the first screen's code as it is made
  const router = createBrowserRouter(routes);
  // The first render draws the screen itself, signed in or not, rather than the shell with a
  // spinner: it waits (at most 3 s; index.html's top bar and spinner, or the opening lines the
  // route-preload script drew, show meanwhile) for the sign-in check and the shell's calls, the
  // screen's code and the answers its first draw needs.
  await firstRenderReady(router, [shellAnswered], 3000);
  // In a transition, React renders in slices and yields between them, so the first render does
  // not block the page in one long task (the opening lines are already on the screen).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
          <ServiceWorkerUpdate />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
