import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ProjectSettings, ProjectSettingsFields } from '@circa/contract/developments.schema';
import { messages } from '@circa/contract/messages';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormTextField } from '../../../ui/form-text-field';
import { useDismissLciSourceNotice, useSaveDevelopment } from '../api/developments-api';
import { serverFieldErrors, settingsResolver } from '../hooks/settings-resolver';
import type { SettingsFormValues, SettingsRuleContext } from '../hooks/settings-rules';
import { initialValues, maxCreditsBalance, toPayload } from '../hooks/settings-rules';
import { useSettingsOrgData } from '../hooks/use-settings-org-data';
import { CostDialog } from './cost-dialog';
import { FormSelect } from '../../../ui/form-select';
import { FormSwitch } from '../../../ui/form-switch';
import { LocationField } from './location-field';
import { RichTextEditor } from '../../../ui/rich-text-editor';
import { SettingsCreditFields } from './settings-credit-fields';
import { SettingsOrgFields } from './settings-org-fields';
import { SettingsSection } from '../../../ui/settings-section';
import { screens } from '../../../config/screens';

/** Where the user goes after saving: the development page or its targets. */
export type SaveIntent = 'development' | 'targets';

/**
 * The save buttons (document 3 "Project settings form"): a new development is saved and goes on
 * to its targets (SAVE AND SET TARGETS); an existing one goes on to its page (NEXT) or to its
 * targets (SET TARGETS). Both save first.
 */
export function saveActions(isNew: boolean): { label: string; intent: SaveIntent }[] {
  return isNew
    ? [{ label: 'SAVE AND SET TARGETS', intent: 'targets' }]
    : [
        { label: 'SET TARGETS', intent: 'targets' },
        { label: 'NEXT', intent: 'development' },
      ];
}

/** The project settings form for a new (projectId 0) or existing development. */
export function ProjectSettingsForm({
  settings,
  projectId,
}: {
  settings: ProjectSettings;
  projectId: number;
}) {
  const isNew = projectId === 0;
  const navigate = useNavigate();
  const save = useSaveDevelopment();
  const dismissNotice = useDismissLciSourceNotice();
  const context = useRef<SettingsRuleContext | null>(null);
  const form = useForm<SettingsFormValues>({
    defaultValues: initialValues(settings),
    resolver: settingsResolver(() => context.current as SettingsRuleContext),
  });
  const [orgId, groupId, location] = useWatch({
    control: form.control,
    name: ['OrganisationId', 'LciGroupId', 'Location'],
  });
  const { isSubmitted } = form.formState;
  const org = useSettingsOrgData(settings, orgId, groupId);
  const isCarbonSavingOffered = isNew && org.availableCredit === 0;
  const maxCredits = maxCreditsBalance(org.availableCredit ?? 0, isNew, settings.CreditsBalance);
  context.current = {
    isNew,
    hasOrganisations: settings.Organisations.length > 0,
    hasLciGroups: org.lciGroups.length > 0,
    hasLciSources: org.areSourcesLoaded && org.lciSources.length > 0,
    isCarbonSavingOffered,
    maxCreditsBalance: maxCredits,
  };
  const [pending, setPending] = useState<{
    payload: ProjectSettingsFields;
    intent: SaveIntent;
  } | null>(null);
  const [isFailed, setFailed] = useState(false);
  const [isNoticeShown, setNoticeShown] = useState(
    settings.NotifyLciSourceChange && settings.WarningPopupMessage.trim() !== '',
  );

  const submit = (intent: SaveIntent) =>
    form.handleSubmit((values) => {
      setPending({
        payload: toPayload(projectId, values, { isNew, isCarbonSavingOffered }),
        intent,
      });
    });

  function confirmSave() {
    if (!pending) return;
    save.mutate(pending.payload, {
      onSuccess: ({ ProjectId }) => {
        void navigate(
          pending.intent === 'targets'
            ? screens.projectTargets.href(ProjectId)
            : screens.development.href(ProjectId),
        );
      },
      onError: (error) => {
        console.error('Project save failed', error);
        setPending(null);
        setFailed(true);
        for (const { field, message } of serverFieldErrors(error))
          form.setError(field, { type: 'server', message });
      },
    });
  }

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        aria-label="Project settings"
        onSubmit={(event) => event.preventDefault()}
      >
        {isNoticeShown ? (
          <Alert
            severity="info"
            onClose={() => {
              setNoticeShown(false);
              dismissNotice.mutate(projectId, {
                onError: (error) => console.error('Dismissing the notice failed', error),
              });
            }}
            sx={{ mb: 2 }}
            slotProps={{ closeButton: { 'aria-label': 'Dismiss notice' } }}
          >
            {settings.WarningPopupMessage}
          </Alert>
        ) : null}
        {isNew && settings.Organisations.length === 0 ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {messages.noOrganisations}
          </Alert>
        ) : null}
        <SettingsSection title="Project">
          <FormSelect
            control={form.control}
            name="ProjectTypeId"
            label="Project type"
            options={settings.ProjectTypes}
            required
          />
          <FormTextField
            control={form.control}
            name="ProjectName"
            label="Project name"
            required
            autoFocus={isNew}
          />
          {org.customLabel ? (
            <FormTextField
              control={form.control}
              name="CustomProjectFieldValue"
              label={org.customLabel}
            />
          ) : null}
          {org.customLabel2 ? (
            <FormTextField
              control={form.control}
              name="CustomProjectFieldValue2"
              label={org.customLabel2}
            />
          ) : null}
          <Controller
            control={form.control}
            name="LocationText"
            render={({ field, fieldState }) => (
              <LocationField
                label="Location"
                required
                value={location}
                inputValue={field.value}
                inputRef={field.ref}
                onBlur={field.onBlur}
                onInputChange={field.onChange}
                onChange={(next) => {
                  form.setValue('Location', next, { shouldDirty: true });
                  // The box shows the picked address; check again now that both are set.
                  form.setValue('LocationText', next?.Address ?? field.value, {
                    shouldValidate: isSubmitted,
                  });
                }}
                error={fieldState.error?.message}
              />
            )}
          />
        </SettingsSection>
        <SettingsSection title="Organisation and life cycle inventory">
          <SettingsOrgFields settings={settings} isNew={isNew} org={org} />
          <ErrorAlert error={org.error ?? undefined} sx={{ mt: 1 }} />
        </SettingsSection>
        <SettingsSection title="People and site">
          <FormTextField
            control={form.control}
            name="ProjectManager"
            label="Project manager"
            required
            autoComplete="off"
          />
          <FormTextField
            control={form.control}
            name="Developer"
            label="Developer"
            required
            autoComplete="organization"
          />
          <FormTextField
            control={form.control}
            name="LandArea"
            label="Land area (m²)"
            // text, not type="number": a browser empties a number box it cannot hold ("1e309")
            // and the form would save no land area; the rules refuse it with a message instead
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </SettingsSection>
        <SettingsSection title="Credits">
          <SettingsCreditFields
            settings={settings}
            isNew={isNew}
            availableCredit={org.availableCredit}
            isCarbonSavingOffered={isCarbonSavingOffered}
            maxCreditsBalance={maxCredits}
            canAllocate={org.isOrgAdmin}
          />
        </SettingsSection>
        <SettingsSection title="Sharing and reporting">
          <FormSwitch control={form.control} name="AvailableToPublic" label="Available to public" />
          {org.isOrgAdmin ? (
            <FormSwitch
              control={form.control}
              name="ExcludeFromOrgReporting"
              label="Exclude from organisation reporting"
            />
          ) : null}
          <FormSwitch
            control={form.control}
            name="PublicShareLinksRequireApproval"
            label="Public share links require approval"
          />
        </SettingsSection>
        <SettingsSection title="About the project">
          <RichTextEditor
            label="Description"
            initialValue={settings.Description}
            onChange={(html) => form.setValue('Description', html, { shouldDirty: true })}
          />
        </SettingsSection>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1.5, mt: 2 }}
        >
          {saveActions(isNew).map((action, index, all) => (
            <Button
              key={action.intent}
              type={index === all.length - 1 ? 'submit' : 'button'}
              variant={index === all.length - 1 ? 'contained' : 'outlined'}
              size="large"
              onClick={() => void submit(action.intent)()}
              disabled={save.isPending}
            >
              {action.label}
            </Button>
          ))}
        </Box>
      </Box>
      <CostDialog
        open={pending !== null}
        projectId={projectId}
        isBusy={save.isPending}
        onContinue={confirmSave}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={isFailed}
        title="Error"
        confirmLabel="Ok"
        onConfirm={() => setFailed(false)}
      >
        {messages.projectSaveFailed}
      </ConfirmDialog>
    </FormProvider>
  );
}
