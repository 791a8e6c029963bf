import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LoginAvailability, hasLoginFlag } from '@circa/contract/enums';
import { passwordSchema } from '@circa/contract/fields.schema';
import type { SsoProviders } from '@circa/contract/identity.schema';
import { paths } from '../../../config/paths';
import { PlainPasswordField } from '../../../ui/plain-password-field';
import { InlineSpinner } from '../../../ui/page-spinner';
import { firstIssue } from './first-issue';
import { SsoButtons, visibleProviders } from './sso-buttons';

export interface LoginMethodStepProps {
  username: string;
  flags: number;
  providers: SsoProviders;
  isMarkedInError: boolean;
  isBusy: boolean;
  onLogon: (password: string, rememberMe: boolean) => void;
  onChangeEmail: () => void;
}

/**
 * Step 2 of sign-in: the methods the account can use: password with LOGON and 'Keep me Logged
 * In', Google, Microsoft; and RECOVER PASSWORD (document 1 §2.6).
 */
export function LoginMethodStep({
  username,
  flags,
  providers,
  isMarkedInError,
  isBusy,
  onLogon,
  onChangeEmail,
}: LoginMethodStepProps) {
  const hasPassword = hasLoginFlag(flags, LoginAvailability.WithPassword);
  const hasSso = visibleProviders(providers, flags).length > 0;
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitted, setSubmitted] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!hasPassword) return;
    if (isMarkedInError) setError('');
    input.current?.focus();
  }, [hasPassword, isMarkedInError]);

  function edit(typed: string) {
    setPassword(typed);
    if (isSubmitted) setError(firstIssue(passwordSchema, typed).error);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const checked = firstIssue(passwordSchema, password);
    setError(checked.error);
    if (checked.error === null) onLogon(checked.value, rememberMe);
    else input.current?.focus();
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          Signing in as <strong>{username}</strong>
        </Typography>
        <Button size="small" onClick={onChangeEmail}>
          Use another email
        </Button>
      </Box>

      {hasPassword ? (
        <form noValidate onSubmit={submit}>
          <input type="hidden" name="username" autoComplete="username" value={username} readOnly />
          <PlainPasswordField
            name="password"
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={edit}
            error={error}
            inputRef={input}
          />
          <FormControlLabel
            control={
              <Switch checked={rememberMe} onChange={(_, checked) => setRememberMe(checked)} />
            }
            label="Keep me Logged In"
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={isBusy}
            sx={{ mt: 1 }}
          >
            {isBusy ? <InlineSpinner label="Signing in" /> : 'LOGON'}
          </Button>
        </form>
      ) : null}

      {hasPassword && hasSso ? <Divider sx={{ my: 3 }}>or</Divider> : null}
      {hasSso ? (
        <Box sx={{ mt: hasPassword ? 0 : 2 }}>
          <SsoButtons providers={providers} username={username} flags={flags} />
        </Box>
      ) : null}
      {!hasPassword && !hasSso ? (
        <Alert severity="info" sx={{ my: 2 }}>
          This account signs in with a method that is not available here. Use RECOVER PASSWORD to
          set a password.
        </Alert>
      ) : null}

      <Stack direction="row" sx={{ justifyContent: 'center', mt: 3 }}>
        <Link component={RouterLink} to={paths.enterPassword(username)} sx={{ fontWeight: 600 }}>
          RECOVER PASSWORD
        </Link>
      </Stack>
    </Box>
  );
}
