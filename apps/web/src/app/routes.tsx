import type { RouteObject } from 'react-router';
import { EnterPasswordPage } from '../features/auth/components/enter-password-page';
import { LoginPage } from '../features/auth/components/login-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { SsoCallbackPage } from '../features/auth/components/sso-callback-page';
import { ValidatePinPage } from '../features/auth/components/validate-pin-page';
import { customiseRoutes } from '../features/customise/customise-routes';
import { designRoutes } from '../features/design/design-routes';
import { developmentRoutes } from '../features/developments/development-routes';
import { EmailVerifiedGate } from '../features/email-verification/components/email-verified-gate';
import { VerifyEmailPage } from '../features/email-verification/components/verify-email-page';
import { HomePage } from '../features/home/components/home-page';
import { lotRoutes } from '../features/lots/lot-routes';
import { paymentRoutes } from '../features/payment/payment-routes';
import { ProfilePage } from '../features/profile/components/profile-page';
import { resultsRoutes } from '../features/results/results-routes';
import { submissionRoutes } from '../features/submission/submission-routes';
import { PrivateRoute, PublicRoute } from './guards';
import { RouteError } from './route-error';
import { AppShell } from './shell/app-shell';
import { NotFoundPage } from './shell/not-found-page';
import type { RouteHandle } from './shell/route-handle';

const handle = (title: string): RouteHandle => ({ title });

/** Every screen but the verification link's own (see `routes`). */
const gatedRoutes: RouteObject[] = [
  { index: true, element: <HomePage />, handle: handle('Home') },
  {
    path: 'enter-password/:username',
    element: <EnterPasswordPage />,
    handle: handle('Change Password'),
  },
  {
    path: 'validate-pin/:username',
    element: <ValidatePinPage />,
    handle: handle('Change Password'),
  },
  {
    element: <PublicRoute />,
    children: [
      { path: 'login', element: <LoginPage />, handle: handle('Welcome') },
      { path: 'register', element: <RegisterPage />, handle: handle('Register') },
      {
        path: 'googlelogin/:username',
        element: <SsoCallbackPage provider="Google" />,
        handle: handle('Signing in'),
      },
      {
        path: 'microsoftlogin/:username',
        element: <SsoCallbackPage provider="Microsoft" />,
        handle: handle('Signing in'),
      },
    ],
  },
  {
    element: <PrivateRoute />,
    children: [
      { path: 'profile', element: <ProfilePage />, handle: handle('Profile') },
      ...lotRoutes,
      ...developmentRoutes,
      ...designRoutes,
      ...customiseRoutes,
      ...paymentRoutes,
      ...submissionRoutes,
      ...resultsRoutes,
    ],
  },
  { path: '*', element: <NotFoundPage />, handle: handle('Page not found') },
];

/**
 * The routes of this release (document 1 §2.2). Mixed routes (usable signed in or not) sit
 * directly under the shell; public routes under `PublicRoute`; private ones under `PrivateRoute`.
 * All but the email verification link's page sit under `EmailVerifiedGate`: a signed-in user
 * whose email address is not confirmed sees "Check your email" instead.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      {
        path: 'verify-email/:token',
        element: <VerifyEmailPage />,
        handle: handle('Confirm Email'),
      },
      { element: <EmailVerifiedGate />, children: gatedRoutes },
    ],
  },
];
