import Box from '@mui/material/Box';
import { Level } from '@circa/contract/enums';
import { messages } from '@circa/contract/messages';
import { useParams } from 'react-router';
import { useIdParam } from '../../../lib/route-params';
import { NotFoundPage } from '../../../ui/not-found-page';
import { useOrgBaselines, useSetOrgBaseline } from '../api/org-library-api';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { libraryColumnSx } from './library-column';
import { BaselineSelection } from './baseline-selection';

function OrgBaselines({ orgId }: { orgId: number }) {
  const query = useOrgBaselines(orgId);
  const update = useSetOrgBaseline();
  return (
    <QueryStateWithRefusal refusalSx={libraryColumnSx} query={query} label="baselines">
      {(result) => (
        <BaselineSelection
          result={result}
          title={`${result.Organisations[0]?.Title ?? 'Organisation'} Baselines`}
          intro="Developments may offer the enabled baselines to new lots; each development chooses among them. A baseline disabled here is not offered in any development. Lots already started keep the baseline they were built on."
          emptyText={messages.noDesignsToLoad}
          pending={update.isPending ? update.variables : undefined}
          error={update.error}
          onChange={(change) => update.mutate({ orgId, ...change })}
        />
      )}
    </QueryStateWithRefusal>
  );
}

/** /org-baselines/{orgId}/1 (document 3 §2): the organisation's baselines (organisation admins). */
export function OrgBaselinesPage() {
  const orgId = useIdParam('orgId');
  const { type } = useParams();
  if (orgId === null || type !== String(Level.Organisation)) return <NotFoundPage />;
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <OrgBaselines orgId={orgId} />
    </Box>
  );
}
