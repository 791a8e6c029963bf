import { useQuery, useQueryClient } from '@tanstack/react-query';
import { completeUserBuilds, userBuilds } from '@circa/contract/builds.routes';
import {
  archiveProject,
  createDevelopment,
  developmentProfile,
  existingDevelopment,
  findDevelopmentByLocation,
  getCostInfo,
  getUserDevelopments,
  isProjectAdminCoordinator,
  newDevelopment,
  unarchiveProject,
  updateDevelopment,
} from '@circa/contract/developments.routes';
import type { ProjectSettings, ProjectSettingsFields } from '@circa/contract/developments.schema';
import {
  getCustomOrgSetting,
  getLciGroupSource,
  getOrgAvailableCredit,
  getOrgDevelopments,
  getOrgLciInfo,
  isRapidOrgAdmin,
  rapidOrganisation,
} from '@circa/contract/organisations.routes';
import { searchAddresses } from '@circa/contract/geo.routes';
import { toggleLciSourceChangeNotified } from '@circa/contract/results.routes';
import { callApi } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery, apiQueryKey } from '../../../lib/api-query';

/** What lists developments or shows one: the development lists, its pages and the build lists. */
const developmentReads = [
  getUserDevelopments,
  getOrgDevelopments,
  rapidOrganisation,
  findDevelopmentByLocation,
  developmentProfile,
  existingDevelopment,
  userBuilds,
  completeUserBuilds,
];

/** Developments the caller may see with their organisations (all of them: numberOf -1). */
export function useUserDevelopments(includeArchivedProjects: boolean) {
  return useQuery(
    apiQuery(getUserDevelopments, { start: 0, numberOf: -1, includeArchivedProjects }),
  );
}

/**
 * The project settings form: a new development's defaults (`projectId` 0, `orgId` 0 lets the user
 * pick the organisation) or an existing development's settings.
 */
export function useProjectSettings(projectId: number, orgId: number) {
  const isNew = projectId === 0;
  const fresh = useQuery({ ...apiQuery(newDevelopment, { orgId }), enabled: isNew });
  const existing = useQuery({
    ...apiQuery(existingDevelopment, { projectId: Math.max(projectId, 1) }),
    enabled: !isNew,
  });
  return isNew ? fresh : existing;
}

/** Cost per dwelling and currency for the cost dialog. */
export function useCostInfo(projectId: number) {
  return useQuery(apiQuery(getCostInfo, { projectId }));
}

/** The development page. */
export function useDevelopmentProfile(projectId: number) {
  return useQuery(apiQuery(developmentProfile, { projectId }));
}

/** Developments within 50 km of a point, nearest first. */
export function useNearbyDevelopments(point: { longitude: number; latitude: number } | null) {
  return useQuery({
    ...apiQuery(findDevelopmentByLocation, point ?? { longitude: 0, latitude: 0 }),
    enabled: point !== null,
  });
}

/**
 * Creates (ProjectId 0) or updates a development; answers its id. Besides the development's reads,
 * its cost, its credit (taken from the organisation's) and the creator's role change.
 */
export function useSaveDevelopment() {
  return useApiMutation({
    mutationFn: (fields: ProjectSettingsFields) =>
      callApi(fields.ProjectId === 0 ? createDevelopment : updateDevelopment, fields),
    invalidates: [
      ...developmentReads,
      getCostInfo,
      getOrgAvailableCredit,
      isProjectAdminCoordinator,
    ],
  });
}

/**
 * Dismisses the development's LCI source-change notice for good (document 3 §4: dismissing it
 * calls the toggle-notified call); the cached settings forget it too, so it does not come back.
 */
export function useDismissLciSourceNotice() {
  const queryClient = useQueryClient();
  return useApiMutation({
    invalidates: [],
    mutationFn: (projectId: number) => callApi(toggleLciSourceChangeNotified, { projectId }),
    onSuccess: (_, projectId) =>
      queryClient.setQueryData(
        apiQueryKey(existingDevelopment, { projectId }),
        (settings: ProjectSettings | undefined) =>
          settings && { ...settings, NotifyLciSourceChange: false },
      ),
  });
}

/** Archives or restores a development. */
export function useArchiveDevelopment() {
  return useApiMutation({
    mutationFn: ({
      projectId,
      orgId,
      archive,
    }: {
      projectId: number;
      orgId: number;
      archive: boolean;
    }) => callApi(archive ? archiveProject : unarchiveProject, { projectId, orgId }),
    invalidates: developmentReads,
  });
}

/** The custom field labels of an organisation (another one chosen in the settings form). */
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

/** Whether the caller administers the organisation chosen in the settings form. */
export function useIsOrgAdmin(orgId: number | null) {
  return useQuery({
    ...apiQuery(isRapidOrgAdmin, { orgId: orgId ?? 0 }),
    enabled: (orgId ?? 0) > 0,
  });
}

/**
 * One-off look-ups of the settings form when the user picks another organisation or LCI group
 * (answers are cached like any read).
 */
export function useLciLookups() {
  const queryClient = useQueryClient();
  return {
    orgLciInfo: (orgId: number) => queryClient.fetchQuery(apiQuery(getOrgLciInfo, { orgId })),
    groupSources: (groupId: number, orgId: number) =>
      queryClient.fetchQuery(apiQuery(getLciGroupSource, { groupId, orgId })),
  };
}

/** Address suggestions for the location box (kept 5 minutes). */
export function useAddressSuggestions(query: string, enabled: boolean) {
  return useQuery({ ...apiQuery(searchAddresses, { query }), enabled, staleTime: 5 * 60_000 });
}
