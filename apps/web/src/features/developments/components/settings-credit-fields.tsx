import Box from '@mui/material/Box';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { ProjectSettings } from '@circa/contract/developments.schema';
import { messages } from '@circa/contract/messages';
import { FormTextField } from '../../../ui/form-text-field';
import { ReadOnlyField } from '../../../ui/read-only-field';
import type { SettingsFormValues } from '../hooks/settings-rules';
import { FormSelect } from '../../../ui/form-select';
import { FormSwitch } from '../../../ui/form-switch';

export interface SettingsCreditFieldsProps {
  settings: ProjectSettings;
  isNew: boolean;
  /** Organisation credit not yet allocated (undefined while loading). */
  availableCredit: number | undefined;
  isCarbonSavingOffered: boolean;
  maxCreditsBalance: number;
  /** Admin of the organisation: only they may allocate its credits (prepaid and balance). */
  canAllocate: boolean;
}

/**
 * Carbon saving target (new developments of organisations without credit), the prepaid credits
 * switch with the project's credit balance (enabled only when prepaid; switching off sets it to
 * 0), and the credits the project has used (read only).
 */
export function SettingsCreditFields({
  settings,
  isNew,
  availableCredit,
  isCarbonSavingOffered,
  maxCreditsBalance,
  canAllocate,
}: SettingsCreditFieldsProps) {
  const { control, setValue, trigger } = useFormContext<SettingsFormValues>();
  const { isSubmitted } = useFormState({ control });
  const isPrepaid = useWatch({ control, name: 'Prepaid' });

  function togglePrepaid(checked: boolean) {
    setValue('Prepaid', checked, { shouldDirty: true });
    if (!checked) setValue('CreditsBalance', '0', { shouldDirty: true });
    if (isSubmitted) void trigger('CreditsBalance');
  }

  return (
    <>
      {isCarbonSavingOffered ? (
        <FormSelect
          control={control}
          name="CarbonSavingsId"
          label="Carbon saving target"
          options={settings.CarbonSavingsList}
          required
        />
      ) : null}
      <FormSwitch
        control={control}
        name="Prepaid"
        label="Prepaid credits"
        helperText={
          !canAllocate
            ? messages.projectCreditsAdminOnly
            : availableCredit === undefined
              ? undefined
              : `Organisation credit available: ${availableCredit} (1 credit per dwelling)`
        }
        onToggle={togglePrepaid}
        disabled={!canAllocate}
      />
      <Box
        sx={{
          display: 'grid',
          gap: { sm: 2 },
          gridTemplateColumns: { xs: '1fr', sm: isNew ? '1fr' : '1fr 1fr' },
        }}
      >
        <FormTextField
          control={control}
          name="CreditsBalance"
          label="Project credit balance"
          // text, not type="number", so what is typed is kept and checked (see Land area)
          disabled={!isPrepaid || !canAllocate}
          helperText={isPrepaid && canAllocate ? `0 to ${maxCreditsBalance} credits` : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        {isNew ? null : (
          <ReadOnlyField label="Credits used by project" value={String(settings.CreditsSpent)} />
        )}
      </Box>
    </>
  );
}
