import type { RouteObject } from 'react-router';
import { customiseRoutes } from './routes/customise-routes';
import { designRoutes } from './routes/design-routes';
import { developmentRoutes } from './routes/development-routes';
import { EmailVerifiedGate } from '../features/email-verification/components/email-verified-gate';
import { lotRoutes } from './routes/lot-routes';
import { paymentRoutes } from './routes/payment-routes';
import { resultsRoutes } from './routes/results-routes';
import { submissionRoutes } from './routes/submission-routes';
import { PageSpinner } from '../ui/page-spinner';
import { PrivateRoute, PublicRoute } from './guards';
import { RouteError } from './route-error';
import { AppShell } from './shell/app-shell';
import { NotFoundPage } from '../ui/not-found-page';
import type { RouteHandle } from './shell/route-handle';

const handle = (title: string): RouteHandle => ({ title });

/**
 * Shown inside the shell while the first screen's code loads (React Router renders the
 * `hydrateFallbackElement` of the deepest matched route that has one until the lazy route
 * below it has loaded). Later navigations keep the current screen until the next one is ready.
 */
const loadingScreen = <PageSpinner label="Loading the page" />;

/** Every screen but the verification link's own (see `routes`). */
const gatedRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('../features/home/components/home-page')).HomePage,
    }),
    handle: handle('Home'),
  },
  {
    path: 'enter-password/:username',
    lazy: async () => ({
      Component: (await import('../features/auth/components/enter-password-page'))
        .EnterPasswordPage,
    }),
    handle: handle('Change Password'),
  },
  {
    path: 'validate-pin/:username',
    lazy: async () => ({
      Component: (await import('../features/auth/components/validate-pin-page')).ValidatePinPage,
    }),
    handle: handle('Change Password'),
  },
  {
    element: <PublicRoute />,
    children: [
      {
        path: 'login',
        lazy: async () => ({
          Component: (await import('../features/auth/components/login-page')).LoginPage,
        }),
        handle: handle('Welcome'),
      },
      {
        path: 'register',
        lazy: async () => ({
          Component: (await import('../features/auth/components/register-page')).RegisterPage,
        }),
        handle: handle('Register'),
      },
      {
        path: 'googlelogin/:username',
        lazy: async () => {
          const { SsoCallbackPage } = await import('../features/auth/components/sso-callback-page');
          return { element: <SsoCallbackPage provider="Google" /> };
        },
        handle: handle('Signing in'),
      },
      {
        path: 'microsoftlogin/:username',
        lazy: async () => {
          const { SsoCallbackPage } = await import('../features/auth/components/sso-callback-page');
          return { element: <SsoCallbackPage provider="Microsoft" /> };
        },
        handle: handle('Signing in'),
      },
    ],
  },
  {
    element: <PrivateRoute />,
    children: [
      {
        path: 'profile',
        lazy: async () => ({
          Component: (await import('../features/profile/components/profile-page')).ProfilePage,
        }),
        handle: handle('Profile'),
      },
      ...lotRoutes,
      ...developmentRoutes,
      ...designRoutes,
      ...customiseRoutes,
      ...paymentRoutes,
      ...submissionRoutes,
      ...resultsRoutes,
    ],
  },
  // part of the shell: the error screen and several screens show it too
  { path: '*', element: <NotFoundPage />, handle: handle('Page not found') },
];

/**
 * The routes of this release (document 1 §2.2). Mixed routes (usable signed in or not) sit
 * directly under the shell; public routes under `PublicRoute`; private ones under `PrivateRoute`.
 * All but the email verification link's page sit under `EmailVerifiedGate`: a signed-in user
 * whose email address is not confirmed sees "Check your email" instead.
 *
 * The shell, the guards and the gate load with the app; every screen is a lazy route (its own
 * chunk, loaded when first visited). Handles stay on the route objects, so the shell's title and
 * drawer are known before a screen's code arrives. Lazy routes use the function form: React
 * Router's object form (`lazy: { Component }`) empties the shared `lazy` object once loaded, so a
 * second router made from these arrays (tests) would find nothing to load.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      {
        path: 'verify-email/:token',
        lazy: async () => ({
          Component: (await import('../features/email-verification/components/verify-email-page'))
            .VerifyEmailPage,
        }),
        hydrateFallbackElement: loadingScreen,
        handle: handle('Confirm Email'),
      },
      {
        element: <EmailVerifiedGate />,
        hydrateFallbackElement: loadingScreen,
        children: gatedRoutes,
      },
    ],
  },
];
