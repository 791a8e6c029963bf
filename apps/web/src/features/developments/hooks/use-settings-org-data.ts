import type { ProjectSettings } from '@circa/contract/developments.schema';
import type { SelectOption } from '@circa/contract/select-option.schema';
import {
  useCustomOrgSetting,
  useIsOrgAdmin,
  useLciGroupSources,
  useOrgAvailableCredit,
  useOrgLciInfo,
} from '../api/developments-api';

/** What the settings form shows for the chosen organisation and LCI group. */
export interface SettingsOrgData {
  customLabel: string;
  customLabel2: string;
  lciGroups: readonly SelectOption[];
  lciSources: readonly SelectOption[];
  /** The LCI sources of the chosen group have loaded. */
  areSourcesLoaded: boolean;
  isGroupForced: boolean;
  isSourceForced: boolean;
  /** Organisation credit not yet allocated; undefined while loading. */
  availableCredit: number | undefined;
  /** The caller administers the chosen organisation. */
  isOrgAdmin: boolean;
  /** A look-up for the chosen organisation failed. */
  error: unknown;
}

const none: readonly SelectOption[] = [];

/**
 * The organisation-dependent parts of the settings form. The loaded settings already carry them
 * for the development's own organisation and LCI group; another organisation or group chosen in
 * the form is looked up (getCustomOrgSetting, getOrgLciInfo, getLciGroupSource,
 * getOrgAvailableCredit).
 */
export function useSettingsOrgData(
  settings: ProjectSettings,
  orgId: number | null,
  groupId: number | null,
): SettingsOrgData {
  const isOwnOrg = orgId === settings.OrganisationId;
  const isOwnGroup = isOwnOrg && groupId === settings.LciGroupId;
  const otherOrg = isOwnOrg ? null : orgId;
  const labels = useCustomOrgSetting(otherOrg);
  const lciInfo = useOrgLciInfo(otherOrg);
  const credit = useOrgAvailableCredit(otherOrg);
  const sources = useLciGroupSources(isOwnGroup ? null : groupId, orgId);
  const admin = useIsOrgAdmin(orgId);

  if (orgId === null) {
    return {
      customLabel: '',
      customLabel2: '',
      lciGroups: none,
      lciSources: none,
      areSourcesLoaded: false,
      isGroupForced: false,
      isSourceForced: false,
      availableCredit: undefined,
      isOrgAdmin: false,
      error: null,
    };
  }
  const lciSources = isOwnGroup
    ? settings.LciSources
    : groupId === null
      ? none
      : (sources.data ?? none);
  return {
    customLabel: isOwnOrg ? settings.CustomProjectFieldLabel : (labels.data?.Label ?? ''),
    customLabel2: isOwnOrg ? settings.CustomProjectFieldLabel2 : (labels.data?.Label2 ?? ''),
    lciGroups: isOwnOrg ? settings.LciGroups : (lciInfo.data?.LciGroups ?? none),
    lciSources,
    areSourcesLoaded: isOwnGroup || (groupId !== null && sources.isSuccess),
    isGroupForced: isOwnOrg
      ? settings.ForceDefaultLCIGroup
      : (lciInfo.data?.ForceDefaultLCIGroup ?? false),
    isSourceForced: isOwnOrg
      ? settings.ForceDefaultLCISource
      : (lciInfo.data?.ForceDefaultLCISource ?? false),
    availableCredit: isOwnOrg ? settings.AvailableCredit : credit.data,
    isOrgAdmin: admin.data === true,
    error: labels.error ?? lciInfo.error ?? credit.error ?? sources.error ?? null,
  };
}
