import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { messages } from '@circa/contract/messages';
import type { DevelopmentSummary, OrganisationSummary } from '@circa/contract/organisations.schema';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageSpinner } from '../../../ui/page-spinner';
import { matchesSearch, SearchField } from '../../../ui/search-field';
import { useUserDevelopments } from '../api/developments-api';
import { useSettledLoading } from '../../../ui/use-settled-loading';
import { DevelopmentList } from '../../../ui/development-list';
import { EmptyListStatus } from '../../../ui/empty-list-status';
import { screens } from '../../../config/screens';

export interface DevelopmentGroup {
  orgId: number;
  orgName: string;
  developments: DevelopmentSummary[];
}

/**
 * Developments grouped by organisation, groups by organisation name, developments in the order
 * the server gives; `search` matches the development's or the organisation's name (ignoring case).
 */
export function groupByOrganisation(
  developments: readonly DevelopmentSummary[],
  organisations: readonly OrganisationSummary[],
  search: string,
): DevelopmentGroup[] {
  const names = new Map(organisations.map((organisation) => [organisation.Id, organisation.Title]));
  const groups = new Map<number, DevelopmentGroup>();
  for (const development of developments) {
    const orgName = names.get(development.OrgId) ?? development.OrgName;
    if (!matchesSearch(development.Name, search) && !matchesSearch(orgName, search)) continue;
    const group = groups.get(development.OrgId) ?? {
      orgId: development.OrgId,
      orgName,
      developments: [],
    };
    group.developments.push(development);
    groups.set(development.OrgId, group);
  }
  return [...groups.values()].sort((a, b) => a.orgName.localeCompare(b.orgName));
}

/** /developments (document 1 §2.10): developments grouped by organisation, searchable, Archived toggle. */
export function DevelopmentsPage() {
  const [search, setSearch] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const query = useUserDevelopments(showArchived);
  const developments = query.data?.Developments ?? [];
  const isLoading = useSettledLoading(query.isPending, developments.length, query.dataUpdatedAt);
  const groups = groupByOrganisation(developments, query.data?.Organisations ?? [], search);

  let body;
  if (query.isError) {
    body = (
      <ErrorAlert
        error={query.error}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  } else if (isLoading) {
    body = <PageSpinner label="Loading developments" />;
  } else if (groups.length === 0) {
    body = (
      <EmptyListStatus>
        {developments.length === 0 ? 'NO PROJECT YET' : messages.noResults}
      </EmptyListStatus>
    );
  } else {
    body = groups.map((group) => (
      <Box
        component="section"
        key={group.orgId}
        aria-labelledby={`org-${group.orgId}`}
        sx={{ mb: 3 }}
      >
        <Typography
          id={`org-${group.orgId}`}
          variant="h6"
          component="h3"
          sx={{ mb: 1, overflowWrap: 'anywhere' }}
        >
          {group.orgName}
        </Typography>
        <DevelopmentList
          developments={group.developments}
          label={`Developments of ${group.orgName}`}
        />
      </Box>
    ));
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <SearchField
          value={search}
          onChange={setSearch}
          label="Search developments"
          sx={{ flex: '1 1 220px' }}
        />
        <FormControlLabel
          control={
            <Switch checked={showArchived} onChange={(_, checked) => setShowArchived(checked)} />
          }
          label="Archived"
        />
        <Button
          component={RouterLink}
          to={screens.newDevelopment.href(0, 0)}
          variant="contained"
          color="secondary"
          startIcon={<Add />}
        >
          ADD A PROJECT
        </Button>
      </Box>
      {body}
    </Box>
  );
}
