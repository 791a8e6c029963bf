import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { messages } from '@circa/contract/messages';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageSpinner } from '../../../ui/page-spinner';
import { matchesSearch, SearchField } from '../../../ui/search-field';
import { useOrganisations } from '../api/organisations-api';
import { OrganisationCard } from './organisation-card';
import { screens } from '../../../config/screens';
import { ScreenLinkButton } from '../../../ui/screen-link-button';
import { EmptyListStatus } from '../../../ui/empty-list-status';

/**
 * /organisation (document 1 §2.10): the caller's organisations, searchable by name (ignoring
 * case). Exactly one organisation is selected at once (its projects open); none shows
 * 'NOT PART OF ANY ORGANISATIONS' with Create an organisation (issue 20).
 */
export function OrganisationPickerPage() {
  const organisations = useOrganisations();
  const [search, setSearch] = useState('');

  if (organisations.isPending) return <PageSpinner label="Loading organisations" />;
  if (organisations.isError) {
    return (
      <ErrorAlert
        error={organisations.error}
        action={
          <Button color="inherit" size="small" onClick={() => void organisations.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  const all = organisations.data;
  const only = all.length === 1 ? all[0] : undefined;
  if (only) return <Navigate to={screens.orgProjects.href(only.Id)} replace />;
  if (all.length === 0) {
    return (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <Typography role="status" sx={{ color: 'text.secondary', fontWeight: 600, mb: 2 }}>
          {messages.noOrganisations}
        </Typography>
        <ScreenLinkButton to={screens.createOrganisation.href} variant="contained">
          Create an organisation
        </ScreenLinkButton>
        <ScreenLinkButton to={screens.joinOrganisation.href} sx={{ ml: 1 }}>
          Join an organisation
        </ScreenLinkButton>
      </Box>
    );
  }
  const shown = all.filter((organisation) => matchesSearch(organisation.Title, search));
  return (
    <Box component="section" aria-labelledby="organisations-heading">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Typography id="organisations-heading" variant="h5" component="h2">
          Select an organisation
        </Typography>
        <SearchField
          value={search}
          onChange={setSearch}
          label="Search organisations"
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
      </Box>
      {shown.length === 0 ? (
        <EmptyListStatus>{messages.noResults}</EmptyListStatus>
      ) : (
        <Box
          component="ul"
          aria-label="Organisations"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          }}
        >
          {shown.map((organisation) => (
            <Box component="li" key={organisation.Id} sx={{ minWidth: 0 }}>
              <OrganisationCard organisation={organisation} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
