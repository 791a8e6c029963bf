import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { GrossFloorAreaType } from '@circa/contract/enums';
import type { DesignForm } from '@circa/contract/design.schema';
import { NotFoundPage } from '../../../ui/not-found-page';
import { InlineSpinner, PageSpinner } from '../../../ui/page-spinner';
import { LoadError } from '../../../ui/load-error';
import { useIdParam } from '../../../lib/route-params';
import { useCustomiseGfa, usePredictedGfa, useUpdateCustomiseGfa } from '../api/design-api';
import { truncateArea } from '../hooks/design-fields';
import { minimumAreaText } from '../hooks/design-validation';
import type { GfaEntry, GfaRecord } from '../hooks/gfa-rules';
import {
  canSwitchToPredicted,
  gfaEntryFromRecord,
  gfaErrors,
  gfaSaveInput,
  setOverride,
  switchToPredicted,
  typeGrossFloorArea,
} from '../hooks/gfa-rules';
import { DesignLoadState } from './design-load-state';
import { FormPageFrame } from './form-page-frame';
import { SaveErrorAlert } from './save-error-alert';
import { screens } from '../../../config/screens';

/** /design-gfa/{id} (document 2 §2 "Gross floor area"): id is the lot's; the design comes from getLot. */
export function GfaPage() {
  const structureId = useIdParam('structureId');
  if (structureId === null) return <NotFoundPage />;
  return (
    <DesignLoadState structureId={structureId}>
      {(design) => <GfaRecordLoader design={design} />}
    </DesignLoadState>
  );
}

function GfaRecordLoader({ design }: { design: DesignForm }) {
  const query = useCustomiseGfa(design.DesignId);
  const [record, setRecord] = useState<GfaRecord | null>(null);
  if (record === null && query.isSuccess && !query.isFetching) setRecord(query.data);
  if (record !== null) return <GfaForm design={design} record={record} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <PageSpinner label="Loading the gross floor area" />;
}

const areaProps = {
  slotProps: { htmlInput: { inputMode: 'decimal' as const, autoComplete: 'off' } },
  fullWidth: true,
};

function GfaForm({ design, record }: { design: DesignForm; record: GfaRecord }) {
  const navigate = useNavigate();
  const back = screens.designDetails.href(design.StructureId, true);
  // the server decides (locked designs stay editable for organisation admins)
  const isReadOnly = design.IsReadOnly;
  const [entry, setEntry] = useState<GfaEntry>(() => gfaEntryFromRecord(record));
  const isPredicted = entry.isOverride && entry.calculationType === GrossFloorAreaType.Predicted;
  const predicted = usePredictedGfa(design.DesignId, isPredicted);
  const save = useUpdateCustomiseGfa();
  const errors = gfaErrors(entry, record);
  const hasErrors = Object.keys(errors).length > 0;
  const isPredicting = isPredicted && predicted.isFetching;
  const shownArea = isPredicted
    ? predicted.data === undefined
      ? ''
      : String(truncateArea(predicted.data))
    : entry.grossFloorArea;

  return (
    <Box>
      <SaveErrorAlert error={save.error} keptText="Your entries are kept." />
      <FormPageFrame heading="Gross Floor Area" headingId="gfa-heading">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {`Dwellings ${record.Dwellings}, bedrooms ${record.Bedrooms}, bathrooms ${record.Bathrooms}, car spaces ${record.Carparks}. Minimum gross floor area: ${minimumAreaText(record.MinimumGrossFloorArea)} m2.`}
        </Typography>
        <FormControlLabel
          disabled={isReadOnly}
          control={
            <Switch
              checked={entry.isOverride}
              onChange={(_, checked) => setEntry((current) => setOverride(current, checked))}
            />
          }
          label="Override gross floor area"
        />
        {entry.isOverride ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mt: 2 }}>
            <TextField
              {...areaProps}
              name="grossFloorArea"
              label="Gross Floor Area (m2)"
              value={shownArea}
              disabled={isReadOnly}
              onChange={(event) =>
                setEntry((current) => typeGrossFloorArea(current, event.target.value))
              }
              error={errors.grossFloorArea !== undefined}
              helperText={
                errors.grossFloorArea ??
                (isPredicted ? 'Predicted. Type a value to enter a known area.' : 'Known area.')
              }
              sx={{ flex: '1 1 240px', '& input': isPredicted ? { color: 'text.disabled' } : {} }}
            />
            <Button
              variant="outlined"
              sx={{ mt: 1 }}
              disabled={isReadOnly || !canSwitchToPredicted(entry)}
              onClick={() => setEntry((current) => switchToPredicted(current))}
            >
              Use predicted
            </Button>
          </Box>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              gap: 2,
              mt: 2,
            }}
          >
            <TextField
              {...areaProps}
              name="fullyEnclosedFloorArea"
              label="Fully Enclosed Covered Area (m2)"
              value={entry.fullyEnclosedFloorArea}
              disabled={isReadOnly}
              onChange={(event) =>
                setEntry((current) => ({ ...current, fullyEnclosedFloorArea: event.target.value }))
              }
              error={errors.fullyEnclosedFloorArea !== undefined || errors.areas !== undefined}
              helperText={errors.fullyEnclosedFloorArea}
            />
            <TextField
              {...areaProps}
              name="unenclosedCoveredArea"
              label="Unenclosed Covered Area (m2)"
              value={entry.unenclosedCoveredArea}
              disabled={isReadOnly}
              onChange={(event) =>
                setEntry((current) => ({ ...current, unenclosedCoveredArea: event.target.value }))
              }
              error={errors.unenclosedCoveredArea !== undefined || errors.areas !== undefined}
              helperText={errors.unenclosedCoveredArea}
            />
          </Box>
        )}
        <Box
          role="status"
          aria-live="polite"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minHeight: 32,
            color: 'text.secondary',
          }}
        >
          {isPredicting ? (
            <>
              <InlineSpinner label="Predicting the gross floor area" />
              <Typography variant="body2" component="span">
                calculating...
              </Typography>
            </>
          ) : null}
        </Box>
        {errors.areas ? <Alert severity="error">{errors.areas}</Alert> : null}
        {isPredicted && predicted.isError ? (
          <Alert severity="error">{predicted.error.message}</Alert>
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          <Button onClick={() => void navigate(back)} disabled={save.isPending}>
            Cancel
          </Button>
          <Button
            variant="contained"
            disabled={isReadOnly || hasErrors || isPredicting || save.isPending}
            onClick={() =>
              save.mutate(gfaSaveInput(entry, design.DesignId), {
                onSuccess: () => void navigate(back),
              })
            }
          >
            {save.isPending ? <InlineSpinner label="Saving" /> : 'Done'}
          </Button>
        </Box>
      </FormPageFrame>
    </Box>
  );
}
