import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { completeUserBuilds, userBuilds } from '@circa/contract/builds.routes';
import {
  getCustomiseGfa,
  getLot,
  getPredictedGfa,
  getStructureDrawerSetting,
  getThermalLimits,
  resetDesign,
  saveDesign,
  updateCustomiseGfa,
  updateThermalDemands,
} from '@circa/contract/design.routes';
import {
  buildLot,
  getDesignPhases,
  isLotInitialised,
  lotDetails,
  lots,
} from '@circa/contract/lots.routes';
import type { RouteRequestInput } from '@circa/contract/route';
import { callApi } from '../../../lib/api-client';
import type { Refetch } from '../../../lib/api-mutation';
import { useApiMutation, useInvalidateReads } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/**
 * The lot's design as the design screens show it. Always fetched afresh when a screen opens (a
 * save on another screen may have changed it); the screens take their first values once the
 * fresh answer is in.
 */
export function useDesign(structureId: number) {
  return useQuery({ ...apiQuery(getLot, { structureId }), refetchOnMount: 'always' });
}

/** The reads a design change makes stale. */
const designReads = [
  getLot,
  getCustomiseGfa,
  getStructureDrawerSetting,
  lotDetails,
  getDesignPhases,
  userBuilds,
  completeUserBuilds,
];

/**
 * Marks what a design change affects stale. `active` refetches what is on screen; `none` only
 * marks it (for changes after which the page is left).
 */
export function useInvalidateDesign() {
  const invalidate = useInvalidateReads();
  return (refetch: Refetch = 'active') => invalidate(designReads, refetch);
}

/** Saves changed design fields (POST /lot). */
export function saveDesignChanges(input: RouteRequestInput<typeof saveDesign>) {
  return callApi(saveDesign, input);
}

/**
 * After an autosave of the design form: the cached design is stale (marked only; the form holds
 * what was saved).
 */
export function useDesignSaved() {
  const invalidate = useInvalidateReads();
  return useCallback(() => invalidate([getLot], 'none'), [invalidate]);
}

export function useCustomiseGfa(designId: number | undefined) {
  return useQuery({
    ...apiQuery(getCustomiseGfa, { designId: designId ?? 0 }),
    enabled: designId !== undefined,
    refetchOnMount: 'always',
  });
}

/** The predicted gross floor area, asked for afresh whenever it is needed. */
export function usePredictedGfa(designId: number, enabled: boolean) {
  return useQuery({ ...apiQuery(getPredictedGfa, { designId }), enabled, staleTime: 0, gcTime: 0 });
}

export function useUpdateCustomiseGfa() {
  return useApiMutation({
    mutationFn: (input: RouteRequestInput<typeof updateCustomiseGfa>) =>
      callApi(updateCustomiseGfa, input),
    invalidates: designReads,
    refetch: 'none',
  });
}

/** [lower, upper, default cooling, default heating] in the unit asked for. */
export function useThermalLimits(
  structureId: number,
  thermalUnitId: number | null,
  thermalRatingId: number | null,
) {
  return useQuery({
    ...apiQuery(getThermalLimits, {
      structureId,
      thermalUnitId: thermalUnitId ?? 0,
      thermalRatingId: thermalRatingId ?? 0,
    }),
    enabled:
      thermalUnitId !== null &&
      thermalRatingId !== null &&
      thermalUnitId > 0 &&
      thermalRatingId > 0,
    staleTime: 5 * 60_000,
  });
}

export function useUpdateThermalDemands() {
  return useApiMutation({
    mutationFn: (input: RouteRequestInput<typeof updateThermalDemands>) =>
      callApi(updateThermalDemands, input),
    invalidates: designReads,
    refetch: 'none',
  });
}

/** Reset design: archives the lot's design so it can be built again. */
export function useResetDesign() {
  return useApiMutation({
    mutationFn: (structureId: number) => callApi(resetDesign, { id: structureId }),
    invalidates: [...designReads, isLotInitialised],
    refetch: 'none',
  });
}

/** Whether the lot's design exists yet (asked afresh on every visit). */
export function useIsLotInitialised(structureId: number) {
  return useQuery({ ...apiQuery(isLotInitialised, { structureId }), staleTime: 0 });
}

/**
 * Builds the lot's design from a baseline and a preset (0: none). Also after a failure the lot's
 * reads are asked again: the build may have happened before the answer was lost.
 */
export function useBuildLot(structureId: number, baselineId: number, presetId: number) {
  return useApiMutation({
    mutationFn: () =>
      callApi(buildLot, { structureId, baseStructureId: baselineId, presetStructureId: presetId }),
    invalidates: [...designReads, lots, isLotInitialised],
    after: 'settled',
  });
}
