import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { JoinRequest } from '@circa/contract/org-membership.schema';
import { useRouteId } from '../../../lib/route-params';
import { ApprovalRequestList } from '../../../ui/approval-request-list';
import type { ApprovalRequestTexts } from '../../../ui/approval-request-list';
import { NotFoundPage } from '../../../ui/not-found-page';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { TitledPageSection } from '../../../ui/titled-page-section';
import { useAnswerJoinRequest, useOrgJoinRequests } from '../api/org-membership-api';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const nameOf = (r: JoinRequest) => `${r.FirstName} ${r.Surname}`.trim() || r.Email;

const requestTexts: ApprovalRequestTexts<JoinRequest> = {
  listLabel: 'Requests to join',
  emptyText: 'No one is waiting to join.',
  nameOf,
  dialogTitle: (approve) => (approve ? 'Approve Request' : 'Reject Request'),
  dialogText: (r, approve) =>
    approve
      ? `${nameOf(r)} becomes a member of the organisation: they see its developments open to every member and can work on its lots. They are told by email.`
      : `${nameOf(r)} does not join the organisation. They are told by email and can ask again.`,
};

/** A person asking to join: name, email and when they asked. */
function RequestDetails({ request }: { request: JoinRequest }) {
  return (
    <>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{nameOf(request)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <Link href={`mailto:${request.Email}`}>{request.Email}</Link> · asked on{' '}
        {dateFormat.format(new Date(request.RequestedAt))}
      </Typography>
    </>
  );
}

function RequestList({ requests }: { requests: JoinRequest[] }) {
  const answer = useAnswerJoinRequest();
  return (
    <ApprovalRequestList
      requests={requests}
      details={(r) => <RequestDetails request={r} />}
      answer={answer}
      texts={requestTexts}
    />
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
