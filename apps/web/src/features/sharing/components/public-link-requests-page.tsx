import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { PublicLinkRequest } from '@circa/contract/sharing.schema';
import { useRouteId } from '../../../lib/route-params';
import { ApprovalRequestList } from '../../../ui/approval-request-list';
import type { ApprovalRequestTexts } from '../../../ui/approval-request-list';
import { NotFoundPage } from '../../../ui/not-found-page';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { TitledPageSection } from '../../../ui/titled-page-section';
import { useAnswerPublicLink, usePublicLinkRequests } from '../api/sharing-api';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A request's design (its public page), lot, development, what was asked, by whom and when. */
function RequestDetails({ request }: { request: PublicLinkRequest }) {
  return (
    <>
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
    </>
  );
}

const requestTexts: ApprovalRequestTexts<PublicLinkRequest> = {
  listLabel: 'Public link requests',
  emptyText: 'No public links are waiting for approval.',
  nameOf: (r) => `${r.DesignName}, ${r.StructureName}`,
  dialogTitle: (approve) => (approve ? 'Approve Public Link' : 'Reject Public Link'),
  dialogText: (r, approve) =>
    approve
      ? `${r.DesignName} becomes public: anyone with its link can see its performance${r.IsFeature ? ', and it is listed in Featured Designs' : ''}. The requester is told by email.`
      : `${r.DesignName} stays private. The requester is told by email and can ask again.`,
};

function RequestList({ requests }: { requests: PublicLinkRequest[] }) {
  const answer = useAnswerPublicLink();
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
