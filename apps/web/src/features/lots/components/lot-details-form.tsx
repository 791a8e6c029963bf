import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { createLotSchema } from '@circa/contract/lots.schema';
import { messages } from '@circa/contract/messages';
import { isApiError } from '../../../lib/api-error';
import { ReadOnlyField } from '../../../ui/read-only-field';
import { FormTextField } from '../../../ui/form-text-field';
import { InlineSpinner } from '../../../ui/page-spinner';
import { RichTextEditor } from '../../../ui/rich-text-editor';
import { RichTextView } from '../../../ui/rich-text-view';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt';

/** The lot form's values (document 2 §3 "Lot details"). */
export const lotFormSchema = z.object({
  address: createLotSchema.shape.address,
  customLotFieldValue: z.string().trim().max(200),
  description: z.string().max(20000),
  isDesignLocked: z.boolean(),
});
export type LotFormValues = z.infer<typeof lotFormSchema>;

/**
 * The server's own words when they tell the user what to change (bad input, no permission, a
 * conflict); shown under the spec's 'An unexpected error has occurred'.
 */
export function actionableDetail(error: unknown): string | null {
  return isApiError(error, 'validation_failed', 'forbidden', 'conflict') && error.hasServerMessage
    ? error.message
    : null;
}

/** The main button (document 2 §2): 'Create Design' for a new lot, 'Save' when built, else 'Save & Add Build'. */
export function lotButtonText(lot: { isNew: boolean; isBuilt: boolean }): string {
  if (lot.isNew) return 'Create Design';
  return lot.isBuilt ? 'Save' : 'Save & Add Build';
}

export interface LotDetailsFormProps {
  projectName: string;
  /** The organisation's custom lot label; the custom field shows only when there is one. */
  customLabel: string;
  initialValues: LotFormValues;
  isNew: boolean;
  isBuilt: boolean;
  isReadOnly: boolean;
  /** The design is locked for the caller (everyone but organisation admins): nothing to change. */
  isDesignLocked: boolean;
  /** Organisation admins may lock the design (and, locked, still change the lot). */
  canLockDesign: boolean;
  /** Saves; resolves with where to go next (null: stay on the page). Throws on failure. */
  onSubmit: (values: LotFormValues) => Promise<(() => void) | null>;
  /** Shown between the description and the buttons (the lot's designs). */
  children?: ReactNode;
}

/**
 * The lot form of /create-lot and /lot-details (document 2 §2): project name (read only), Lot
 * Address, the custom field, a rich-text Description and, for organisation admins, the design
 * lock. Save is disabled while the address is empty, while saving, when the lot is read-only or
 * the design locked; then the fields are disabled too (document 2 §5). A failed save shows 'An
 * unexpected error has occurred' and keeps what was typed; leaving with unsaved changes asks first.
 */
export function LotDetailsForm(props: LotDetailsFormProps) {
  const {
    projectName,
    customLabel,
    initialValues,
    isNew,
    isBuilt,
    isReadOnly,
    isDesignLocked,
    canLockDesign,
    onSubmit,
    children,
  } = props;
  const isFrozen = isReadOnly || isDesignLocked;
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  const [isSaved, setSaved] = useState(false);
  const isLeavingAfterSave = useRef(false);
  const form = useForm<LotFormValues>({
    resolver: zodResolver(lotFormSchema),
    values: initialValues,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const isAddressEmpty = (form.watch('address') ?? '').trim() === '';

  async function submit(values: LotFormValues) {
    setFailure(null);
    setSaved(false);
    try {
      const next = await onSubmit(values);
      form.reset(values);
      if (next) {
        isLeavingAfterSave.current = true;
        next();
      } else {
        setSaved(true);
      }
    } catch (error) {
      console.error('Lot save failed', error);
      setFailure({ detail: actionableDetail(error) });
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-label={isNew ? 'New lot' : 'Lot details'}
    >
      {failure ? (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ mb: 1 }}>
          {messages.unexpectedError}
          {failure.detail ? (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              {failure.detail}
            </Box>
          ) : null}
        </Alert>
      ) : null}
      <ReadOnlyField label="Project" value={projectName} />
      <FormTextField
        control={form.control}
        name="address"
        label="Lot Address"
        required
        autoComplete="street-address"
        disabled={isFrozen}
        autoFocus={isNew}
      />
      {customLabel ? (
        <FormTextField
          control={form.control}
          name="customLotFieldValue"
          label={customLabel}
          disabled={isFrozen}
        />
      ) : null}
      <Controller
        control={form.control}
        name="description"
        render={({ field }) =>
          isFrozen ? (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Description
              </Typography>
              {field.value ? (
                <RichTextView html={field.value} label="Description" />
              ) : (
                <Typography sx={{ color: 'text.secondary' }}>None</Typography>
              )}
            </Box>
          ) : (
            <RichTextEditor
              label="Description"
              initialValue={field.value}
              onChange={field.onChange}
            />
          )
        }
      />
      {canLockDesign && !isNew ? (
        <Controller
          control={form.control}
          name="isDesignLocked"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  disabled={isReadOnly}
                />
              }
              label="Design Locked"
            />
          )}
        />
      ) : null}
      {children}
      {isSaved && !isDirty ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }} onClose={() => setSaved(false)}>
          Lot details saved.
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting || isFrozen || isAddressEmpty}
          sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}
        >
          {isSubmitting ? <InlineSpinner label="Saving" /> : lotButtonText({ isNew, isBuilt })}
        </Button>
      </Box>
      <UnsavedChangesPrompt shouldBlock={() => isDirty && !isLeavingAfterSave.current} />
    </Box>
  );
}
