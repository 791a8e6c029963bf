import { Suspense, lazy, startTransition, useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import { login } from '@circa/contract/identity.routes';
import { messages } from '@circa/contract/messages';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { PageCard } from '../../../ui/page-card';
import { PageSpinner } from '../../../ui/page-spinner';
import { fetchAvailability, useSsoProviders } from '../api/auth-api';
import { LoginEmailStep } from './login-email-step';
import { NewUsers } from './new-users';

/**
 * The second step (password, switch, single sign-on buttons) is its own chunk, so the sign-in
 * screen's first load is the email step only. It is fetched while the email is checked.
 */
const loadMethodStep = () => import('./login-method-step');
const LoginMethodStep = lazy(async () => ({ default: (await loadMethodStep()).LoginMethodStep }));

type Step = { name: 'email' } | { name: 'method'; username: string; flags: number };

/**
 * /login (document 1 §2.6, §4): email, availability check, then password or single sign-on.
 * Any error returns to the email step. After success the session is set and the public-route
 * guard sends the user to the remembered target or /profile.
 */
export function LoginPage() {
  const { signIn } = useSession();
  const providers = useSsoProviders();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [username, setUsername] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [isFailed, setFailed] = useState(false);
  const [isNewUser, setNewUser] = useState(false);
  const [isBusy, setBusy] = useState(false);

  const backToEmail = useCallback((message: string | null, markFields: boolean) => {
    setFailure(message);
    setFailed(markFields);
    setStep({ name: 'email' });
  }, []);

  const onEmailEdit = useCallback(() => setNewUser(false), []);

  async function checkEmail(typed: string) {
    setUsername(typed);
    setFailure(null);
    setNewUser(false);
    setBusy(true);
    try {
      const [availability] = await Promise.all([
        fetchAvailability(typed),
        // fetched alongside; if it fails, the lazy step below tries again and reports it
        loadMethodStep().catch(() => undefined),
      ]);
      if (availability.Availability === 0) setNewUser(true);
      // a transition: the email step stays until the (already fetched) step is ready, no spinner
      else
        startTransition(() =>
          setStep({ name: 'method', username: typed, flags: availability.Availability }),
        );
    } catch (error) {
      setFailure(isApiError(error) ? error.message : messages.noAccountMatch);
    } finally {
      setBusy(false);
    }
  }

  async function logon(password: string, rememberMe: boolean) {
    if (step.name !== 'method') return;
    setBusy(true);
    try {
      signIn(await callApi(login, { username: step.username, password, rememberMe }));
    } catch (error) {
      // 429: the server's wait; 403: a member blocked by their organisations (its message)
      if (isApiError(error, 'too_many_requests', 'forbidden')) {
        backToEmail(error.message, false);
      } else {
        console.error('Login failed', error);
        backToEmail(messages.noAccountMatch, true);
        setNewUser(true);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageCard>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      {step.name === 'email' ? (
        <>
          <LoginEmailStep
            defaultUsername={username}
            isMarkedInError={isFailed}
            isBusy={isBusy}
            onNext={(typed) => void checkEmail(typed)}
            onEdit={onEmailEdit}
          />
          {isNewUser ? <NewUsers username={username} /> : null}
        </>
      ) : (
        <Suspense fallback={<PageSpinner label="Loading the page" />}>
          <LoginMethodStep
            username={step.username}
            flags={step.flags}
            providers={providers}
            isMarkedInError={isFailed}
            isBusy={isBusy}
            onLogon={(password, rememberMe) => void logon(password, rememberMe)}
            onChangeEmail={() => backToEmail(null, false)}
          />
        </Suspense>
      )}
    </PageCard>
  );
}
