import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink, useParams } from 'react-router';
import type { BuildSummary } from '@circa/contract/builds.schema';
import { messages } from '@circa/contract/messages';
import { NotFoundPage } from '../../../ui/not-found-page';
import { DesignCard } from '../../../ui/design-card';
import { InfiniteList } from '../../../ui/infinite-list';
import { parseId } from '../../../lib/route-params';
import { usePresetList } from '../api/library-api';
import { presetLink } from '../library-links';
import { LotProjectGate } from './lot-project-gate';
import { screens } from '../../../config/screens';

function Presets({
  structureId,
  projectId,
  baseId,
}: {
  structureId: number;
  projectId: number;
  baseId: number;
}) {
  const list = usePresetList(projectId, baseId);
  return (
    <section aria-labelledby="select-preset-heading">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Typography id="select-preset-heading" variant="h5" component="h2">
          Approved Preset Builds
        </Typography>
        {baseId > 0 ? (
          <Button
            component={RouterLink}
            to={screens.startDesign.href(structureId, baseId, 0)}
            variant="contained"
            color="secondary"
            startIcon={<Add />}
          >
            Start A New Design
          </Button>
        ) : (
          <Button
            component={RouterLink}
            to={screens.selectBaseline.href(structureId)}
            variant="outlined"
          >
            Start from a baseline
          </Button>
        )}
      </Box>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>
        {baseId > 0
          ? 'Start from a preset build of the baseline, or start a new design from the baseline itself.'
          : "Start the lot's design from a preset build."}
      </Typography>
      <InfiniteList<BuildSummary>
        list={list}
        label="Approved Preset Builds"
        emptyText={messages.noPresetDesignsToLoad}
        getKey={(design) => design.Id}
        renderItem={(design) => (
          <DesignCard design={design} to={presetLink(structureId, design, baseId)} />
        )}
      />
    </section>
  );
}

/**
 * /select-preset/{structureId}[/{baseId}] (document 3 §2): approved presets (of one baseline when
 * given), 10 at a time, and 'Start A New Design' from the baseline itself.
 */
export function SelectPresetPage() {
  const { baseId: rawBaseId } = useParams();
  const baseId = rawBaseId === undefined ? 0 : parseId(rawBaseId);
  if (baseId === null) return <NotFoundPage />;
  return <LotProjectGate>{(ids) => <Presets {...ids} baseId={baseId} />}</LotProjectGate>;
}
