import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RestartAlt from '@mui/icons-material/RestartAlt';
import type { DesignForm } from '@circa/contract/design.schema';
import { messages } from '@circa/contract/messages';
import { useSlot } from '../../../lib/slots';
import type { DesignFieldKey } from '../hooks/design-fields';
import { designDetailsFields, selectOptionsOf } from '../hooks/design-fields';
import { useDesignDraft } from '../hooks/use-design-draft';
import { useGoWhenSettled } from '../hooks/use-go-when-settled';
import { DesignNavButtons } from './design-nav-buttons';
import { DesignSelectField } from './design-select-field';
import { DesignTextField } from './design-text-field';
import { GfaField } from './gfa-field';
import { LeavePrompt } from './leave-prompt';
import { OnboardingDialog } from '../../../ui/onboarding-dialog';
import { ResetDesignDialog } from './reset-design-dialog';
import { SaveErrorAlert } from './save-error-alert';
import { SaveStatus } from './save-status';
import { ThermalDemandsLink } from './thermal-demands-link';
import { readOnlyTexts } from '@circa/contract/read-only.schema';
import { screens } from '../../../config/screens';

/** What an empty lighting power density box means (docs/methodology.md §6). */
export const LIGHTING_POWER_DENSITY_HELP =
  'Installed lighting of the conditioned area. Leave empty for 5 W/m2, the Whole of Home default.';

const labels: Partial<Record<DesignFieldKey, string>> = {
  designName: 'Design Name',
  dwellings: 'Dwellings',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  carparks: 'Carparks',
  carparkTypeId: 'Car Park Type',
  floors: 'Floors',
  ceilingHeight: 'Ceiling Height',
  occupancyDate: 'Occupancy Date',
  energyMonitoringTypeId: 'Energy Monitoring',
  thermalRatingId: 'Thermal Rating',
  naturalLightingId: 'Natural Lighting',
  lightingPowerDensity: 'Lighting Power Density',
  electricitySupplyId: 'Electricity Supply',
  firstBedroomSize: 'First Bedroom Size',
  otherBedroomSize: 'Other Bedroom Size',
};

const helpers: Partial<Record<DesignFieldKey, string>> = {
  bedrooms: messages.bedroomsHelper,
  bathrooms: messages.bathroomsHelper,
  carparks: messages.carparksHelper,
  occupancyDate: 'dd/mm/yyyy',
  lightingPowerDensity: LIGHTING_POWER_DENSITY_HELP,
};

const units: Partial<Record<DesignFieldKey, string>> = {
  ceilingHeight: 'm',
  firstBedroomSize: 'm2',
  otherBedroomSize: 'm2',
  lightingPowerDensity: 'W/m2',
};

/**
 * The Design Details form, 'Enter Design Info' (document 2 §2–§5): every design field, saved
 * automatically about 1 s after the last change; Results and Next; Reset design; the onboarding
 * message. Read only when the user may not edit or the design is locked.
 */
export function DesignDetailsForm({ design }: { design: DesignForm }) {
  const structureId = design.StructureId;
  const CreditDialog = useSlot('CreditDialog');
  // the server decides (locked designs stay editable for organisation admins)
  const isReadOnly = design.IsReadOnly;
  const form = useDesignDraft(design, designDetailsFields);
  const { draft, errors, setField, autosave } = form;
  const nav = useGoWhenSettled({
    isSettled: autosave.isSettled,
    hasErrors: form.hasErrors,
    flush: autosave.flush,
  });
  const [isResetting, setResetting] = useState(false);
  // Next while the lot needs payment opens the credit dialog first (document 2 §4)
  const [creditTarget, setCreditTarget] = useState<string | null>(null);
  // ...once what was typed is saved, so credits are asked for the dwellings the server holds
  const [creditWanted, setCreditWanted] = useState<string | null>(null);
  const { isSettled } = autosave;
  const { hasErrors, paymentRequired } = form;
  useEffect(() => {
    if (creditWanted === null || !isSettled || hasErrors) return;
    setCreditWanted(null);
    if (paymentRequired) setCreditTarget(creditWanted);
    else nav.go(creditWanted);
  }, [creditWanted, isSettled, hasErrors, paymentRequired, nav]);
  const go = (to: string) => {
    if (to !== screens.designWater.href(structureId) || !form.paymentRequired) return nav.go(to);
    autosave.flush();
    if (form.hasErrors) document.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus();
    setCreditWanted(to);
  };

  function field(key: DesignFieldKey) {
    const options = selectOptionsOf[key]?.(design);
    const common = {
      name: key,
      label: labels[key] ?? key,
      value: draft[key],
      error: errors[key],
      onValue: setField,
      disabled: isReadOnly,
      helperText: helpers[key],
      fullWidth: true,
    };
    if (options) return <DesignSelectField key={key} {...common} options={options} />;
    return (
      <DesignTextField
        key={key}
        {...common}
        isNumber={key !== 'designName' && key !== 'occupancyDate'}
        unit={units[key]}
        placeholder={key === 'occupancyDate' ? 'dd/mm/yyyy' : undefined}
      />
    );
  }

  return (
    <Box component="section" aria-labelledby="design-info-heading">
      <SaveErrorAlert error={autosave.error} onRetry={autosave.retry} />
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mb: 1,
          }}
        >
          <Typography id="design-info-heading" variant="h5" component="h2">
            Enter Design Info
          </Typography>
          <SaveStatus status={autosave.status} isBlocked={form.hasErrors} />
        </Box>
        {isReadOnly ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {readOnlyTexts[design.ReadOnlyReason ?? 'access']}
          </Alert>
        ) : null}
        <Box
          component="form"
          noValidate
          onSubmit={(event) => event.preventDefault()}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            columnGap: 2,
            rowGap: 1,
            '& .MuiTextField-root': { my: 0.5 },
          }}
        >
          {field('designName')}
          {field('dwellings')}
          {field('bedrooms')}
          {field('bathrooms')}
          {field('carparks')}
          {field('carparkTypeId')}
          {field('floors')}
          {field('ceilingHeight')}
          <GfaField
            value={draft.grossFloorArea}
            error={errors.grossFloorArea}
            calculationType={form.gfa.calculationType}
            isCalculating={form.isCalculatingGfa}
            disabled={isReadOnly}
            onValue={setField}
            onPredicted={form.setPredicted}
            onOpenScreen={() => nav.go(screens.designGfa.href(structureId))}
          />
          {design.CustomDesignFieldLabel.trim() !== '' ? (
            <DesignTextField
              name="customDesignFieldValue"
              label={design.CustomDesignFieldLabel}
              value={draft.customDesignFieldValue}
              error={errors.customDesignFieldValue}
              onValue={setField}
              disabled={isReadOnly}
              fullWidth
              sx={{ gridColumn: '1 / -1' }}
            />
          ) : null}
          {field('occupancyDate')}
          {field('energyMonitoringTypeId')}
          {field('thermalRatingId')}
          <ThermalDemandsLink
            design={design}
            onOpen={() => nav.go(screens.designThermal.href(structureId))}
          />
          {field('naturalLightingId')}
          {field('lightingPowerDensity')}
          {field('electricitySupplyId')}
          {field('firstBedroomSize')}
          {field('otherBedroomSize')}
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            gap: 2,
            mt: 3,
          }}
        >
          {isReadOnly ? (
            <span />
          ) : (
            <Button
              color="error"
              variant="text"
              startIcon={<RestartAlt />}
              aria-haspopup="dialog"
              onClick={() => setResetting(true)}
            >
              Reset design
            </Button>
          )}
          <DesignNavButtons
            targets={[
              { label: 'Results', to: screens.designResults.href(structureId), icon: 'results' },
              { label: 'Next', to: screens.designWater.href(structureId), icon: 'next' },
            ]}
            marked={nav.target}
            hasErrors={form.hasErrors}
            onGo={go}
          />
        </Box>
      </Paper>
      <LeavePrompt hasInvalidEdits={form.hasInvalidEdits} isSettled={autosave.isSettled} />
      <OnboardingDialog onboarding={design.OrgOnboardingContent} />
      <ResetDesignDialog
        open={isResetting}
        structureId={structureId}
        onClose={() => setResetting(false)}
      />
      <CreditDialog
        open={creditTarget !== null}
        structureId={structureId}
        destination={creditTarget ?? screens.designWater.href(structureId)}
        payment={design.PaymentPopUp}
        dwellings={form.savedDwellings}
        onClose={() => setCreditTarget(null)}
        onPaid={() => {
          setCreditTarget(null);
          nav.go(screens.designWater.href(structureId));
        }}
      />
    </Box>
  );
}
