import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { getLciGroupSource } from '@circa/contract/organisations.routes';
import { orgSettingsMessages } from '@circa/contract/org-settings.schema';
import type { OrgSettingsDetails } from '@circa/contract/org-settings.schema';
import { isApiError } from '../../../lib/api-error';
import { apiQuery } from '../../../lib/api-query';
import { useRouteId } from '../../../lib/route-params';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormSelect } from '../../../ui/form-select';
import { FormSwitch } from '../../../ui/form-switch';
import { FormTextField } from '../../../ui/form-text-field';
import { NotFoundPage } from '../../../ui/not-found-page';
import { ReadOnlyField } from '../../../ui/read-only-field';
import { useOrgSettings, useSaveOrgSettings } from '../api/org-settings-api';
import type { OrgSettingsValues } from '../hooks/settings-rules';
import {
  labelsChanged,
  settingsResolver,
  settingsValues,
  toSettingsPayload,
  toggleLock,
} from '../hooks/settings-rules';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';

/** /org-settings/{id} (document 3 §2 "Organisation settings and onboarding"; admins). */
export function OrgSettingsPage() {
  const orgId = useRouteId('orgId');
  const settings = useOrgSettings(orgId);
  if (orgId <= 0) return <NotFoundPage />;
  return (
    <QueryStateWithRefusal query={settings} label="organisation settings">
      {(data) => <OrgSettingsForm key={data.Id} saved={data} />}
    </QueryStateWithRefusal>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, mt: 3, 'form > &:first-of-type': { mt: 0 } }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The LCI sources of the chosen group that the organisation may use. */
function useGroupSources(orgId: number, groupId: number | null) {
  return useQuery({
    ...apiQuery(getLciGroupSource, { groupId: groupId ?? 0, orgId }),
    enabled: (groupId ?? 0) > 0,
  });
}

function LciFields({
  form,
  orgId,
  saved,
}: {
  form: UseFormReturn<OrgSettingsValues>;
  orgId: number;
  saved: OrgSettingsDetails;
}) {
  const groupId = useWatch({ control: form.control, name: 'LciGroupId' });
  const locks = {
    group: useWatch({ control: form.control, name: 'ForceDefaultLCIGroup' }),
    source: useWatch({ control: form.control, name: 'ForceDefaultLCISource' }),
  };
  const sources = useGroupSources(orgId, groupId);
  const sourceOptions =
    groupId === saved.LciGroupId && !sources.data ? saved.LciSources : (sources.data ?? []);
  const setLocks = (which: 'group' | 'source', checked: boolean) => {
    const next = toggleLock(locks, which, checked);
    form.setValue('ForceDefaultLCIGroup', next.group, { shouldDirty: true });
    form.setValue('ForceDefaultLCISource', next.source, { shouldDirty: true });
  };
  return (
    <Section title="Life cycle inventory">
      <FormSelect
        control={form.control}
        name="LciGroupId"
        label="LCI group"
        options={saved.LciGroups}
        onPick={(id) => {
          form.setValue('LciGroupId', id, { shouldDirty: true });
          form.setValue('LciSourceId', null, { shouldDirty: true });
        }}
      />
      <FormSwitch
        control={form.control}
        name="ForceDefaultLCIGroup"
        label="Lock LCI group"
        helperText="Developments must use this group."
        onToggle={(checked) => setLocks('group', checked)}
      />
      <FormSelect
        control={form.control}
        name="LciSourceId"
        label="LCI source"
        options={sourceOptions}
        disabled={groupId === null}
      />
      <FormSwitch
        control={form.control}
        name="ForceDefaultLCISource"
        label="Lock LCI source"
        helperText="Developments must use this source; locking it locks the group too."
        onToggle={(checked) => setLocks('source', checked)}
      />
    </Section>
  );
}

function OrgSettingsForm({ saved }: { saved: OrgSettingsDetails }) {
  const orgId = saved.Id;
  const save = useSaveOrgSettings();
  const [pending, setPending] = useState<OrgSettingsValues | null>(null);
  const [isSaved, setSaved] = useState(false);
  const form = useForm<OrgSettingsValues>({
    defaultValues: settingsValues(saved),
    resolver: settingsResolver(orgId),
  });
  const hasCredits = saved.CreditBalance > 0;

  const send = (values: OrgSettingsValues) => {
    setPending(null);
    save.mutate(toSettingsPayload(orgId, values), {
      onSuccess: (next) => {
        form.reset(settingsValues(next));
        setSaved(true);
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const d of error.details ?? []) {
          const field = String(d.path[0] ?? '') as keyof OrgSettingsValues;
          if (field in values) form.setError(field, { type: 'server', message: d.message });
        }
      },
    });
  };
  const submit = form.handleSubmit((values) => {
    setSaved(false);
    if (labelsChanged(saved, values)) setPending(values);
    else send(values);
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, mx: 'auto' }}>
      <Box
        component="form"
        noValidate
        aria-label="Organisation settings"
        onSubmit={(event) => void submit(event)}
      >
        <Section title="Support">
          <FormTextField
            control={form.control}
            name="SupportEmail"
            label="Support email"
            type="email"
            autoComplete="email"
            helperText="Shown to members who need help; empty uses the Circa support address."
          />
        </Section>
        <Section title="Custom labels">
          <Box
            sx={{ display: 'grid', gap: 0, gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}
          >
            <FormTextField
              control={form.control}
              name="CustomDevelopmentLabel"
              label="Custom development label"
            />
            <FormTextField
              control={form.control}
              name="CustomDevelopmentLabel2"
              label="Custom development label 2"
            />
            <FormTextField control={form.control} name="CustomLotLabel" label="Custom lot label" />
            <FormTextField
              control={form.control}
              name="CustomDesignLabel"
              label="Custom design label"
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            A label names an extra field on the development form, the lot details or the design
            details; an empty label hides the field.
          </Typography>
        </Section>
        <LciFields form={form} orgId={orgId} saved={saved} />
        <Section title="Thermal performance">
          <FormSelect
            control={form.control}
            name="ThermalUnitId"
            label="Thermal unit"
            options={saved.ThermalUnits}
            helperText="The unit a design's thermal page starts in."
          />
        </Section>
        <Section title="Credits">
          <ReadOnlyField
            label="Credit balance"
            value={String(saved.CreditBalance)}
            helperText="Credits not allocated to developments (1 credit = 1 dwelling)."
            fullWidth
          />
          <FormTextField
            control={form.control}
            name="MaxCreditsPerLot"
            label="Max credits per lot"
            inputMode="numeric"
            helperText="Above this, a builder needs approval to use credits; empty for no limit."
          />
          <FormSwitch
            control={form.control}
            name="RequireProjectCreditAllocation"
            label="Require project credit allocation"
            disabled={!hasCredits}
            helperText={
              hasCredits
                ? 'Lots may only use credits allocated to their development.'
                : 'The organisation has no credits.'
            }
          />
        </Section>
        <ErrorAlert error={save.error ?? undefined} sx={{ mt: 2 }} />
        {isSaved && !form.formState.isDirty ? (
          <Typography role="status" color="success.main" sx={{ mt: 2 }}>
            Settings saved.
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 3 }}>
          <Button
            onClick={() => form.reset(settingsValues(saved))}
            disabled={save.isPending || !form.formState.isDirty}
          >
            CANCEL
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            SAVE
          </Button>
        </Box>
      </Box>
      <ConfirmDialog
        open={pending !== null}
        title="Custom labels"
        confirmLabel="OK"
        cancelLabel="Cancel"
        onCancel={() => setPending(null)}
        onConfirm={() => pending && send(pending)}
      >
        {orgSettingsMessages.labelChangeWarning}
      </ConfirmDialog>
    </Paper>
  );
}
