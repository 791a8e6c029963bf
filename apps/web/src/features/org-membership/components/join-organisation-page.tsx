import { useDeferredValue, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HourglassTop from '@mui/icons-material/HourglassTop';
import type { JoinableOrganisation, JoinRequest } from '@circa/contract/org-membership.schema';
import { screens } from '../../../config/screens';
import { ErrorAlert } from '../../../ui/error-alert';
import { InlineSpinner } from '../../../ui/page-spinner';
import { QueryState } from '../../../ui/query-state';
import { ScreenLinkButton } from '../../../ui/screen-link-button';
import { SearchField } from '../../../ui/search-field';
import {
  useAskToJoin,
  useFindOrganisations,
  useMyJoinRequests,
  useWithdrawJoinRequest,
} from '../api/org-membership-api';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The person's open requests: what they are waiting for, with Withdraw. */
function Waiting({ requests }: { requests: JoinRequest[] }) {
  const withdraw = useWithdrawJoinRequest();
  if (requests.length === 0) return null;
  return (
    <Alert
      severity="info"
      icon={<HourglassTop aria-hidden="true" />}
      sx={{ mb: 3 }}
      role="status"
      aria-labelledby="waiting-heading"
    >
      <Typography id="waiting-heading" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Waiting for an answer
      </Typography>
      <List dense disablePadding>
        {requests.map((r) => (
          <ListItem
            key={r.Id}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                onClick={() => withdraw.mutate(r.Id)}
                disabled={withdraw.isPending}
                aria-label={`Withdraw the request to join ${r.OrganisationName}`}
              >
                Withdraw
              </Button>
            }
            sx={{ pr: 12 }}
          >
            <ListItemText
              primary={`You asked to join ${r.OrganisationName} on ${dateFormat.format(new Date(r.RequestedAt))}.`}
              secondary="Its admins approve or reject the request; you will get an email and a message."
            />
          </ListItem>
        ))}
      </List>
      <ErrorAlert error={withdraw.error ?? undefined} sx={{ mt: 1 }} />
    </Alert>
  );
}

function OrganisationRow({ organisation }: { organisation: JoinableOrganisation }) {
  const ask = useAskToJoin();
  return (
    <ListItem
      divider
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {organisation.Name}
      </Typography>
      {organisation.IsRequested ? (
        <Chip label="Requested" icon={<HourglassTop aria-hidden="true" />} variant="outlined" />
      ) : (
        <Button
          variant="outlined"
          onClick={() => ask.mutate(organisation.Id)}
          disabled={ask.isPending}
          aria-label={`Ask to join ${organisation.Name}`}
        >
          {ask.isPending ? <InlineSpinner label="Asking" /> : 'Ask to Join'}
        </Button>
      )}
      {ask.isError ? <ErrorAlert error={ask.error} sx={{ width: '100%' }} /> : null}
    </ListItem>
  );
}

function Results({ search }: { search: string }) {
  const found = useFindOrganisations(search);
  const isSearching = search.trim().length >= 2;
  return (
    <QueryState query={found} label="organisations">
      {(result) => {
        const heading = isSearching
          ? `Organisations named like “${search.trim()}”`
          : result.Domain
            ? `Organisations at ${result.Domain}`
            : null;
        if (heading === null) {
          return (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              Type at least 2 letters of the organisation name.
            </Typography>
          );
        }
        return (
          <Box component="section" aria-label={heading}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
              {heading}
            </Typography>
            {result.Organisations.length === 0 ? (
              <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
                {isSearching
                  ? 'No organisation you are not already in has a name like this. Check the spelling, or create your organisation.'
                  : 'No organisation in Circa has people with your email domain yet. Search by name.'}
              </Typography>
            ) : (
              <List aria-label={heading}>
                {result.Organisations.map((o) => (
                  <OrganisationRow key={o.Id} organisation={o} />
                ))}
              </List>
            )}
          </Box>
        );
      }}
    </QueryState>
  );
}

/**
 * /join-organisation (issue 20 item 2; decision 0024): a signed-in person finds an organisation
 * by name (or sees those at their email domain) and asks to join; its admins approve from their
 * messages. Until then the page shows what they are waiting for, with Withdraw.
 */
export function JoinOrganisationPage() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const mine = useMyJoinRequests();
  return (
    <Paper
      component="section"
      elevation={0}
      aria-labelledby="join-heading"
      sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2, sm: 4 }, border: 1, borderColor: 'divider' }}
    >
      <Typography id="join-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        Join an organisation
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Find your company&apos;s organisation and ask to join it. Its admins approve your request,
        then you see its developments and can work on its lots.
      </Typography>
      {mine.data ? <Waiting requests={mine.data} /> : null}
      {mine.isError ? <ErrorAlert error={mine.error} sx={{ mb: 2 }} /> : null}
      <SearchField
        value={search}
        onChange={setSearch}
        label="Organisation name"
        fullWidth
        autoFocus
        sx={{ mb: 1 }}
      />
      <Results search={deferred} />
      <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography color="text.secondary">Your organisation is not in Circa yet?</Typography>
        <ScreenLinkButton to={screens.createOrganisation.href}>
          Create an organisation
        </ScreenLinkButton>
      </Box>
    </Paper>
  );
}
