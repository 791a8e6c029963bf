import { Level } from '@circa/contract/enums';
import { useParams } from 'react-router';
import { useIdParam } from '../../../lib/route-params';
import { NotFoundPage } from '../../../ui/not-found-page';
import { useBaselineTemplates, useUpdateBaselineTemplate } from '../api/org-library-api';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { libraryColumnSx } from './library-column';
import { TemplateSelection } from './template-selection';

function BaselineTemplates({ structureId }: { structureId: number }) {
  const query = useBaselineTemplates(structureId);
  const update = useUpdateBaselineTemplate();
  return (
    <QueryStateWithRefusal refusalSx={libraryColumnSx} query={query} label="templates">
      {(result) => (
        <TemplateSelection
          result={result}
          heading={`Templates of ${result.Title}`}
          intro="Designs built on this baseline may use the enabled templates (of those the organisation approves)."
          pending={update.isPending ? update.variables : undefined}
          error={update.error}
          onChange={(change) => update.mutate({ StructureId: structureId, ...change })}
        />
      )}
    </QueryStateWithRefusal>
  );
}

/** /baseline-templates/{structureId}/3 (document 3 §2): a baseline lot's templates (organisation admins). */
export function BaselineTemplatesPage() {
  const structureId = useIdParam('structureId');
  const { type } = useParams();
  if (structureId === null || type !== String(Level.Structure)) return <NotFoundPage />;
  return <BaselineTemplates structureId={structureId} />;
}
