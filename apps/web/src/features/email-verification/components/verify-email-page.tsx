import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { messages } from '@circa/contract/messages';
import { isSafeTarget, rememberTarget } from '../../../lib/return-to';
import { useSession } from '../../../lib/session';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageCard } from '../../../ui/page-card';
import { PageSpinner } from '../../../ui/page-spinner';
import { fetchCurrentUser, useVerifyEmail } from '../api/email-verification-api';
import { screens } from '../../../config/screens';

/**
 * /verify-email/{token}: the page the emailed link opens. Confirms the address once and says
 * how it went: confirmed, or why the link does not work (unknown, used or expired, in the
 * server's words). When the browser is signed in, the session's user is read again so the
 * "Check your email" screen goes away.
 */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  // an invited address's link names its development: Continue (or sign-in) lands there
  const [params] = useSearchParams();
  const requested = params.get('next') ?? '';
  const next = isSafeTarget(requested) ? requested : null;
  const { session, updateUser } = useSession();
  const result = useVerifyEmail(token);
  const heading = useRef<HTMLHeadingElement>(null);
  const isSignedIn = session.status === 'signedIn';
  const needsRefresh = isSignedIn && !session.user.IsEmailVerified && result.isSuccess;

  useEffect(() => {
    if (!result.isPending) heading.current?.focus();
  }, [result.isPending]);

  useEffect(() => {
    if (!needsRefresh) return;
    fetchCurrentUser().then(updateUser, (error: unknown) =>
      console.error('Reading the user after confirming the email failed.', error),
    );
  }, [needsRefresh, updateUser]);

  if (result.isPending) return <PageSpinner label="Confirming your email address" showLabel />;

  const action = isSignedIn ? (
    <Button
      component={RouterLink}
      to={next ?? screens.home.href}
      variant="contained"
      size="large"
      fullWidth
    >
      Continue to Circa
    </Button>
  ) : (
    <Button
      component={RouterLink}
      to={screens.login.href}
      onClick={() => {
        if (next) rememberTarget(next);
      }}
      variant="contained"
      size="large"
      fullWidth
    >
      Sign in
    </Button>
  );

  if (result.isError) {
    return (
      <PageCard heading="This link does not work" headingRef={heading}>
        <ErrorAlert error={result.error} sx={{ mb: 3 }} />
        {action}
      </PageCard>
    );
  }
  return (
    <PageCard heading="Email confirmed" headingRef={heading}>
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 3 }}>
        <MarkEmailRead color="success" sx={{ fontSize: 40 }} aria-hidden />
        <Typography>{`${messages.emailVerified} You can now use Circa.`}</Typography>
      </Box>
      {action}
    </PageCard>
  );
}
