import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import type { DesignForm } from '@circa/contract/design.schema';
import { messages } from '@circa/contract/messages';
import { NotFoundPage } from '../../../ui/not-found-page';
import { useIdParam } from '../../../lib/route-params';
import type { DesignFieldKey } from '../hooks/design-fields';
import { selectOptionsOf, waterFields } from '../hooks/design-fields';
import { useDesignDraft } from '../hooks/use-design-draft';
import { useGoWhenSettled } from '../hooks/use-go-when-settled';
import { DesignLoadState } from './design-load-state';
import { DesignNavButtons } from './design-nav-buttons';
import { LeavePrompt } from './leave-prompt';
import { DesignSelectField } from './design-select-field';
import { DesignTextField } from './design-text-field';
import { FormPageFrame } from './form-page-frame';
import { SaveErrorAlert } from './save-error-alert';
import { SaveStatus } from './save-status';
import { readOnlyTexts } from '@circa/contract/read-only.schema';
import { screens } from '../../../config/screens';

/** The water fields' labels, in the words of their messages (document 2 §5). */
export const waterLabels: Record<(typeof waterFields)[number], string> = {
  waterSupplyId: 'Water Supply',
  rainwaterTankSize: 'Rainwater Tank Size',
  waterTreatmentId: 'Water Treatment',
  showerWaterRatingId: 'Shower Head Fittings',
  toiletsWaterRatingId: 'Toilets Fittings',
  tapsWaterRatingId: 'Tapware Fittings',
  washingMachineWaterRatingId: 'Washing Machine',
  dishwasherWaterRatingId: 'Dishwasher',
  gardenTypeId: 'Garden Type',
  gardenArea: 'Garden Area',
  rainwaterPumpPressureRatingId: 'Rainwater Pump Type',
};

/** What the number boxes hold, and what an empty box means (docs/methodology.md §8). */
export const NUMBER_FIELDS = {
  gardenArea: {
    unit: 'm²',
    help: "Irrigated garden and lawn of all dwellings. Leave empty to count a typical share of household use instead of the garden's need in the site's climate.",
  },
  rainwaterTankSize: {
    unit: 'L',
    help: 'For the rainwater supplies without a named tank (the 2 kL option has its own).',
  },
} as const;

/** /design-water/{id}: Water Balance Inputs (document 2 §2), saved like Design Details. */
export function WaterPage() {
  const structureId = useIdParam('structureId');
  if (structureId === null) return <NotFoundPage />;
  return (
    <DesignLoadState structureId={structureId}>
      {(design) => <WaterForm key={design.DesignId} design={design} />}
    </DesignLoadState>
  );
}

/**
 * Why the rainwater supply options are disabled (docs/decisions/0016-rainwater.md): the server's
 * message while any supply option is disabled, and whether the design still holds one from an
 * earlier save (it is then evaluated as mains water).
 */
function rainwaterNotice(design: DesignForm, value: string) {
  const disabled = design.WaterSupplies.filter((option) => option.IsDisabled);
  const kept = disabled.find((option) => String(option.Id) === value);
  return {
    helperText: disabled.length > 0 ? messages.rainwaterSupplyUnavailable : undefined,
    kept,
  };
}

function WaterForm({ design }: { design: DesignForm }) {
  // the server decides (locked designs stay editable for organisation admins)
  const isReadOnly = design.IsReadOnly;
  const form = useDesignDraft(design, waterFields);
  const rainwater = rainwaterNotice(design, form.draft.waterSupplyId);
  const { autosave } = form;
  const nav = useGoWhenSettled({
    isSettled: autosave.isSettled,
    hasErrors: form.hasErrors,
    flush: autosave.flush,
  });
  const field = (key: DesignFieldKey & keyof typeof waterLabels) =>
    key === 'gardenArea' || key === 'rainwaterTankSize' ? (
      <DesignTextField
        key={key}
        name={key}
        label={waterLabels[key]}
        value={form.draft[key]}
        error={form.errors[key]}
        onValue={form.setField}
        disabled={isReadOnly}
        isNumber
        unit={NUMBER_FIELDS[key].unit}
        helperText={NUMBER_FIELDS[key].help}
        fullWidth
      />
    ) : (
      select(key)
    );
  const select = (key: DesignFieldKey & keyof typeof waterLabels) => (
    <DesignSelectField
      key={key}
      name={key}
      label={waterLabels[key]}
      value={form.draft[key]}
      options={selectOptionsOf[key]?.(design) ?? []}
      error={form.errors[key]}
      onValue={form.setField}
      disabled={isReadOnly}
      helperText={key === 'waterSupplyId' ? rainwater.helperText : undefined}
      fullWidth
    />
  );
  return (
    <Box>
      <SaveErrorAlert error={autosave.error} onRetry={autosave.retry} />
      <FormPageFrame
        heading="Water Balance Inputs"
        headingId="water-heading"
        status={<SaveStatus status={autosave.status} isBlocked={form.hasErrors} />}
      >
        {isReadOnly ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {readOnlyTexts[design.ReadOnlyReason ?? 'access']}
          </Alert>
        ) : null}
        {rainwater.kept ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {`This design was saved with "${rainwater.kept.Description}", which is evaluated as mains water. ${messages.rainwaterSupplyUnavailable}`}
          </Alert>
        ) : null}
        <Box
          component="form"
          noValidate
          aria-label="Water balance inputs"
          onSubmit={(event) => event.preventDefault()}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}
        >
          {waterFields.map(field)}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <DesignNavButtons
            targets={[
              {
                label: 'Next',
                to: screens.designTemplates.href(design.StructureId, 1),
                icon: 'next',
              },
            ]}
            marked={nav.target}
            hasErrors={form.hasErrors}
            onGo={nav.go}
          />
        </Box>
      </FormPageFrame>
      <LeavePrompt hasInvalidEdits={form.hasInvalidEdits} isSettled={autosave.isSettled} />
    </Box>
  );
}
