import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Send from '@mui/icons-material/Send';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { ProjectUserLots } from '@circa/contract/project-people.schema';
import { projectPeopleTexts } from '@circa/contract/project-people.schema';
import { screens } from '../../../config/screens';
import { useRouteId } from '../../../lib/route-params';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { NotFoundPage } from '../../../ui/not-found-page';
import { PageSpinner } from '../../../ui/page-spinner';
import { ReadOnlyField } from '../../../ui/read-only-field';
import { SearchField } from '../../../ui/search-field';
import { TitledPageSection } from '../../../ui/titled-page-section';
import {
  useProjectUserLots,
  useRemovePreApprovedUser,
  useResendInvitation,
  useSetCoordinator,
} from '../api/project-people-api';
import { accessTypeName, filterUserLots } from './user-lots';
import { RemoveCoordinatorDialog } from './remove-coordinator-dialog';

/** Resend Invitation with its icon states: None, Sending, then Sent or Error (document 3 §4). */
function ResendInvitation({
  projectId,
  preApprovedUserId,
}: {
  projectId: number;
  preApprovedUserId: number;
}) {
  const resend = useResendInvitation(projectId);
  const icon = resend.isPending ? (
    <CircularProgress size={18} color="inherit" aria-hidden="true" />
  ) : resend.isSuccess ? (
    <CheckCircle color="success" aria-hidden="true" />
  ) : resend.isError ? (
    <ErrorIcon color="error" aria-hidden="true" />
  ) : (
    <Send aria-hidden="true" />
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={icon}
        onClick={() => resend.mutate(preApprovedUserId)}
        disabled={resend.isPending}
      >
        {projectPeopleTexts.resendInvitation}
      </Button>
      <Box role="status" aria-live="polite" sx={{ typography: 'body2' }}>
        {resend.isSuccess ? projectPeopleTexts.invitationSent : null}
        {resend.isError ? <ErrorAlert error={resend.error} /> : null}
      </Box>
    </Box>
  );
}

function UserLots({
  projectId,
  data,
  isRefreshing,
}: {
  projectId: number;
  data: ProjectUserLots;
  isRefreshing: boolean;
}) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [confirmCoordinator, setConfirmCoordinator] = useState(false);
  const setCoordinator = useSetCoordinator(projectId);
  const remove = useRemovePreApprovedUser(projectId);
  const { UserProfile: profile } = data;
  const lots = filterUserLots(data.ProjectUserLotLines, search);
  const hasAccount = profile.Id > 0;

  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(screens.projectUsers.href(projectId));
  };

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 2fr' },
          gap: 2,
          mb: 3,
        }}
      >
        <ReadOnlyField label="Name" value={profile.Name || '—'} size="small" />
        <ReadOnlyField label="Company" value={profile.Company || '—'} size="small" />
        <ReadOnlyField label="Email" value={profile.Username} size="small" />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3, alignItems: 'center' }}>
        {data.PreApprovedUserId > 0 ? (
          <ResendInvitation projectId={projectId} preApprovedUserId={data.PreApprovedUserId} />
        ) : null}
        {hasAccount ? (
          <Button
            variant="outlined"
            color={data.IsCoordinator ? 'error' : 'primary'}
            disabled={isRefreshing || setCoordinator.isPending}
            onClick={() =>
              data.IsCoordinator
                ? (setCoordinator.reset(), setConfirmCoordinator(true))
                : setCoordinator.mutate({ userId: profile.Id, isCoordinator: true })
            }
          >
            {data.IsCoordinator ? 'Remove Coordinator' : 'Make Coordinator'}
          </Button>
        ) : null}
        {data.PreApprovedUserId > 0 ? (
          <Button
            variant="outlined"
            color="error"
            onClick={() => {
              remove.reset();
              setConfirmRemove(true);
            }}
          >
            Remove
          </Button>
        ) : null}
      </Box>
      {setCoordinator.isError && !confirmCoordinator ? (
        <ErrorAlert error={setCoordinator.error} sx={{ mb: 2 }} />
      ) : null}
      <SearchField
        value={search}
        onChange={setSearch}
        label={projectPeopleTexts.lotSearch}
        fullWidth
        sx={{ mb: 1, maxWidth: 480 }}
      />
      {lots.length === 0 ? (
        <Typography role="status" sx={{ py: 3, color: 'text.secondary' }}>
          {projectPeopleTexts.noLots}
        </Typography>
      ) : (
        <List aria-label="Lots">
          {lots.map((lot) => (
            <ListItemButton
              key={lot.StructureId}
              component={RouterLink}
              to={screens.lotDetails.href(lot.StructureId)}
              divider
            >
              <ListItemText primary={lot.StructureName} sx={{ overflowWrap: 'anywhere', pr: 1 }} />
              <Chip
                size="small"
                label={accessTypeName(lot.StructureUserTypeId)}
                color={lot.StructureUserTypeId === 1 ? 'primary' : 'default'}
                variant={lot.StructureUserTypeId === 0 ? 'outlined' : 'filled'}
              />
            </ListItemButton>
          ))}
        </List>
      )}
      <Button variant="outlined" onClick={back} sx={{ mt: 3 }}>
        Back
      </Button>
      <RemoveCoordinatorDialog
        open={confirmCoordinator}
        name={profile.Name || profile.Username}
        isBusy={setCoordinator.isPending}
        error={setCoordinator.error}
        onConfirm={() =>
          setCoordinator.mutate(
            { userId: profile.Id, isCoordinator: false },
            { onSuccess: () => setConfirmCoordinator(false) },
          )
        }
        onCancel={() => setConfirmCoordinator(false)}
      />
      <ConfirmDialog
        open={confirmRemove}
        title="Remove Pre-approved User"
        confirmLabel="Remove"
        cancelLabel="Cancel"
        isDestructive
        isBusy={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          remove.mutate(data.PreApprovedUserId, {
            onSuccess: () => void navigate(screens.projectUsers.href(projectId), { replace: true }),
          })
        }
        onCancel={() => setConfirmRemove(false)}
      >
        {`${profile.Username} will no longer be able to join this development or claim its lots, and the lots they lead with a design are archived. Only an organisation administrator can add them again.`}
      </ConfirmDialog>
    </>
  );
}

/**
 * /user-lots/{projectId}?email= (document 3 §2): a person of the development — Name, Company,
 * Email — and the development's active lots with their access type on each, Lead first, then
 * Collaborator, then others (searchable on the lot's name; each opens the lot). Resend
 * Invitation (pre-approved users), Make/Remove Coordinator (disabled while the standing is
 * reloading), Remove (pre-approved users) and Back. A failed load shows the server's words in
 * place of the page.
 */
export function UserLotsPage() {
  const projectId = useRouteId('projectId');
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const lots = useProjectUserLots(projectId, email);
  if (projectId < 1 || email.trim() === '') return <NotFoundPage />;
  return (
    <TitledPageSection title="User Lots">
      {lots.isPending ? (
        <PageSpinner label="Loading the user's lots" />
      ) : lots.isError ? (
        <ErrorAlert error={lots.error} />
      ) : (
        <UserLots projectId={projectId} data={lots.data} isRefreshing={lots.isFetching} />
      )}
    </TitledPageSection>
  );
}
