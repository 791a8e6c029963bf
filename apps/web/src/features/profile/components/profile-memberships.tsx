import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '@circa/contract/messages';
import { screens } from '../../../config/screens';
import { ErrorAlert } from '../../../ui/error-alert';
import { InlineSpinner } from '../../../ui/page-spinner';
import { ScreenLinkButton } from '../../../ui/screen-link-button';
import { useMemberships } from '../api/profile-api';

/**
 * The organisations the user belongs to (issue 20): the typed company above is only a name, so
 * the profile says which organisations the user is really a member of, or 'NOT PART OF ANY
 * ORGANISATIONS' with the way to create one.
 */
export function ProfileMemberships() {
  const memberships = useMemberships();
  return (
    <Box component="section" aria-labelledby="memberships-heading" sx={{ mt: 1 }}>
      <Typography id="memberships-heading" variant="subtitle2" component="h2">
        Member of
      </Typography>
      {memberships.isPending ? <InlineSpinner label="Loading your organisations" /> : null}
      <ErrorAlert error={memberships.error ?? undefined} />
      {memberships.data && memberships.data.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {memberships.data.map((organisation) => (
            <li key={organisation.Id}>
              <Typography>{organisation.Title}</Typography>
            </li>
          ))}
        </Box>
      ) : null}
      {memberships.data?.length === 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Typography sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {messages.noOrganisations}
          </Typography>
          <ScreenLinkButton to={screens.createOrganisation.href} variant="outlined" size="small">
            Create an organisation
          </ScreenLinkButton>
          <ScreenLinkButton to={screens.joinOrganisation.href} size="small">
            Join an organisation
          </ScreenLinkButton>
        </Box>
      ) : null}
    </Box>
  );
}
