import { useQuery } from '@tanstack/react-query';
import {
  getCustomOrgSetting,
  getLciGroupSource,
  getOrgAvailableCredit,
  getOrgDevelopments,
  getOrgLciInfo,
  rapidOrganisation,
} from '@circa/contract/organisations.routes';
import { apiQuery } from '../../../lib/api-query';

/** The caller's organisations (the organisation picker). */
export function useOrganisations() {
  return useQuery(apiQuery(rapidOrganisation, {}));
}

/** An organisation's developments, archived ones only when asked. */
export function useOrgDevelopments(orgId: number, includeArchivedProjects: boolean) {
  return useQuery({
    ...apiQuery(getOrgDevelopments, { orgId, includeArchivedProjects }),
    enabled: orgId > 0,
  });
}

/** The organisation's custom development field labels (empty label: the field is not shown). */
export function useCustomOrgSetting(orgId: number | null) {
  return useQuery({
    ...apiQuery(getCustomOrgSetting, { orgId: orgId ?? 0 }),
    enabled: (orgId ?? 0) > 0,
  });
}

/** The organisation's LCI groups and sources with its defaults and locks. */
export function useOrgLciInfo(orgId: number | null) {
  return useQuery({ ...apiQuery(getOrgLciInfo, { orgId: orgId ?? 0 }), enabled: (orgId ?? 0) > 0 });
}

/** The LCI sources of a group (shipped plus the organisation's own). */
export function useLciGroupSources(groupId: number | null, orgId: number | null) {
  const input = orgId ? { groupId: groupId ?? 0, orgId } : { groupId: groupId ?? 0 };
  return useQuery({ ...apiQuery(getLciGroupSource, input), enabled: (groupId ?? 0) > 0 });
}

/** The organisation's credits not yet allocated to projects. */
export function useOrgAvailableCredit(orgId: number | null) {
  return useQuery({
    ...apiQuery(getOrgAvailableCredit, { orgId: orgId ?? 0 }),
    enabled: (orgId ?? 0) > 0,
  });
}
