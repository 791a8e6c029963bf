import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { LoginAvailability, hasLoginFlag } from '@circa/contract/enums';
import { passwordSchema } from '@circa/contract/fields.schema';
import type { SsoProviders } from '@circa/contract/identity.schema';
import { paths } from '../../../config/paths';
import { FormPasswordField } from '../../../ui/form-text-field';
import { InlineSpinner } from '../../../ui/page-spinner';
import { SsoButtons, visibleProviders } from './sso-buttons';

const passwordStepSchema = z.object({ password: passwordSchema, rememberMe: z.boolean() });

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
  const form = useForm({
    resolver: zodResolver(passwordStepSchema),
    defaultValues: { password: '', rememberMe: true },
  });
  const { setError, setFocus } = form;

  useEffect(() => {
    if (!hasPassword) return;
    if (isMarkedInError) setError('password', { type: 'server', message: '' });
    setFocus('password');
  }, [hasPassword, isMarkedInError, setError, setFocus]);

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
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => onLogon(values.password, values.rememberMe))}
        >
          <input type="hidden" name="username" autoComplete="username" value={username} readOnly />
          <FormPasswordField
            control={form.control}
            name="password"
            label="Password"
            autoComplete="current-password"
            required
          />
          <Controller
            control={form.control}
            name="rememberMe"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(_, checked) => field.onChange(checked)}
                  />
                }
                label="Keep me Logged In"
              />
            )}
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
