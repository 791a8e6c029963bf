import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { LoginAvailability, hasLoginFlag } from '@circa/contract/enums';
import { messages } from '@circa/contract/messages';
import { paths } from '../../../config/paths';

/** Names of the sign-in methods in availability flags. */
export function methodNames(flags: number): string[] {
  const names: string[] = [];
  if (hasLoginFlag(flags, LoginAvailability.WithPassword)) names.push('Email and password');
  if (hasLoginFlag(flags, LoginAvailability.Microsoft)) names.push('Microsoft');
  if (hasLoginFlag(flags, LoginAvailability.Google)) names.push('Google');
  return names;
}

/** A restricted email must sign in with its account's methods instead (document 1 §2.7). */
export function RestrictedEmail({ username, flags }: { username: string; flags: number }) {
  const names = methodNames(flags);
  return (
    <Box>
      <Alert severity="warning" role="alert">
        {messages.restrictedEmail}
      </Alert>
      <List aria-label="Sign-in methods of the account">
        <ListItem>
          <ListItemText
            primary={username}
            secondary={names.length ? names.join(', ') : 'No sign-in method available'}
          />
        </ListItem>
      </List>
      <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
        Go to Login
      </Button>
    </Box>
  );
}
