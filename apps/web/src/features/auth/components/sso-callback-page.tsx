import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink, useParams } from 'react-router';
import {
  googleLogin,
  googleRegister,
  microsoftLogin,
  microsoftRegister,
} from '@circa/contract/identity.routes';
import type { LoginResponse } from '@circa/contract/identity.schema';
import { callApi } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { PageCard } from '../../../ui/page-card';
import { PageSpinner } from '../../../ui/page-spinner';
import { checkCallback, parseFragment, takePendingSso } from '../hooks/sso';
import type { PendingSso, SsoProvider } from '../hooks/sso';

/** Signs in (or registers) with the provider's ID token. */
function exchange(
  provider: SsoProvider,
  username: string,
  idToken: string,
  pending: PendingSso,
): Promise<LoginResponse> {
  const registration = pending.registration;
  if (provider === 'Google') {
    return registration
      ? callApi(googleRegister, { username, ...registration, AccessToken: idToken })
      : callApi(googleLogin, { username, AccessToken: idToken });
  }
  return registration
    ? callApi(microsoftRegister, { username, ...registration, IdToken: idToken })
    : callApi(microsoftLogin, { username, IdToken: idToken });
}

/**
 * /googlelogin/{username} and /microsoftlogin/{username}: the provider's return. Checks state
 * and nonce, then signs in (or registers) with the ID token; the public-route guard then sends
 * the user on.
 */
export function SsoCallbackPage({ provider }: { provider: SsoProvider }) {
  const { username = '' } = useParams();
  const { signIn } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const fragment = parseFragment(window.location.hash);
    // The token must not stay in the address bar or the history.
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
    const pending = takePendingSso();
    const check = checkCallback(pending, provider, username, fragment);
    if (!check.ok || !pending) {
      setFailure(
        check.ok ? 'The sign-in could not be completed. Please start again.' : check.message,
      );
      return;
    }
    exchange(provider, username, check.idToken, pending).then(signIn, (error: unknown) => {
      console.error(`${provider} sign-in failed`, error);
      setFailure(errorMessage(error));
    });
  }, [provider, username, signIn]);

  if (!failure) return <PageSpinner label={`Signing in with ${provider}`} showLabel />;
  return (
    <PageCard heading={`${provider} sign-in`}>
      <Alert severity="error" role="alert">
        {failure}{' '}
        <Link component={RouterLink} to={paths.login} sx={{ fontWeight: 600 }}>
          Return to Login
        </Link>
      </Alert>
    </PageCard>
  );
}
