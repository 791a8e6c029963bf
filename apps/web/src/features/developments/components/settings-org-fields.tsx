import { useFormContext, useFormState } from 'react-hook-form';
import type { ProjectSettings } from '@circa/contract/developments.schema';
import { useLciLookups } from '../api/developments-api';
import type { SettingsFormValues } from '../hooks/settings-rules';
import type { SettingsOrgData } from '../hooks/use-settings-org-data';
import { FormSelect } from '../../../ui/form-select';

const forcedText = 'Set by your organisation';

/**
 * Organisation, LCI group and LCI source. Choosing another organisation takes its default group
 * and source; choosing another group keeps the source when the group offers it, else takes the
 * organisation's default source when offered. Locked (forced) choices cannot be changed.
 */
export function SettingsOrgFields({
  settings,
  isNew,
  org,
}: {
  settings: ProjectSettings;
  isNew: boolean;
  org: SettingsOrgData;
}) {
  const { control, setValue, getValues } = useFormContext<SettingsFormValues>();
  const { isSubmitted } = useFormState({ control });
  const lookups = useLciLookups();
  const set = (name: 'OrganisationId' | 'LciGroupId' | 'LciSourceId', value: number | null) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });

  async function selectOrganisation(orgId: number | null) {
    set('OrganisationId', orgId);
    if (orgId === settings.OrganisationId) {
      set('LciGroupId', settings.LciGroupId);
      set('LciSourceId', settings.LciSourceId);
      return;
    }
    set('LciGroupId', null);
    set('LciSourceId', null);
    if (orgId === null) return;
    try {
      const info = await lookups.orgLciInfo(orgId);
      if (getValues('OrganisationId') !== orgId) return;
      set('LciGroupId', info.LciGroupId);
      set('LciSourceId', info.LciSourceId);
    } catch {
      // The form shows the organisation look-up error; the user can still choose.
    }
  }

  async function selectGroup(groupId: number | null) {
    const orgId = getValues('OrganisationId');
    const current = getValues('LciSourceId');
    set('LciGroupId', groupId);
    if (groupId === null || orgId === null) {
      set('LciSourceId', null);
      return;
    }
    if (orgId === settings.OrganisationId && groupId === settings.LciGroupId) {
      const offered = settings.LciSources.some((s) => s.Id === current);
      set('LciSourceId', offered ? current : settings.LciSourceId);
      return;
    }
    try {
      const [sources, info] = await Promise.all([
        lookups.groupSources(groupId, orgId),
        lookups.orgLciInfo(orgId),
      ]);
      if (getValues('LciGroupId') !== groupId) return;
      const next =
        [current, info.LciSourceId].find((id) => id !== null && sources.some((s) => s.Id === id)) ??
        null;
      set('LciSourceId', next);
    } catch {
      set('LciSourceId', null);
    }
  }

  return (
    <>
      <FormSelect
        control={control}
        name="OrganisationId"
        label="Organisation"
        options={settings.Organisations}
        required
        disabled={!isNew}
        helperText={isNew ? undefined : 'A project stays in its organisation.'}
        onPick={(id) => void selectOrganisation(id)}
      />
      <FormSelect
        control={control}
        name="LciGroupId"
        label="Life cycle inventory group"
        options={org.lciGroups}
        required
        disabled={org.isGroupForced}
        helperText={org.isGroupForced ? forcedText : undefined}
        onPick={(id) => void selectGroup(id)}
      />
      <FormSelect
        control={control}
        name="LciSourceId"
        label="Life cycle inventory source"
        options={org.lciSources}
        required
        disabled={org.isSourceForced}
        helperText={org.isSourceForced ? forcedText : undefined}
      />
    </>
  );
}
