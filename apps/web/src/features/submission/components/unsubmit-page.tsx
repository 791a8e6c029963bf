import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DesignSummary } from '@circa/contract/submission.schema';
import { ApiError } from '../../../lib/api-error';
import { NotFoundPage } from '../../../ui/not-found-page';
import { InlineSpinner, PageSpinner } from '../../../ui/page-spinner';
import { LoadError } from '../../../ui/load-error';
import { useIdParam } from '../../../lib/route-params';
import { useDesignSummary, useUnsubmitDesign } from '../api/submission-api';
import {
  baselineAcknowledgement,
  submissionMessages,
  unsubmitAcknowledgements,
} from '../submission-texts';
import { Acknowledgements } from './acknowledgements';
import { DesignHeading } from './design-heading';
import { OutcomeDialog } from './outcome-dialog';
import { screens } from '../../../config/screens';

/** The unsubmit (Re-design) screen (/design-results/{id}/unsubmit; document 2 "Unsubmit screen"). */
export function UnsubmitPage() {
  const structureId = useIdParam('structureId');
  const summary = useDesignSummary(structureId ?? 0);
  if (structureId === null) return <NotFoundPage />;
  if (summary.isPending) return <PageSpinner />;
  if (summary.isError)
    return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  return <UnsubmitForm summary={summary.data} />;
}

/** The status text of a failed unsubmit (document 2 §8), else the message. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.statusText || error.message;
  return 'Unexpected Error';
}

export function UnsubmitForm({ summary }: { summary: DesignSummary }) {
  const structureId = summary.StructureId;
  const navigate = useNavigate();
  const unsubmit = useUnsubmitDesign();
  const labels = summary.IsBaseline
    ? [...unsubmitAcknowledgements, baselineAcknowledgement]
    : [...unsubmitAcknowledgements];
  const [ticked, setTicked] = useState<boolean[]>(labels.map(() => false));
  const [failure, setFailure] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const isAllTicked = labels.every((_, i) => ticked[i]);

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', display: 'grid', gap: 2 }}>
      <DesignHeading summary={summary} />
      {!summary.IsSubmitted ? <Alert severity="info">This design is not submitted.</Alert> : null}
      {failure ? (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          Re-design
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Unsubmitting makes the design editable again. Tick each statement to continue.
        </Typography>
        <Acknowledgements
          labels={labels}
          ticked={ticked}
          onChange={setTicked}
          disabled={!summary.IsSubmitted}
        />
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={() => void navigate(screens.designDetails.href(structureId))}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={
            !isAllTicked || !summary.IsSubmitted || !summary.CanSubmit || unsubmit.isPending
          }
          onClick={() => {
            setFailure(null);
            unsubmit.mutate(structureId, {
              onSuccess: () => setIsDone(true),
              onError: (error) => setFailure(failureText(error)),
            });
          }}
        >
          {unsubmit.isPending ? <InlineSpinner label="Unsubmitting" /> : 'Unsubmit'}
        </Button>
      </Box>
      <OutcomeDialog
        open={isDone}
        title="Success"
        buttonLabel="Continue"
        onClose={() => void navigate(screens.designResults.href(structureId))}
      >
        <p>{submissionMessages.unsubmitted}</p>
      </OutcomeDialog>
    </Box>
  );
}
