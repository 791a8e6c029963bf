import Alert from '@mui/material/Alert';
import { LoginMethod } from '@circa/contract/enums';
import { useDomainGuess, useSsoProviders } from '../api/auth-api';

/**
 * When a new email's domain signs in with Google or Microsoft, suggests using that provider
 * (document 1 §2.7, §4), when that provider is configured here.
 */
export function DomainSuggestion({ username }: { username: string }) {
  const guess = useDomainGuess(username);
  const providers = useSsoProviders();
  const provider =
    guess.data === LoginMethod.Google
      ? 'Google'
      : guess.data === LoginMethod.Microsoft
        ? 'Microsoft'
        : null;
  if (!provider || providers[provider] === null) return null;
  return (
    <Alert severity="info" sx={{ my: 2 }}>
      {`Your email looks like a ${provider} account: it is best to log in with ${provider}.`}
    </Alert>
  );
}
