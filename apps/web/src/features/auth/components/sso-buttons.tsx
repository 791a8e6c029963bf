import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Google from '@mui/icons-material/Google';
import Microsoft from '@mui/icons-material/Microsoft';
import { LoginAvailability, hasLoginFlag } from '@circa/contract/enums';
import type { SsoProviders } from '@circa/contract/identity.schema';
import { startSso } from '../hooks/sso';
import type { PendingRegistration, SsoProvider } from '../hooks/sso';

export interface SsoButtonsProps {
  providers: SsoProviders;
  username: string;
  /** Login availability flags of the account; absent for registration (all configured show). */
  flags?: number;
  /** Registration fields: the buttons sign up instead of signing in. */
  registration?: PendingRegistration;
}

const flagOf: Record<SsoProvider, number> = {
  Google: LoginAvailability.Google,
  Microsoft: LoginAvailability.Microsoft,
};

/** The providers whose button shows: configured, and (when signing in) allowed for the account. */
export function visibleProviders(providers: SsoProviders, flags?: number): SsoProvider[] {
  return (['Microsoft', 'Google'] as const).filter(
    (provider) =>
      providers[provider] !== null &&
      (flags === undefined || hasLoginFlag(flags, flagOf[provider])),
  );
}

/** Microsoft and Google buttons (document 1 §2.6, §2.7); only configured providers show. */
export function SsoButtons({ providers, username, flags, registration }: SsoButtonsProps) {
  const shown = visibleProviders(providers, flags);
  if (shown.length === 0) return null;
  const verb = registration ? 'Register' : 'Login';
  return (
    <Stack spacing={1.5}>
      {shown.map((provider) => {
        const config = providers[provider];
        if (!config) return null;
        return (
          <Button
            key={provider}
            variant="outlined"
            size="large"
            startIcon={provider === 'Google' ? <Google /> : <Microsoft />}
            onClick={() => startSso(provider, config, username, registration)}
          >
            {`${verb} with ${provider}`}
          </Button>
        );
      })}
    </Stack>
  );
}
