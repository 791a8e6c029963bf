import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { JoinRequest } from '@circa/contract/org-membership.schema';
import { useRouteId } from '../../../lib/route-params';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { NotFoundPage } from '../../../ui/not-found-page';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { TitledPageSection } from '../../../ui/titled-page-section';
import { EmptyListStatus } from '../../../ui/empty-list-status';
import { useAnswerJoinRequest, useOrgJoinRequests } from '../api/org-membership-api';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const nameOf = (r: JoinRequest) => `${r.FirstName} ${r.Surname}`.trim() || r.Email;

function RequestList({ requests }: { requests: JoinRequest[] }) {
  const answer = useAnswerJoinRequest();
  const [confirming, setConfirming] = useState<{ request: JoinRequest; approve: boolean } | null>(
    null,
  );
  if (requests.length === 0) {
    return <EmptyListStatus>No one is waiting to join.</EmptyListStatus>;
  }
  const confirm = () => {
    if (!confirming) return;
    answer.mutate(
      { requestId: confirming.request.Id, approve: confirming.approve },
      { onSuccess: () => setConfirming(null) },
    );
  };
  const name = confirming ? nameOf(confirming.request) : '';
  return (
    <>
      <List aria-label="Requests to join">
        {requests.map((r) => (
          <ListItem
            key={r.Id}
            divider
            sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {nameOf(r)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                <Link href={`mailto:${r.Email}`}>{r.Email}</Link> · asked on{' '}
                {dateFormat.format(new Date(r.RequestedAt))}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                color="error"
                onClick={() => {
                  answer.reset();
                  setConfirming({ request: r, approve: false });
                }}
                aria-label={`Reject ${nameOf(r)}`}
              >
                Reject
              </Button>
              <Button
                variant="contained"
                onClick={() => {
                  answer.reset();
                  setConfirming({ request: r, approve: true });
                }}
                aria-label={`Approve ${nameOf(r)}`}
              >
                Approve
              </Button>
            </Box>
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.approve ? 'Approve Request' : 'Reject Request'}
        confirmLabel={confirming?.approve ? 'Approve' : 'Reject'}
        cancelLabel="Cancel"
        isDestructive={!confirming?.approve}
        isBusy={answer.isPending}
        error={answer.error}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        {confirming?.approve
          ? `${name} becomes a member of the organisation: they see its developments open to every member and can work on its lots. They are told by email.`
          : `${name} does not join the organisation. They are told by email and can ask again.`}
      </ConfirmDialog>
    </>
  );
}

/**
 * /org-join-requests/{orgId} (decision 0024): the organisation's admins approve or reject the
 * people asking to join, oldest first; each answer is confirmed and the person is told. The
 * message an admin gets for each request links here.
 */
export function OrgJoinRequestsPage() {
  const orgId = useRouteId('orgId');
  const requests = useOrgJoinRequests(orgId);
  if (orgId < 1) return <NotFoundPage />;
  return (
    <TitledPageSection title="Join Requests">
      <QueryStateWithRefusal query={requests} label="requests to join">
        {(list) => <RequestList requests={list} />}
      </QueryStateWithRefusal>
    </TitledPageSection>
  );
}
