import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { DomainSuggestion } from './domain-suggestion';

/** Route state of /register: the email typed at sign-in. */
export interface RegisterRouteState {
  username: string;
}

/** The 'New Users' area: REGISTER carries the typed email to /register (document 1 §2.6). */
export function NewUsers({ username }: { username: string }) {
  const state: RegisterRouteState = { username };
  return (
    <Box
      component="section"
      aria-labelledby="new-users-heading"
      sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="new-users-heading" variant="h6" component="h2" gutterBottom>
        New Users
      </Typography>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>
        New to Circa? Register with this email to start.
      </Typography>
      <DomainSuggestion username={username} />
      <Button
        component={RouterLink}
        to={paths.register}
        state={state}
        variant="contained"
        color="secondary"
        size="large"
        fullWidth
      >
        REGISTER
      </Button>
    </Box>
  );
}
