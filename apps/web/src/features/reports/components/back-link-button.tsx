import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** The reports screens' Back: a link to `to` with the back arrow. */
export function BackLinkButton({ to }: { to: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBack />}>
      Back
    </Button>
  );
}
