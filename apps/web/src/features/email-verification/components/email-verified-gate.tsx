import { Outlet } from 'react-router';
import { useSession } from '../../../lib/session';
import { CheckEmailNotice } from './check-email-notice';

/**
 * Layout route around every screen except the verification link's own: a signed-in user whose
 * email address is not confirmed sees "Check your email" instead (the server refuses their other
 * calls with 403 until then). Visitors and confirmed users see the screen itself.
 */
export function EmailVerifiedGate() {
  const { session } = useSession();
  if (session.status === 'signedIn' && !session.user.IsEmailVerified) {
    return <CheckEmailNotice user={session.user} />;
  }
  return <Outlet />;
}
