import type { Address, AddressSuggestion } from '@circa/contract/address.schema';
import type { ProjectSettings, ProjectSettingsFields } from '@circa/contract/developments.schema';
import { messages } from '@circa/contract/messages';

/** What the project settings form holds while the user edits it. */
export interface SettingsFormValues {
  ProjectTypeId: number | null;
  ProjectName: string;
  CustomProjectFieldValue: string;
  CustomProjectFieldValue2: string;
  /** The address picked from the drop-down (null until one is picked). */
  Location: AddressSuggestion | null;
  /** What the location box shows; must equal the picked address. */
  LocationText: string;
  OrganisationId: number | null;
  LciGroupId: number | null;
  LciSourceId: number | null;
  ProjectManager: string;
  Developer: string;
  /** Land area as typed, m² ('' for none). */
  LandArea: string;
  CarbonSavingsId: number | null;
  Prepaid: boolean;
  /** Project credit balance as typed. */
  CreditsBalance: string;
  AvailableToPublic: boolean;
  ExcludeFromOrgReporting: boolean;
  PublicShareLinksRequireApproval: boolean;
  /** Rich text (HTML). */
  Description: string;
}

export type SettingsField = keyof SettingsFormValues;

/** What the rules depend on besides the values (document 3 §5). */
export interface SettingsRuleContext {
  isNew: boolean;
  /** The organisation select has options. */
  hasOrganisations: boolean;
  /** The LCI group select has options. */
  hasLciGroups: boolean;
  /** The LCI sources of the group have loaded and there are some. */
  hasLciSources: boolean;
  /** The carbon saving target is offered (new development, no organisation credit). */
  isCarbonSavingOffered: boolean;
  /** The most credits the project may hold. */
  maxCreditsBalance: number;
}

/** The form's starting values from the loaded settings. */
export function initialValues(settings: ProjectSettings): SettingsFormValues {
  return {
    ProjectTypeId: settings.ProjectTypeId,
    ProjectName: settings.ProjectName,
    CustomProjectFieldValue: settings.CustomProjectFieldValue,
    CustomProjectFieldValue2: settings.CustomProjectFieldValue2,
    Location: settings.Location ? { ...settings.Location, IsApproximate: false } : null,
    LocationText: settings.Location?.Address ?? '',
    OrganisationId: settings.OrganisationId,
    LciGroupId: settings.LciGroupId,
    LciSourceId: settings.LciSourceId,
    ProjectManager: settings.ProjectManager,
    Developer: settings.Developer,
    LandArea: settings.LandArea === null ? '' : String(settings.LandArea),
    CarbonSavingsId: settings.CarbonSavingsId,
    Prepaid: settings.Prepaid,
    CreditsBalance: String(settings.CreditsBalance),
    AvailableToPublic: settings.AvailableToPublic,
    ExcludeFromOrgReporting: settings.ExcludeFromOrgReporting,
    PublicShareLinksRequireApproval: settings.PublicShareLinksRequireApproval,
    Description: settings.Description,
  };
}

/**
 * The most credits a development may hold: the organisation's unallocated credit, plus what an
 * existing development already holds (allocating moves credits from the organisation).
 */
export function maxCreditsBalance(
  availableCredit: number,
  isNew: boolean,
  initialBalance: number,
): number {
  return Math.max(0, availableCredit) + (isNew ? 0 : Math.max(0, initialBalance));
}

/** A typed number, or undefined when the text is not one. */
function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** The longest project name, manager, developer and custom field value kept (the contract's). */
const maxTextLength = 200;

/**
 * The project settings rules of document 3 §5; messages word for word, and a length message
 * where a text is longer than the contract keeps (nothing typed is cut off silently).
 */
export function validateSettings(
  values: SettingsFormValues,
  ctx: SettingsRuleContext,
): Partial<Record<SettingsField, string>> {
  const errors: Partial<Record<SettingsField, string>> = {};
  if (!values.ProjectTypeId) errors.ProjectTypeId = messages.projectTypeRequired;
  if (values.ProjectName.trim() === '') errors.ProjectName = messages.projectNameRequired;
  else if (values.ProjectName.trim().length > maxTextLength)
    errors.ProjectName = messages.projectNameTooLong;
  for (const field of ['CustomProjectFieldValue', 'CustomProjectFieldValue2'] as const) {
    if (values[field].trim().length > maxTextLength)
      errors[field] = `Please enter at most ${maxTextLength} characters.`;
  }
  if (!values.Location || values.LocationText.trim() !== values.Location.Address.trim()) {
    errors.LocationText = messages.locationFromList;
  }
  if (ctx.hasOrganisations && !values.OrganisationId)
    errors.OrganisationId = messages.organisationRequired;
  if (ctx.hasLciGroups && !values.LciGroupId) errors.LciGroupId = messages.lciGroupRequired;
  if (ctx.hasLciSources && !values.LciSourceId) errors.LciSourceId = messages.lciSourceRequired;
  if (values.ProjectManager.trim() === '') errors.ProjectManager = messages.projectManagerRequired;
  else if (values.ProjectManager.trim().length > maxTextLength)
    errors.ProjectManager = messages.projectManagerTooLong;
  if (values.Developer.trim() === '') errors.Developer = messages.developerRequired;
  else if (values.Developer.trim().length > maxTextLength)
    errors.Developer = messages.developerTooLong;
  if (values.LandArea.trim() !== '') {
    const area = parseNumber(values.LandArea);
    if (area === undefined || area < 0 || area > 1e9) errors.LandArea = messages.landAreaInvalid;
  }
  if (ctx.isNew && ctx.isCarbonSavingOffered && !values.CarbonSavingsId)
    errors.CarbonSavingsId = messages.carbonSavingRequired;
  if (values.Prepaid) {
    const credits = parseNumber(values.CreditsBalance);
    if (
      credits === undefined ||
      !Number.isInteger(credits) ||
      credits < 0 ||
      credits > ctx.maxCreditsBalance
    ) {
      errors.CreditsBalance = messages.projectCreditsInvalid;
    }
  }
  return errors;
}

/** The payload of POST /newdevelopment or /updatedevelopment (call after `validateSettings`). */
export function toPayload(
  projectId: number,
  values: SettingsFormValues,
  ctx: Pick<SettingsRuleContext, 'isNew' | 'isCarbonSavingOffered'>,
): ProjectSettingsFields {
  const location: Address | null = values.Location
    ? {
        Address: values.Location.Address,
        Longitude: values.Location.Longitude,
        Latitude: values.Location.Latitude,
        Line1: values.Location.Line1,
        Line2: values.Location.Line2,
        PostCode: values.Location.PostCode,
        State: values.Location.State,
        Country: values.Location.Country,
        ISOCountry2: values.Location.ISOCountry2,
      }
    : null;
  const landArea = parseNumber(values.LandArea);
  return {
    ProjectId: projectId,
    ProjectTypeId: values.ProjectTypeId ?? 0,
    ProjectName: values.ProjectName.trim(),
    CustomProjectFieldValue: values.CustomProjectFieldValue.trim(),
    CustomProjectFieldValue2: values.CustomProjectFieldValue2.trim(),
    // validateSettings has checked the location; the contract rejects a missing one again.
    Location: location as Address,
    OrganisationId: values.OrganisationId ?? 0,
    LciGroupId: values.LciGroupId ?? 0,
    LciSourceId: values.LciSourceId ?? 0,
    ProjectManager: values.ProjectManager.trim(),
    Developer: values.Developer.trim(),
    LandArea: landArea ?? null,
    CarbonSavingsId: !ctx.isNew || ctx.isCarbonSavingOffered ? values.CarbonSavingsId : null,
    AvailableToPublic: values.AvailableToPublic,
    ExcludeFromOrgReporting: values.ExcludeFromOrgReporting,
    PublicShareLinksRequireApproval: values.PublicShareLinksRequireApproval,
    Description: values.Description,
    Prepaid: values.Prepaid,
    CreditsBalance: values.Prepaid ? (parseNumber(values.CreditsBalance) ?? 0) : 0,
  };
}
