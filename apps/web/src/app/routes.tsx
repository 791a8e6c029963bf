import type { RouteObject } from 'react-router';
import { EmailVerifiedGate } from '../features/email-verification/components/email-verified-gate';
import { PageSpinner } from '../ui/page-spinner';
import { PrivateRoute, PublicRoute } from './guards';
import { RouteError } from './route-error';
import { screenRoutes } from './screen-routes';
import { AppSlots } from './slots';
import { AppShell } from './shell/app-shell';
import { NotFoundPage } from '../ui/not-found-page';
import type { RouteHandle } from './shell/route-handle';

/**
 * Shown inside the shell while the first screen's code loads (React Router renders the
 * `hydrateFallbackElement` of the deepest matched route that has one until the lazy route
 * below it has loaded). Later navigations keep the current screen until the next one is ready.
 */
const loadingScreen = <PageSpinner label="Loading the page" />;

const notFound: RouteHandle = { title: 'Page not found' };

/**
 * The routes of this release (document 1 §2.2), made from the screen registry
 * (`config/screens.tsx`). Mixed screens (usable signed in or not) sit directly under the shell;
 * public ones under `PublicRoute`; private ones under `PrivateRoute`. All but the email
 * verification link's page (access `ungated`) sit under `EmailVerifiedGate`: a signed-in user
 * whose email address is not confirmed sees "Check your email" instead.
 *
 * The shell, the guards and the gate load with the app; every screen is a lazy route (its own
 * chunk, loaded when first visited).
 */
export const routes: RouteObject[] = [
  {
    element: (
      <AppSlots>
        <AppShell />
      </AppSlots>
    ),
    errorElement: <RouteError />,
    children: [
      ...screenRoutes('ungated').map((route) => ({
        ...route,
        hydrateFallbackElement: loadingScreen,
      })),
      {
        element: <EmailVerifiedGate />,
        hydrateFallbackElement: loadingScreen,
        children: [
          ...screenRoutes('mixed'),
          { element: <PublicRoute />, children: screenRoutes('public') },
          { element: <PrivateRoute />, children: screenRoutes('private') },
          // part of the shell: the error screen and several screens show it too
          { path: '*', element: <NotFoundPage />, handle: notFound },
        ],
      },
    ],
  },
];
