import { useQuery } from '@tanstack/react-query';
import { baselineDesigns, presetDesigns } from '@circa/contract/builds.routes';
import type { BuildSummary } from '@circa/contract/builds.schema';
import { findProject } from '@circa/contract/developments.routes';
import { getSupportEmail } from '@circa/contract/shell.routes';
import { callApi } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { useInfiniteList } from '../../../ui/use-infinite-list';

/** Baseline and preset previews show 3 designs (document 1 §9). */
export const previewSize = 3;

/** The development of a lot. */
export function useLotProject(structureId: number) {
  return useQuery({ ...apiQuery(findProject, { structureId }), staleTime: 10 * 60_000 });
}

/** The first baselines enabled in the development (the chooser's preview). */
export function useBaselinePreview(projectId: number | undefined) {
  return useQuery({
    ...apiQuery(baselineDesigns, { projectId: projectId ?? 0, start: 0, numberOf: previewSize }),
    enabled: projectId !== undefined,
  });
}

/** The first approved presets of the development (the chooser's preview). */
export function usePresetPreview(projectId: number | undefined) {
  return useQuery({
    ...apiQuery(presetDesigns, {
      projectId: projectId ?? 0,
      start: 0,
      numberOf: previewSize,
      onlyApproved: true,
      baseId: 0,
    }),
    enabled: projectId !== undefined,
  });
}

/** All baselines enabled in the development, 10 at a time. */
export function useBaselineList(projectId: number | undefined) {
  return useInfiniteList<BuildSummary>({
    queryKey: ['api', baselineDesigns.id, 'list', projectId],
    fetchPage: (start, numberOf, signal) =>
      callApi(baselineDesigns, { projectId: projectId ?? 0, start, numberOf }, { signal }),
    enabled: projectId !== undefined,
  });
}

/** Approved presets of the development (of one baseline when `baseId` > 0), 10 at a time. */
export function usePresetList(projectId: number | undefined, baseId: number) {
  return useInfiniteList<BuildSummary>({
    queryKey: ['api', presetDesigns.id, 'list', projectId, baseId],
    fetchPage: (start, numberOf, signal) =>
      callApi(
        presetDesigns,
        { projectId: projectId ?? 0, start, numberOf, onlyApproved: true, baseId },
        { signal },
      ),
    enabled: projectId !== undefined,
  });
}

/**
 * The support email of a lot's organisation (the organisation administrator's contact); the
 * server falls back to the default address when the organisation has none.
 */
export function useSupportEmail(structureId: number) {
  return useQuery({ ...apiQuery(getSupportEmail, { structureId }), staleTime: 10 * 60_000 });
}
