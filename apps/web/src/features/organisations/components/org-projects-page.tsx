import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import UploadFile from '@mui/icons-material/UploadFile';
import { Link as RouterLink } from 'react-router';
import { messages } from '@circa/contract/messages';
import { NotFoundPage } from '../../../ui/not-found-page';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageSpinner } from '../../../ui/page-spinner';
import { matchesSearch, SearchField } from '../../../ui/search-field';
import { DevelopmentList } from '../../../ui/development-list';
import { useRouteId } from '../../../lib/route-params';
import { useSettledLoading } from '../../../ui/use-settled-loading';
import { EmptyListStatus } from '../../../ui/empty-list-status';
import { useIsOrgAdmin, useOrganisations, useOrgDevelopments } from '../api/organisations-api';
import { screens } from '../../../config/screens';

/**
 * /org-projects/{orgId} (document 3 "Organisation screens"): the organisation's projects with
 * search and an Archived switch; PROJECT UPLOAD (organisation admins) and ADD A PROJECT.
 */
export function OrgProjectsPage() {
  const orgId = useRouteId('orgId');
  const [search, setSearch] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const developments = useOrgDevelopments(orgId, showArchived);
  const organisations = useOrganisations();
  const isAdmin = useIsOrgAdmin(orgId);
  const all = developments.data ?? [];
  const isLoading = useSettledLoading(
    developments.isPending,
    all.length,
    developments.dataUpdatedAt,
  );
  const orgName =
    organisations.data?.find((organisation) => organisation.Id === orgId)?.Title ??
    all[0]?.OrgName ??
    '';
  const shown = all.filter((development) => matchesSearch(development.Name, search));

  if (orgId < 1) return <NotFoundPage />;
  let body;
  if (developments.isError) {
    body = (
      <ErrorAlert
        error={developments.error}
        action={
          <Button color="inherit" size="small" onClick={() => void developments.refetch()}>
            Retry
          </Button>
        }
      />
    );
  } else if (isLoading) {
    body = <PageSpinner label="Loading projects" />;
  } else if (shown.length === 0) {
    body = (
      <EmptyListStatus>{all.length === 0 ? 'NO PROJECT YET' : messages.noResults}</EmptyListStatus>
    );
  } else
    body = (
      <DevelopmentList
        developments={shown}
        label={`Projects of ${orgName || 'the organisation'}`}
      />
    );

  return (
    <Box component="section" aria-labelledby="org-projects-heading">
      <Typography
        id="org-projects-heading"
        variant="h5"
        component="h2"
        sx={{ mb: 2, overflowWrap: 'anywhere' }}
      >
        {orgName ? `${orgName} projects` : 'Projects'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <SearchField
          value={search}
          onChange={setSearch}
          label="Search projects"
          sx={{ flex: '1 1 220px' }}
        />
        <FormControlLabel
          control={
            <Switch checked={showArchived} onChange={(_, checked) => setShowArchived(checked)} />
          }
          label="Archived"
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        {isAdmin.data === true ? (
          <Button
            component={RouterLink}
            to={screens.projectUpload.href(orgId)}
            variant="outlined"
            startIcon={<UploadFile />}
          >
            PROJECT UPLOAD
          </Button>
        ) : null}
        <Button
          component={RouterLink}
          to={screens.newDevelopment.href(0, orgId)}
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
