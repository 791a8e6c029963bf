import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PublicLinkRequest } from '@circa/contract/sharing.schema';
import { useRouteId } from '../../../lib/route-params';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyListStatus } from '../../../ui/empty-list-status';
import { NotFoundPage } from '../../../ui/not-found-page';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { TitledPageSection } from '../../../ui/titled-page-section';
import { useAnswerPublicLink, usePublicLinkRequests } from '../api/sharing-api';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function RequestItem({
  request,
  onAnswer,
}: {
  request: PublicLinkRequest;
  onAnswer: (approve: boolean) => void;
}) {
  const what = `${request.DesignName}, ${request.StructureName}`;
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/feed/${request.Base36DesignId}`}>
            {request.DesignName}
          </Link>{' '}
          · {request.StructureName} · {request.ProjectName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {request.IsFeature ? 'Public and featured' : 'Public'}, asked by {request.RequestedBy}
          {request.RequestedByEmail ? (
            <>
              {' '}
              (<Link href={`mailto:${request.RequestedByEmail}`}>{request.RequestedByEmail}</Link>)
            </>
          ) : null}{' '}
          on {dateFormat.format(new Date(request.RequestedAt))}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button color="error" onClick={() => onAnswer(false)} aria-label={`Reject ${what}`}>
          Reject
        </Button>
        <Button variant="contained" onClick={() => onAnswer(true)} aria-label={`Approve ${what}`}>
          Approve
        </Button>
      </Box>
    </ListItem>
  );
}

function RequestList({ requests }: { requests: PublicLinkRequest[] }) {
  const answer = useAnswerPublicLink();
  const [confirming, setConfirming] = useState<{
    request: PublicLinkRequest;
    approve: boolean;
  } | null>(null);
  if (requests.length === 0) {
    return <EmptyListStatus>No public links are waiting for approval.</EmptyListStatus>;
  }
  const confirm = () => {
    if (!confirming) return;
    answer.mutate(
      { requestId: confirming.request.Id, approve: confirming.approve },
      { onSuccess: () => setConfirming(null) },
    );
  };
  const design = confirming?.request.DesignName ?? '';
  return (
    <>
      <List aria-label="Public link requests">
        {requests.map((r) => (
          <RequestItem
            key={r.Id}
            request={r}
            onAnswer={(approve) => {
              answer.reset();
              setConfirming({ request: r, approve });
            }}
          />
        ))}
      </List>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.approve ? 'Approve Public Link' : 'Reject Public Link'}
        confirmLabel={confirming?.approve ? 'Approve' : 'Reject'}
        cancelLabel="Cancel"
        isDestructive={!confirming?.approve}
        isBusy={answer.isPending}
        error={answer.error}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        {confirming?.approve
          ? `${design} becomes public: anyone with its link can see its performance${confirming.request.IsFeature ? ', and it is listed in Featured Designs' : ''}. The requester is told by email.`
          : `${design} stays private. The requester is told by email and can ask again.`}
      </ConfirmDialog>
    </>
  );
}

/**
 * /public-link-requests/{orgId} (decision 0027): where a development requires approval of public
 * links, the organisation's admins approve or reject the requests, oldest first. The message each
 * admin gets for a request links here.
 */
export function PublicLinkRequestsPage() {
  const orgId = useRouteId('orgId');
  const requests = usePublicLinkRequests(orgId);
  if (orgId < 1) return <NotFoundPage />;
  return (
    <TitledPageSection title="Public Link Requests">
      <QueryStateWithRefusal query={requests} label="public link requests">
        {(data) => <RequestList requests={data.Requests} />}
      </QueryStateWithRefusal>
    </TitledPageSection>
  );
}
