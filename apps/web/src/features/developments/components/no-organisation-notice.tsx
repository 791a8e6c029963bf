import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { messages } from '@circa/contract/messages';
import { screens } from '../../../config/screens';
import { ScreenLinkButton } from '../../../ui/screen-link-button';

/**
 * Shown instead of the new development form to someone in no organisation (issue 20): a
 * development belongs to an organisation, so there is nothing to fill in yet. The spec's text,
 * why, and the way out.
 */
export function NoOrganisationNotice() {
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{messages.noOrganisations}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        A development belongs to an organisation, and you do not belong to one yet. Create your
        organisation (you will be its admin), or ask an organisation&apos;s admin to invite you.
      </Typography>
      <ScreenLinkButton to={screens.createOrganisation.href} variant="contained" color="warning">
        Create an organisation
      </ScreenLinkButton>
    </Alert>
  );
}
