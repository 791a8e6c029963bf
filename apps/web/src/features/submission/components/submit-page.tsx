import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DesignSummary } from '@circa/contract/submission.schema';
import { NotFoundPage } from '../../../ui/not-found-page';
import { InlineSpinner, PageSpinner } from '../../../ui/page-spinner';
import { useSlot } from '../../../lib/slots';
import { LoadError } from '../../../ui/load-error';
import { useIdParam } from '../../../lib/route-params';
import { useDesignSummary, useSubmitDesign } from '../api/submission-api';
import { useTargetsAchieved } from '../hooks/use-targets-achieved';
import { submissionMessages, submitAcknowledgements } from '../submission-texts';
import { Acknowledgements } from './acknowledgements';
import { DesignHeading } from './design-heading';
import { OutcomeDialog } from './outcome-dialog';
import { ReferenceRow } from './reference-row';
import { SafeHtml } from './safe-html';
import { screens } from '../../../config/screens';

/** The submit screen (/design-results/{id}/submit; document 2 §5 "Submit"). */
export function SubmitPage() {
  const structureId = useIdParam('structureId');
  if (structureId === null) return <NotFoundPage />;
  return <SubmitScreen structureId={structureId} />;
}

function SubmitScreen({ structureId }: { structureId: number }) {
  const summary = useDesignSummary(structureId);
  if (summary.isPending) return <PageSpinner />;
  if (summary.isError)
    return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  return <SubmitForm summary={summary.data} onPaid={() => void summary.refetch()} />;
}

/** Missing required reference types, by name. */
function missingReferences(summary: DesignSummary): string[] {
  const uploaded = new Set(summary.DesignReferences.map((r) => r.RefTypeId));
  return summary.RequiredReferenceTypes.filter(
    (t) => t.IsRequired && !uploaded.has(t.RefTypeId),
  ).map((t) => t.RefTypeName);
}

export function SubmitForm({ summary, onPaid }: { summary: DesignSummary; onPaid: () => void }) {
  const structureId = summary.StructureId;
  const CreditDialog = useSlot('CreditDialog');
  const navigate = useNavigate();
  const submit = useSubmitDesign();
  const achieved = useTargetsAchieved(structureId, !summary.PaymentRequired);
  const [purposeId, setPurposeId] = useState<number | ''>(summary.DesignPurposeId ?? '');
  const [phaseId, setPhaseId] = useState<number | ''>(
    summary.DesignPhases.some((p) => p.Id === summary.DesignPhaseId)
      ? (summary.DesignPhaseId ?? '')
      : '',
  );
  const [ticked, setTicked] = useState<boolean[]>(submitAcknowledgements.map(() => false));
  const [isAttempted, setIsAttempted] = useState(false);
  const [touched, setTouched] = useState({ purpose: false, phase: false });
  const [isCreditOpen, setIsCreditOpen] = useState(false);
  const [outcome, setOutcome] = useState<'success' | 'error' | null>(null);

  const isReadOnly = summary.IsSubmitted || !summary.CanSubmit;
  const missing = missingReferences(summary);
  // Document 2 §5 "Submit": purpose and phase are required once the project targets have loaded;
  // the messages show once a select was closed empty or Submit was pressed.
  const isTargetsLoading = !summary.PaymentRequired && achieved === 'Loading';
  const purposeError =
    purposeId === '' && (isAttempted || touched.purpose) ? submissionMessages.purposeRequired : '';
  const phaseError =
    phaseId === '' && (isAttempted || touched.phase) ? submissionMessages.phaseRequired : '';
  const isReady =
    purposeId !== '' &&
    phaseId !== '' &&
    ticked.every(Boolean) &&
    !isTargetsLoading &&
    missing.length === 0;

  function onSubmit() {
    if (summary.PaymentRequired) {
      setIsCreditOpen(true);
      return;
    }
    setIsAttempted(true);
    if (!isReady || typeof purposeId !== 'number' || typeof phaseId !== 'number') return;
    submit.mutate(
      { structureId, designPurposeId: purposeId, designPhaseId: phaseId },
      { onSuccess: () => setOutcome('success'), onError: () => setOutcome('error') },
    );
  }

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', display: 'grid', gap: 2 }}>
      <DesignHeading summary={summary} />
      {summary.IsSubmitted ? (
        <Alert severity="success">
          This design is submitted ({summary.DesignPurposeName}, {summary.DesignPhaseName}).
          Re-design it to make changes.
        </Alert>
      ) : null}
      {!summary.CanSubmit && !summary.IsSubmitted ? (
        <Alert severity="info">This design is read-only for you.</Alert>
      ) : null}
      {summary.PaymentRequired ? (
        <Alert severity="warning">Payment is required before this design can be submitted.</Alert>
      ) : null}

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          Submission
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            label="Model Purpose"
            value={purposeId}
            onChange={(event) => setPurposeId(Number(event.target.value))}
            error={Boolean(purposeError)}
            helperText={purposeError || undefined}
            slotProps={{
              select: { onClose: () => setTouched((t) => ({ ...t, purpose: true })) },
            }}
            disabled={isReadOnly}
            required
          >
            {summary.DesignPurposes.map((p) => (
              <MenuItem key={p.Id} value={p.Id} disabled={p.IsDisabled}>
                {p.Description}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Design Phase"
            value={phaseId}
            onChange={(event) => setPhaseId(Number(event.target.value))}
            error={Boolean(phaseError)}
            helperText={phaseError || undefined}
            slotProps={{
              select: { onClose: () => setTouched((t) => ({ ...t, phase: true })) },
            }}
            disabled={isReadOnly}
            required
          >
            {summary.DesignPhases.map((p) => (
              <MenuItem key={p.Id} value={p.Id} disabled={p.IsDisabled}>
                {p.Description}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <TextField
          label="Targets Achieved"
          value={summary.PaymentRequired ? 'Payment is required.' : achieved}
          slotProps={{
            input: { readOnly: true },
            formHelperText: { sx: { color: 'warning.dark' } },
          }}
          helperText={
            achieved === 'No' && !summary.PaymentRequired
              ? 'Not every target is achieved. The design can still be submitted.'
              : undefined
          }
          sx={{ maxWidth: { sm: 'calc(50% - 8px)' } }}
        />
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          Reference Documents
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Documents (PDF, Word), images, CAD drawings (DWG, DXF, IFC), archives (ZIP, 7z, RAR) or
          spreadsheets (Excel, CSV), up to 20 MB each. Required documents are marked *.
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {summary.RequiredReferenceTypes.map((type) => (
            <ReferenceRow
              key={type.RefTypeId}
              structureId={structureId}
              type={type}
              reference={summary.DesignReferences.find((r) => r.RefTypeId === type.RefTypeId)}
              isReadOnly={isReadOnly}
            />
          ))}
        </Box>
        {isAttempted && missing.length > 0 ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            Upload the required documents: {missing.join(', ')}.
          </Alert>
        ) : null}
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Acknowledgements
        </Typography>
        <Acknowledgements
          labels={submitAcknowledgements}
          ticked={summary.IsSubmitted ? submitAcknowledgements.map(() => true) : ticked}
          onChange={setTicked}
          disabled={isReadOnly}
          showUnticked={isAttempted}
        />
      </Paper>

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, pb: 2 }}>
        {summary.IsSubmitted ? (
          <>
            <Button onClick={() => void navigate(screens.designResults.href(structureId))}>
              Back To Results
            </Button>
            {summary.CanSubmit ? (
              <Button
                variant="contained"
                onClick={() => void navigate(screens.unsubmitDesign.href(structureId))}
              >
                Re-design
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <Button onClick={() => void navigate(screens.designResults.href(structureId))}>
              Cancel
            </Button>
            <Button
              variant="contained"
              onClick={onSubmit}
              disabled={isReadOnly || submit.isPending || isTargetsLoading}
            >
              {submit.isPending ? <InlineSpinner label="Submitting" /> : 'Submit'}
            </Button>
          </>
        )}
      </Box>

      <OutcomeDialog
        open={outcome === 'success'}
        title="Success"
        buttonLabel="Continue"
        onClose={() => void navigate(screens.designResults.href(structureId))}
      >
        <p>{submissionMessages.submitted}</p>
      </OutcomeDialog>
      <OutcomeDialog
        open={outcome === 'error'}
        title="Error Encountered"
        buttonLabel="Ok"
        onClose={() => {
          setOutcome(null);
          submit.reset();
        }}
      >
        <SafeHtml html={submit.error?.message ?? ''} />
      </OutcomeDialog>
      {isCreditOpen ? (
        <CreditDialog
          open
          structureId={structureId}
          destination={screens.submitDesign.href(structureId)}
          payment={{
            Prepaid: summary.Prepaid,
            OrgCreditAmount: summary.OrgCreditAmount,
            ProjectCreditAmount: summary.ProjectCreditAmount,
            MaxCreditsPerLot: summary.MaxCreditsPerLot,
            SupportEmail: summary.SupportEmail,
            OrgName: summary.OrgName,
            IsOrgAdmin: summary.IsOrgAdmin,
            PaidDwellings: summary.PaidDwellings,
          }}
          dwellings={summary.Dwellings}
          onClose={() => setIsCreditOpen(false)}
          onPaid={() => {
            setIsCreditOpen(false);
            onPaid();
          }}
        />
      ) : null}
    </Box>
  );
}
