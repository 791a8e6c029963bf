import Typography from '@mui/material/Typography';
import type { BuildSummary } from '@circa/contract/builds.schema';
import { messages } from '@circa/contract/messages';
import { DesignCard } from '../../../ui/design-card';
import { InfiniteList } from '../../../ui/infinite-list';
import { useBaselineList } from '../api/library-api';
import { baselineLink } from '../library-links';
import { LotProjectGate } from './lot-project-gate';

function Baselines({ structureId, projectId }: { structureId: number; projectId: number }) {
  const list = useBaselineList(projectId);
  return (
    <section aria-labelledby="select-baseline-heading">
      <Typography id="select-baseline-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        Organisation Baselines
      </Typography>
      <InfiniteList<BuildSummary>
        list={list}
        label="Organisation Baselines"
        emptyText={messages.noDesignsToLoad}
        getKey={(design) => design.Id}
        renderItem={(design) => (
          <DesignCard design={design} to={baselineLink(structureId, design)} />
        )}
      />
    </section>
  );
}

/** /select-baseline/{structureId} (document 3 §2): every baseline enabled in the lot's development, 10 at a time. */
export function SelectBaselinePage() {
  return <LotProjectGate>{(ids) => <Baselines {...ids} />}</LotProjectGate>;
}
