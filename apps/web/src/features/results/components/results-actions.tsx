import { lazy, memo, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Assessment from '@mui/icons-material/Assessment';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Edit from '@mui/icons-material/Edit';
import Send from '@mui/icons-material/Send';
import Share from '@mui/icons-material/Share';
import Upload from '@mui/icons-material/Upload';
import { Level } from '@circa/contract/enums';
import type { ProjectTargetsByStruct } from '@circa/contract/results.schema';
import { ErrorAlert } from '../../../ui/error-alert';
import { InlineSpinner } from '../../../ui/page-spinner';
import { ScreenLinkButton } from '../../../ui/screen-link-button';
import { useRequestBaseline } from '../hooks/use-request-baseline';
import { screens } from '../../../config/screens';

// loaded when Create Preset or Create Baseline is pressed, not with the page
const CloneDesignDialog = lazy(() =>
  import('./clone-design-dialog').then((m) => ({ default: m.CloneDesignDialog })),
);

/** Which actions the results summary offers (document 2 §6). */
export function availableActions(s: ProjectTargetsByStruct) {
  if (s.IsArchived)
    return { sharing: false, submit: false, createBaseline: false, requestBaseline: false };
  return {
    /** Reports, Share, Re-design and Create Preset: only once the design is sharable (submitted). */
    sharing: s.IsDesignSharable,
    submit: !s.IsDesignSharable,
    /** Cloning as a baseline: organisation admins only, from a submitted design. */
    createBaseline: s.IsDesignSharable && s.IsOrgAdmin && !s.IsBaseline,
    /** Request Baseline: non-org-admins, on non-baseline designs, when a support email exists. */
    requestBaseline: !s.IsOrgAdmin && !s.IsBaseline && Boolean(s.SupportEmail),
  };
}

/**
 * The results summary's actions; Submit opens the payment dialog first while payment is required.
 * Drawn again only when its props change (not as each indicator's results arrive).
 */
export const ResultsActions = memo(function ResultsActions({
  structureId,
  summary,
  onSubmit,
}: {
  structureId: number;
  summary: ProjectTargetsByStruct;
  onSubmit: () => void;
}) {
  const [clone, setClone] = useState<'preset' | 'baseline' | null>(null);
  const baseline = useRequestBaseline(structureId);
  const actions = availableActions(summary);
  const type = Level.Structure;
  return (
    <Box component="section" aria-label="Design actions" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        {actions.requestBaseline ? (
          <Button
            variant="outlined"
            startIcon={baseline.isPending ? <InlineSpinner label="Sending request" /> : <Send />}
            disabled={baseline.isPending}
            onClick={() => baseline.request(summary.SupportEmail)}
          >
            Request Baseline
          </Button>
        ) : null}
        {actions.sharing ? (
          <>
            <ScreenLinkButton
              variant="outlined"
              startIcon={<Assessment />}
              to={screens.shareReports.href(structureId, type)}
            >
              Reports
            </ScreenLinkButton>
            <ScreenLinkButton
              variant="outlined"
              startIcon={<Share />}
              to={screens.share.href(structureId, type)}
            >
              Share
            </ScreenLinkButton>
            <ScreenLinkButton
              variant="outlined"
              startIcon={<Edit />}
              to={screens.unsubmitDesign.href(structureId)}
            >
              Re-design
            </ScreenLinkButton>
            <Button
              variant="outlined"
              startIcon={<ContentCopy />}
              onClick={() => setClone('preset')}
            >
              Create Preset
            </Button>
          </>
        ) : null}
        {actions.createBaseline ? (
          <Button
            variant="outlined"
            startIcon={<ContentCopy />}
            onClick={() => setClone('baseline')}
          >
            Create Baseline
          </Button>
        ) : null}
        {actions.submit ? (
          <Button variant="contained" startIcon={<Upload />} onClick={onSubmit}>
            Submit
          </Button>
        ) : null}
      </Box>
      <ErrorAlert error={baseline.error ?? undefined} />
      {clone ? (
        <Suspense fallback={null}>
          <CloneDesignDialog
            open
            structureId={structureId}
            kind={clone}
            onClose={() => setClone(null)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
});
