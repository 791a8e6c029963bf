import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { usernameSchema } from '@circa/contract/fields.schema';
import { register } from '@circa/contract/identity.routes';
import { callApi } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageCard } from '../../../ui/page-card';
import { PageSpinner } from '../../../ui/page-spinner';
import { fetchAvailability, useSsoProviders } from '../api/auth-api';
import type { PendingRegistration } from '../hooks/sso';
import { DomainSuggestion } from './domain-suggestion';
import type { RegisterRouteState } from './new-users';
import { RegisterAccountForm } from './register-account-form';
import { RegisterDetailsForm } from './register-details-form';
import { RestrictedEmail } from './restricted-email';
import { SsoButtons } from './sso-buttons';

type Step = 'details' | 'options' | 'account';

function RegisterFlow({ username }: { username: string }) {
  const { signIn } = useSession();
  const providers = useSsoProviders();
  const [step, setStep] = useState<Step>('details');
  const [details, setDetails] = useState<PendingRegistration | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [isBusy, setBusy] = useState(false);
  const availability = useQuery({
    queryKey: ['register-availability', username],
    queryFn: () => fetchAvailability(username, true),
    staleTime: 60_000,
  });

  async function createAccount(password: string) {
    if (!details) return;
    setBusy(true);
    setError(null);
    try {
      signIn(await callApi(register, { username, password, ...details }));
    } catch (failure) {
      console.error('Registration failed', failure);
      setError(failure);
      setBusy(false);
    }
  }

  if (availability.isPending) return <PageSpinner label="Checking your email" />;
  if (availability.isError) return <ErrorAlert error={availability.error} />;
  if (availability.data.IsRestricted) {
    return (
      <PageCard>
        <RestrictedEmail username={username} flags={availability.data.Availability} />
      </PageCard>
    );
  }

  return (
    <PageCard
      heading={
        step === 'account'
          ? 'Enter Account Details'
          : step === 'options'
            ? 'How would you like to sign in?'
            : undefined
      }
    >
      <ErrorAlert error={error} sx={{ mb: 2 }} />
      {step === 'details' ? (
        <>
          <DomainSuggestion username={username} />
          <RegisterDetailsForm
            username={username}
            defaults={details}
            onSubmit={(values) => {
              setDetails(values);
              setStep('options');
            }}
          />
        </>
      ) : null}
      {step === 'options' && details ? (
        <Box>
          <DomainSuggestion username={username} />
          <SsoButtons providers={providers} username={username} registration={details} />
          <Button
            variant="contained"
            size="large"
            fullWidth
            sx={{ mt: 1.5 }}
            onClick={() => setStep('account')}
            autoFocus
          >
            Continue with email and password
          </Button>
          <Button fullWidth sx={{ mt: 1 }} onClick={() => setStep('details')}>
            Back to your details
          </Button>
        </Box>
      ) : null}
      {step === 'account' ? (
        <>
          <RegisterAccountForm
            username={username}
            isBusy={isBusy}
            onSubmit={(password) => void createAccount(password)}
          />
          <Button fullWidth sx={{ mt: 1 }} onClick={() => setStep('options')}>
            Back
          </Button>
        </>
      ) : null}
    </PageCard>
  );
}

/**
 * /register (document 1 §2.7): the email comes from route state; without it, /login.
 */
export function RegisterPage() {
  const location = useLocation();
  const username = (location.state as Partial<RegisterRouteState> | null)?.username;
  const parsed = usernameSchema.safeParse(username);
  if (!parsed.success) return <Navigate to={paths.login} replace />;
  return <RegisterFlow username={parsed.data} />;
}
