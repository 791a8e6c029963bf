import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import Send from '@mui/icons-material/Send';
import { useNavigate } from 'react-router';
import type { User } from '@circa/contract/identity.schema';
import { formatMessage, messages } from '@circa/contract/messages';
import { useSession } from '../../../lib/session';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageCard } from '../../../ui/page-card';
import { fetchCurrentUser, useResendVerificationEmail } from '../api/email-verification-api';
import { screens } from '../../../config/screens';

/** A busy button's spinner: decoration, as the button's text says what is happening. */
function Spinner() {
  return <CircularProgress size={18} color="inherit" aria-hidden />;
}

const notYetConfirmed =
  'Your email address is not confirmed yet. Open the link in the email we sent you.';

/**
 * "Check your email": what a signed-in user whose address is not confirmed sees instead of the
 * app (after registering with a password, or whenever they sign in before confirming). Offers a
 * new email (Resend), a check after confirming on another device, and sign-out. The heading
 * takes focus so screen readers announce the screen; outcomes are announced by a live region.
 */
export function CheckEmailNotice({ user }: { user: User }) {
  const { updateUser, signOut } = useSession();
  const navigate = useNavigate();
  const resend = useResendVerificationEmail();
  const heading = useRef<HTMLHeadingElement>(null);
  const [isChecking, setChecking] = useState(false);
  const [checkFailure, setCheckFailure] = useState<unknown>(null);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => heading.current?.focus(), []);

  async function checkAgain() {
    if (isChecking) return;
    setChecking(true);
    setCheckFailure(null);
    setNote(null);
    resend.reset();
    try {
      const current = await fetchCurrentUser();
      if (current.IsEmailVerified) updateUser(current);
      else setNote(notYetConfirmed);
    } catch (error) {
      setCheckFailure(error);
    } finally {
      setChecking(false);
    }
  }

  function sendAgain() {
    if (resend.isPending) return;
    setCheckFailure(null);
    setNote(null);
    resend.mutate(undefined, {
      onSuccess: () =>
        setNote(formatMessage(messages.verificationEmailSent, { email: user.Username })),
    });
  }

  async function leave() {
    await signOut();
    await navigate(screens.login.href, { replace: true });
  }

  return (
    <PageCard heading="Check your email" headingRef={heading}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <MarkEmailUnread color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Typography>
          {formatMessage(messages.emailNotVerified, { email: user.Username })}
        </Typography>
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        Open the link in that email to start using Circa. The link works once, for 24 hours. If the
        email has not arrived, check your spam folder or send a new one.
      </Typography>
      <Box role="status" aria-live="polite" sx={{ minHeight: 24, mb: 1 }}>
        {note ? <Typography sx={{ fontWeight: 600 }}>{note}</Typography> : null}
      </Box>
      <ErrorAlert error={resend.error ?? checkFailure ?? undefined} sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {/* busy buttons stay focusable (aria-disabled), so keyboard focus is not lost */}
        <Button
          variant="contained"
          size="large"
          onClick={sendAgain}
          aria-disabled={resend.isPending}
          aria-busy={resend.isPending}
          startIcon={resend.isPending ? <Spinner /> : <Send />}
        >
          {resend.isPending ? 'Sending a new email…' : 'Resend email'}
        </Button>
        <Button
          variant="outlined"
          onClick={() => void checkAgain()}
          aria-disabled={isChecking}
          aria-busy={isChecking}
          startIcon={isChecking ? <Spinner /> : null}
        >
          {isChecking ? 'Checking…' : 'I have confirmed it'}
        </Button>
        <Button onClick={() => void leave()}>Sign out</Button>
      </Box>
    </PageCard>
  );
}
