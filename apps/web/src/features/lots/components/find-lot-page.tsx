import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import UploadFile from '@mui/icons-material/UploadFile';
import type { LotSummary } from '@circa/contract/lots.schema';
import { messages } from '@circa/contract/messages';
import { NotFoundPage } from '../../../ui/not-found-page';
import { PageSpinner } from '../../../ui/page-spinner';
import { useLots } from '../api/lots-api';
import { useIdParam } from '../../../lib/route-params';
import { LoadError } from '../../../ui/load-error';
import { LotInformationDialog } from './lot-information-dialog';
import { LotListItem } from './lot-list-item';
import { RequestAccessDialog } from './request-access-dialog';
import { ScreenLinkButton } from '../../../ui/screen-link-button';
import { EmptyListStatus } from '../../../ui/empty-list-status';
import { screens } from '../../../config/screens';

/** Lots whose name contains the search text (case-insensitive). */
export function searchLots(lots: readonly LotSummary[], search: string): LotSummary[] {
  const needle = search.trim().toLowerCase();
  return needle ? lots.filter((lot) => lot.Name.toLowerCase().includes(needle)) : [...lots];
}

/**
 * /find-lot/{projectId} (document 1 §2.10): the development's lots with search and an Archived
 * switch. Admin coordinators get LOT UPLOAD (prepaid developments) and CREATE A LOT (unless
 * preconfigured); others can tell the organisation that their lot isn't listed.
 */
export function FindLotPage() {
  const projectId = useIdParam('projectId');
  if (projectId === null) return <NotFoundPage />;
  return <FindLot projectId={projectId} />;
}

function FindLot({ projectId }: { projectId: number }) {
  const [search, setSearch] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const [requested, setRequested] = useState<LotSummary | null>(null);
  const [isInformationOpen, setInformationOpen] = useState(false);
  const [isInformationSent, setInformationSent] = useState(false);
  const query = useLots(projectId, showArchived);

  if (query.isPending) return <PageSpinner label="Loading lots" />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const answer = query.data;
  const shown = searchLots(answer.LotSummaries, search);

  return (
    <Box component="section" aria-labelledby="lots-heading">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography id="lots-heading" variant="h5" component="h2">
            {answer.ProjectName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {answer.OrgName}
          </Typography>
        </Box>
        {answer.IsAdmin && answer.IsPrepaid ? (
          <ScreenLinkButton
            to={screens.lotUpload.href(projectId)}
            variant="outlined"
            startIcon={<UploadFile />}
          >
            LOT UPLOAD
          </ScreenLinkButton>
        ) : null}
        {answer.IsAdmin && !answer.IsPreconfigured ? (
          <ScreenLinkButton
            to={screens.createLot.href(projectId)}
            variant="contained"
            color="secondary"
            startIcon={<Add />}
          >
            CREATE A LOT
          </ScreenLinkButton>
        ) : null}
        {!answer.IsAdmin ? (
          <Button
            variant="outlined"
            aria-haspopup="dialog"
            onClick={() => setInformationOpen(true)}
          >
            MY LOT ISN'T LISTED
          </Button>
        ) : null}
      </Box>
      {isInformationSent ? (
        <Alert
          severity="success"
          role="status"
          onClose={() => setInformationSent(false)}
          sx={{ mb: 1 }}
        >
          {`Your lot information has been sent to ${answer.OrgName} and the development's coordinators.`}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
        <TextField
          label="Search lots"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: '1 1 240px' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={showArchived}
              onChange={(event) => setShowArchived(event.target.checked)}
            />
          }
          label="Archived"
        />
      </Box>
      {shown.length === 0 ? (
        <EmptyListStatus>
          {answer.LotSummaries.length === 0
            ? 'This development has no lots yet.'
            : messages.noResults}
        </EmptyListStatus>
      ) : (
        <Paper variant="outlined" sx={{ mt: 1 }}>
          <List aria-label="Lots" aria-busy={query.isFetching} disablePadding>
            {shown.map((lot) => (
              <LotListItem
                key={lot.StructureId}
                lot={lot}
                baselinesWithApprovedPresets={answer.BaselinesWithApprovedPresets}
                onRequestAccess={setRequested}
              />
            ))}
          </List>
        </Paper>
      )}
      <RequestAccessDialog lot={requested} onClose={() => setRequested(null)} />
      <LotInformationDialog
        open={isInformationOpen}
        projectId={projectId}
        orgName={answer.OrgName}
        onClose={() => setInformationOpen(false)}
        onSent={() => {
          setInformationOpen(false);
          setInformationSent(true);
        }}
      />
    </Box>
  );
}
