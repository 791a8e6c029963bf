import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  archiveProject,
  createDevelopment,
  developmentProfile,
  existingDevelopment,
  findDevelopmentByLocation,
  getCostInfo,
  getUserDevelopments,
  newDevelopment,
  unarchiveProject,
  updateDevelopment,
} from '@circa/contract/developments.routes';
import type { ProjectSettings, ProjectSettingsFields } from '@circa/contract/developments.schema';
import { toggleLciSourceChangeNotified } from '@circa/contract/results.routes';
import { callApi } from '../../../lib/api-client';
import { apiQuery, apiQueryKey } from '../../../lib/api-query';

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

/** Creates (ProjectId 0) or updates a development; answers its id. Refreshes cached lists. */
export function useSaveDevelopment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ProjectSettingsFields) =>
      callApi(fields.ProjectId === 0 ? createDevelopment : updateDevelopment, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api'] }),
  });
}

/**
 * Dismisses the development's LCI source-change notice for good (document 3 §4: dismissing it
 * calls the toggle-notified call); the cached settings forget it too, so it does not come back.
 */
export function useDismissLciSourceNotice() {
  const queryClient = useQueryClient();
  return useMutation({
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      projectId,
      orgId,
      archive,
    }: {
      projectId: number;
      orgId: number;
      archive: boolean;
    }) => callApi(archive ? archiveProject : unarchiveProject, { projectId, orgId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api'] }),
  });
}
