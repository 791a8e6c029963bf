import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { OperatorOrganisation } from '@circa/contract/operator.schema';
import { isApiError } from '../../../lib/api-error';
import { ErrorAlert } from '../../../ui/error-alert';
import { QueryState } from '../../../ui/query-state';
import { matchesSearch, SearchField } from '../../../ui/search-field';
import { useOperatorOrganisations } from '../api/operator-api';
import { CreateOrganisationDialog, GrantCreditsDialog, MakeAdminDialog } from './operator-dialogs';

const numberFormat = new Intl.NumberFormat();

function OrganisationCard({
  organisation,
  onGrant,
  onMakeAdmin,
}: {
  organisation: OperatorOrganisation;
  onGrant: () => void;
  onMakeAdmin: () => void;
}) {
  const headingId = `operator-org-${organisation.Id}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={headingId} component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {organisation.Name}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        <dt>Admins</dt>
        <dd>
          {organisation.AdminEmails.length > 0 ? organisation.AdminEmails.join(', ') : 'None'}
        </dd>
        <dt>Members</dt>
        <dd>{numberFormat.format(organisation.Members)}</dd>
        <dt>Credits</dt>
        <dd>{numberFormat.format(organisation.Credits)}</dd>
        <dt>Created</dt>
        <dd>{new Date(organisation.CreatedAt).toLocaleDateString()}</dd>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          onClick={onGrant}
          aria-label={`Grant credits to ${organisation.Name}`}
        >
          Grant Credits
        </Button>
        <Button onClick={onMakeAdmin} aria-label={`Make an admin of ${organisation.Name}`}>
          Make Admin
        </Button>
      </Box>
    </Paper>
  );
}

function Organisations({ organisations }: { organisations: OperatorOrganisation[] }) {
  const [search, setSearch] = useState('');
  const [granting, setGranting] = useState<OperatorOrganisation | null>(null);
  const [promoting, setPromoting] = useState<OperatorOrganisation | null>(null);
  const shown = organisations.filter(
    (o) => matchesSearch(o.Name, search) || o.AdminEmails.some((e) => matchesSearch(e, search)),
  );
  return (
    <>
      <SearchField
        value={search}
        onChange={setSearch}
        label="Search by name or admin email"
        fullWidth
        sx={{ mb: 2, maxWidth: 480 }}
      />
      {shown.length === 0 ? (
        <Typography role="status" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {organisations.length === 0 ? 'No organisations yet.' : 'No organisation matches.'}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Organisations"
          sx={{
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {shown.map((o) => (
            <OrganisationCard
              key={o.Id}
              organisation={o}
              onGrant={() => setGranting(o)}
              onMakeAdmin={() => setPromoting(o)}
            />
          ))}
        </Box>
      )}
      <GrantCreditsDialog organisation={granting} onClose={() => setGranting(null)} />
      <MakeAdminDialog organisation={promoting} onClose={() => setPromoting(null)} />
    </>
  );
}

/**
 * /operator (issue 20 item 3; decision 0024): an installation operator (CIRCA_OPERATOR_EMAILS)
 * lists every organisation with its admins, members and credits, creates one for a customer,
 * grants credits with a reason (a new row of the append-only ledger) and makes someone an admin.
 * Anyone else reads the server's refusal.
 */
export function OperatorPage() {
  const organisations = useOperatorOrganisations();
  const [isCreating, setCreating] = useState(false);
  if (organisations.isError && isApiError(organisations.error, 'forbidden')) {
    return <ErrorAlert error={organisations.error} />;
  }
  return (
    <Box component="section" aria-labelledby="operator-heading">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography id="operator-heading" variant="h5" component="h2">
          Organisations
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
          Create Organisation
        </Button>
      </Box>
      <QueryState query={organisations} label="organisations">
        {(list) => <Organisations organisations={list} />}
      </QueryState>
      <CreateOrganisationDialog open={isCreating} onClose={() => setCreating(false)} />
    </Box>
  );
}
