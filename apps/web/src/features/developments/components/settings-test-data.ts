import type { ProjectSettings } from '@circa/contract/developments.schema';
import { carbonSavingsOptions, projectTypeOptions } from '@circa/contract/developments.schema';

/** Project settings as the server sends them, for component tests. */
export function settingsData(overrides: Partial<ProjectSettings> = {}): ProjectSettings {
  return {
    ProjectId: 0,
    ProjectTypeId: null,
    ProjectName: '',
    CustomProjectFieldValue: '',
    CustomProjectFieldValue2: '',
    Location: null,
    OrganisationId: 1,
    LciGroupId: 1,
    LciSourceId: 1,
    ProjectManager: '',
    Developer: '',
    LandArea: null,
    CarbonSavingsId: null,
    AvailableToPublic: false,
    ExcludeFromOrgReporting: false,
    PublicShareLinksRequireApproval: false,
    Description: '',
    Prepaid: false,
    CreditsBalance: 0,
    CustomProjectFieldLabel: '',
    CustomProjectFieldLabel2: '',
    AvailableCredit: 80,
    CreditsSpent: 0,
    IsArchived: false,
    ProjectTypes: projectTypeOptions,
    Organisations: [{ Id: 1, Description: 'Demo Builders', IsDisabled: false }],
    CarbonSavingsList: carbonSavingsOptions,
    LciGroups: [{ Id: 1, Description: 'Australia', IsDisabled: false }],
    LciSources: [{ Id: 1, Description: 'Circa open starter', IsDisabled: false }],
    ForceDefaultLCIGroup: false,
    ForceDefaultLCISource: false,
    NotifyLciSourceChange: false,
    WarningPopupMessage: '',
    ...overrides,
  };
}

/** A picked address (Penrith). */
export const penrith = {
  Address: '12 High St, Penrith NSW 2750',
  Longitude: 150.69,
  Latitude: -33.75,
  Line1: '12',
  Line2: 'High St',
  PostCode: '2750',
  State: 'NSW',
  Country: 'Australia',
  ISOCountry2: 'AU',
};
