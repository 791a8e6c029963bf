import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Level } from '@circa/contract/enums';
import { messages } from '@circa/contract/messages';
import { useId } from 'react';
import { useParams } from 'react-router';
import { useIdParam } from '../../../lib/route-params';
import { DesignCard } from '../../../ui/design-card';
import { NotFoundPage } from '../../../ui/not-found-page';
import { QueryState } from '../../../ui/query-state';
import {
  useProjectBaselines,
  useProjectPresets,
  useSetProjectBaseline,
} from '../api/org-library-api';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { libraryColumnSx } from './library-column';
import { BaselineSelection, cardGrid } from './baseline-selection';

/** The development's presets as its lots see them: those of a disabled baseline say so. */
function Presets({ projectId }: { projectId: number }) {
  const query = useProjectPresets(projectId);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 0.5 }}>
        Presets
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Presets start a lot from a baseline with changes already made; a preset is offered only
        while its baseline is enabled.
      </Typography>
      <QueryState query={query} label="presets">
        {(presets) =>
          presets.length === 0 ? (
            <Typography>{messages.noPresetDesignsToLoad}</Typography>
          ) : (
            <Box sx={cardGrid}>
              {presets.map((preset) => (
                <DesignCard key={preset.Id} design={preset} />
              ))}
            </Box>
          )
        }
      </QueryState>
    </Box>
  );
}

function ProjectBaselines({ projectId }: { projectId: number }) {
  const query = useProjectBaselines(projectId);
  const update = useSetProjectBaseline();
  return (
    <QueryStateWithRefusal refusalSx={libraryColumnSx} query={query} label="baselines">
      {(result) => (
        <>
          <BaselineSelection
            result={result}
            title={`${result.Projects[0]?.Name ?? 'Development'} Baselines`}
            intro="New lots of this development may start from the enabled baselines. Only baselines the organisation enables are listed. Lots already started keep the baseline they were built on."
            emptyText="The organisation enables no baselines of this development's life cycle inventory group."
            pending={update.isPending ? update.variables : undefined}
            error={update.error}
            onChange={(change) => update.mutate({ projectId, ...change })}
          />
          <Presets projectId={projectId} />
        </>
      )}
    </QueryStateWithRefusal>
  );
}

/** /project-baselines/{projectId}/2 (document 3 §2): the development's baselines (admin coordinators). */
export function ProjectBaselinesPage() {
  const projectId = useIdParam('projectId');
  const { type } = useParams();
  if (projectId === null || type !== String(Level.Project)) return <NotFoundPage />;
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <ProjectBaselines projectId={projectId} />
    </Box>
  );
}
