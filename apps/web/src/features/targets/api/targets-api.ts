import { useQuery } from '@tanstack/react-query';
import {
  deleteProjectTarget,
  getProjectTargetSelection,
  projectTargets,
  saveProjectTarget,
} from '@circa/contract/targets.routes';
import { developmentProfile } from '@circa/contract/developments.routes';
import type { RouteRequestInput } from '@circa/contract/route';
import { callApi } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/** A development's targets and whether the caller may edit them. */
export function useProjectTargets(projectId: number) {
  return useQuery({
    ...apiQuery(projectTargets, { projectId: Math.max(projectId, 1) }),
    enabled: projectId > 0,
  });
}

/** One target (0: a new one with defaults) and the option lists of its form. */
export function useTargetSelection(projectId: number, targetId: number) {
  return useQuery({
    ...apiQuery(getProjectTargetSelection, {
      projectId: Math.max(projectId, 1),
      targetId: Math.max(targetId, 0),
    }),
    enabled: projectId > 0 && targetId >= 0,
  });
}

export type SaveTargetInput = RouteRequestInput<typeof saveProjectTarget>;

/** Creates or updates a target; answers its id. */
export function useSaveTarget() {
  return useApiMutation({
    mutationFn: (input: SaveTargetInput) => callApi(saveProjectTarget, input),
    invalidates: [projectTargets, getProjectTargetSelection, developmentProfile],
  });
}

/** Deletes a target. */
export function useDeleteTarget() {
  return useApiMutation({
    mutationFn: (input: { Id: number; ProjectId: number }) => callApi(deleteProjectTarget, input),
    invalidates: [projectTargets, developmentProfile],
  });
}
