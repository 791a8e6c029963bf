import { Level } from '@circa/contract/enums';
import { useParams } from 'react-router';
import { useIdParam } from '../../../lib/route-params';
import { NotFoundPage } from '../../../ui/not-found-page';
import { useOrgTemplates, useUpdateOrgTemplate } from '../api/org-library-api';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { libraryColumnSx } from './library-column';
import { TemplateSelection } from './template-selection';

function OrgTemplates({ orgId }: { orgId: number }) {
  const query = useOrgTemplates(orgId);
  const update = useUpdateOrgTemplate();
  return (
    <QueryStateWithRefusal refusalSx={libraryColumnSx} query={query} label="templates">
      {(result) => (
        <TemplateSelection
          result={result}
          heading={`${result.Title} Templates`}
          intro="The organisation's designs may use the enabled templates. A design that already uses a disabled template keeps it and shows a warning."
          pending={update.isPending ? update.variables : undefined}
          error={update.error}
          onChange={(change) => update.mutate({ OrgId: orgId, ...change })}
        />
      )}
    </QueryStateWithRefusal>
  );
}

/**
 * /org-templates/{orgId}/{level} (document 3 §2): the organisation's templates, level 1
 * (Organisation). The spec gives no selection for the other levels here (decision 0022).
 */
export function OrgTemplatesPage() {
  const orgId = useIdParam('orgId');
  const { type } = useParams();
  if (orgId === null || type !== String(Level.Organisation)) return <NotFoundPage />;
  return <OrgTemplates orgId={orgId} />;
}
