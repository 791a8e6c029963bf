import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../ui/page-spinner';
import { forgetTarget, readTarget, rememberTarget } from '../lib/return-to';
import { useSession } from '../lib/session';
import { screens } from '../config/screens';

/** Where a signed-in user goes when no target was remembered (document 1 §2.1). */
export const defaultSignedInPath = screens.profile.href;

/**
 * Private routes: need a user verified by token; visitors go to /login and the target path is
 * remembered (document 1 §2.1).
 */
export function PrivateRoute() {
  const { session } = useSession();
  const location = useLocation();
  if (session.status === 'checking') return <PageSpinner label="Checking your sign-in" />;
  if (session.status === 'signedOut') {
    rememberTarget(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={screens.login.href} replace />;
  }
  return <Outlet />;
}

function RedirectSignedIn() {
  const [target] = useState(() => readTarget() ?? defaultSignedInPath);
  useEffect(() => forgetTarget(), []);
  return <Navigate to={target} replace />;
}

/**
 * Public routes (login, register, single sign-on callbacks): signed-in users go to the remembered
 * target, or /profile if none.
 */
export function PublicRoute() {
  const { session } = useSession();
  if (session.status === 'checking') return <PageSpinner label="Checking your sign-in" />;
  if (session.status === 'signedIn') return <RedirectSignedIn />;
  return <Outlet />;
}
