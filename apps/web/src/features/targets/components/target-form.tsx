import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { projectTargetSelectionSchema } from '@circa/contract/targets.schema';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormTextField } from '../../../ui/form-text-field';
import { ReadOnlyField } from '../../../ui/read-only-field';
import { FormSelect } from '../../../ui/form-select';
import { FormSwitch } from '../../../ui/form-switch';
import { formatCost } from '../../../lib/format-cost';
import { useDeleteTarget, useSaveTarget } from '../api/targets-api';
import type { TargetFormValues } from '../hooks/target-rules';
import {
  targetFormValues,
  targetPermissions,
  targetResolver,
  toTargetPayload,
} from '../hooks/target-rules';
import { SavingsField } from './savings-field';
import { ScopeField } from './scope-field';
import { screens } from '../../../config/screens';

export type TargetSelection = z.infer<typeof projectTargetSelectionSchema>;

/** Text under the savings target of a locked target on a prepaid project. */
export const lockedSavingsText =
  'This target is locked: its savings target cannot be changed on a prepaid project.';

/**
 * The target form (admin coordinators): name, indicator, functional unit, timescale, scope,
 * savings target, on-site renewables, and the cost figure. A locked target of a prepaid project
 * keeps its savings target and offers only CANCEL and DONE.
 */
export function TargetForm({
  projectId,
  selection,
}: {
  projectId: number;
  selection: TargetSelection;
}) {
  const target = selection.Target;
  const can = targetPermissions(target, selection);
  const navigate = useNavigate();
  const save = useSaveTarget();
  const remove = useDeleteTarget();
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const form = useForm<TargetFormValues>({
    defaultValues: targetFormValues(target),
    resolver: targetResolver(projectId, target.Id),
  });
  const backToList = () => void navigate(screens.projectTargets.href(projectId));

  const submit = form.handleSubmit((values) =>
    save.mutate(
      toTargetPayload(
        projectId,
        target.Id,
        can.canEditSavings ? values : { ...values, SavingsTarget: String(target.SavingsTarget) },
      ),
      {
        onSuccess: backToList,
      },
    ),
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="form"
        noValidate
        aria-label={target.Id > 0 ? 'Edit target' : 'New target'}
        onSubmit={(event) => void submit(event)}
      >
        <FormTextField control={form.control} name="Name" label="Target name (optional)" />
        <FormSelect
          control={form.control}
          name="IndicatorId"
          label="Indicator"
          options={selection.IndicatorsList}
          required
          autoFocus={target.Id === 0}
        />
        <FormSelect
          control={form.control}
          name="AttributeId"
          label="Functional unit"
          options={selection.AttributesList}
        />
        <FormSelect
          control={form.control}
          name="TimescaleId"
          label="Timescale"
          options={selection.TimescalesList}
        />
        <ScopeField control={form.control} options={selection.ScopesList} />
        <SavingsField
          control={form.control}
          disabled={!can.canEditSavings}
          lockedText={can.canEditSavings ? undefined : lockedSavingsText}
        />
        <FormSwitch
          control={form.control}
          name="IncludeOnSiteRenewable"
          label="Include on-site renewables"
        />
        <ReadOnlyField
          label="Cost figure"
          value={formatCost(target.CostFigure, target.Currency)}
          helperText="Relative exchange rate (rounded) × base price"
        />
        <ErrorAlert error={save.error ?? undefined} sx={{ mt: 2 }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3, alignItems: 'center' }}>
          {can.canDelete ? (
            <Button
              color="error"
              variant="outlined"
              onClick={() => setDeleteOpen(true)}
              disabled={save.isPending}
            >
              DELETE
            </Button>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <Button onClick={backToList} disabled={save.isPending}>
            CANCEL
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {can.saveLabel}
          </Button>
        </Box>
      </Box>
      <ConfirmDialog
        open={isDeleteOpen}
        title="Delete target"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        isDestructive
        isBusy={remove.isPending}
        onCancel={() => setDeleteOpen(false)}
        onConfirm={() =>
          remove.mutate({ Id: target.Id, ProjectId: projectId }, { onSuccess: backToList })
        }
      >
        {`Delete the target "${target.Name.trim() || target.IndicatorName}"? This cannot be undone.`}
        <ErrorAlert error={remove.error ?? undefined} sx={{ mt: 2 }} />
      </ConfirmDialog>
    </Paper>
  );
}
