import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { BuildSummary } from '@circa/contract/builds.schema';
import { messages } from '@circa/contract/messages';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageSpinner } from '../../../ui/page-spinner';
import { previewSize, useBaselinePreview, usePresetPreview } from '../api/library-api';
import { baselineLink, presetLink } from '../library-links';
import { DesignGrid } from './design-grid';
import { LotProjectGate } from './lot-project-gate';
import { screens } from '../../../config/screens';

interface PreviewProps {
  id: string;
  heading: string;
  emptyText: string;
  query: UseQueryResult<BuildSummary[]>;
  moreTo: string;
  linkOf: (design: BuildSummary) => string | undefined;
}

function Preview({ id, heading, emptyText, query, moreTo, linkOf }: PreviewProps) {
  const designs = query.data ?? [];
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1.5,
        }}
      >
        <Typography id={id} variant="h5" component="h2">
          {heading}
        </Typography>
        {designs.length >= previewSize ? (
          <Button component={RouterLink} to={moreTo} aria-label={`More ${heading}`}>
            More
          </Button>
        ) : null}
      </Box>
      {query.isPending ? <PageSpinner label={`Loading ${heading}`} /> : null}
      {query.isError ? (
        <ErrorAlert
          error={query.error}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        />
      ) : null}
      {query.isSuccess && designs.length === 0 ? (
        <Typography role="status" sx={{ py: 2, color: 'text.secondary' }}>
          {emptyText}
        </Typography>
      ) : null}
      {designs.length > 0 ? <DesignGrid designs={designs} label={heading} linkOf={linkOf} /> : null}
    </Box>
  );
}

function Chooser({ structureId, projectId }: { structureId: number; projectId: number }) {
  const baselines = useBaselinePreview(projectId);
  const presets = usePresetPreview(projectId);
  return (
    <>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        Start the lot's design from one of your organisation's baselines, or from an approved preset
        build.
      </Typography>
      <Preview
        id="baselines-heading"
        heading="Organisation Baselines"
        emptyText={messages.noOrganisationBaselines}
        query={baselines}
        moreTo={screens.selectBaseline.href(structureId)}
        linkOf={(design) => baselineLink(structureId, design)}
      />
      <Preview
        id="presets-heading"
        heading="Approved Preset Builds"
        emptyText={messages.noApprovedPresets}
        query={presets}
        moreTo={screens.selectPreset.href(structureId)}
        linkOf={(design) => presetLink(structureId, design)}
      />
    </>
  );
}

/**
 * /baseline-preset/{structureId} (document 1 §2.10, document 3 §2): previews of 3 Organisation
 * Baselines and 3 Approved Preset Builds, each with More. Choosing one starts the lot's design.
 */
export function BaselinePresetPage() {
  return <LotProjectGate>{(ids) => <Chooser {...ids} />}</LotProjectGate>;
}
