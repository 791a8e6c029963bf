import type { FieldErrors, Resolver } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';
import type { SettingsField, SettingsFormValues, SettingsRuleContext } from './settings-rules';
import { validateSettings } from './settings-rules';

/** A react-hook-form resolver running `validateSettings` with the form's current context. */
export function settingsResolver(context: () => SettingsRuleContext): Resolver<SettingsFormValues> {
  return (values) => {
    const found = validateSettings(values, context());
    const entries = Object.entries(found);
    if (entries.length === 0) return { values, errors: {} };
    const errors: FieldErrors<SettingsFormValues> = {};
    for (const [name, message] of entries)
      errors[name as SettingsField] = { type: 'validate', message };
    return { values: {}, errors };
  };
}

const serverFieldNames: Readonly<Record<string, SettingsField>> = {
  ProjectTypeId: 'ProjectTypeId',
  ProjectName: 'ProjectName',
  CustomProjectFieldValue: 'CustomProjectFieldValue',
  CustomProjectFieldValue2: 'CustomProjectFieldValue2',
  Location: 'LocationText',
  OrganisationId: 'OrganisationId',
  LciGroupId: 'LciGroupId',
  LciSourceId: 'LciSourceId',
  ProjectManager: 'ProjectManager',
  Developer: 'Developer',
  LandArea: 'LandArea',
  CarbonSavingsId: 'CarbonSavingsId',
  CreditsBalance: 'CreditsBalance',
  Description: 'Description',
};

/** The form fields a failed save names, with the server's message for each. */
export function serverFieldErrors(error: unknown): { field: SettingsField; message: string }[] {
  if (!isApiError(error) || !error.details) return [];
  return error.details.flatMap((detail) => {
    const field = serverFieldNames[String(detail.path[0] ?? '')];
    return field ? [{ field, message: detail.message }] : [];
  });
}
