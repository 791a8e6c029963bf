import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCustomiseGfa,
  getLot,
  getPredictedGfa,
  getStructureDrawerSetting,
  getThermalLimits,
  resetDesign,
  saveDesign,
  toggleOnboardingStatus,
  updateCustomiseGfa,
  updateThermalDemands,
} from '@circa/contract/design.routes';
import { getDesignPhases, isLotInitialised, lotDetails } from '@circa/contract/lots.routes';
import type { RouteRequestInput } from '@circa/contract/route';
import { callApi } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';

/**
 * The lot's design as the design screens show it. Always fetched afresh when a screen opens (a
 * save on another screen may have changed it); the screens take their first values once the
 * fresh answer is in.
 */
export function useDesign(structureId: number) {
  return useQuery({ ...apiQuery(getLot, { structureId }), refetchOnMount: 'always' });
}

/** Query ids whose answers a design change makes stale. */
const designQueries = [
  getLot.id,
  getCustomiseGfa.id,
  getStructureDrawerSetting.id,
  lotDetails.id,
  getDesignPhases.id,
  'userBuilds',
  'completeUserBuilds',
];

/**
 * Marks what a design change affects stale. `active` refetches what is on screen; `none` only
 * marks it (for changes after which the page is left).
 */
export function useInvalidateDesign() {
  const queryClient = useQueryClient();
  return (refetchType: 'active' | 'none' = 'active') =>
    Promise.all(
      designQueries.map((id) =>
        queryClient.invalidateQueries({ queryKey: ['api', id], refetchType }),
      ),
    );
}

/** Saves changed design fields (POST /lot). */
export function saveDesignChanges(input: RouteRequestInput<typeof saveDesign>) {
  return callApi(saveDesign, input);
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
  const invalidate = useInvalidateDesign();
  return useMutation({
    mutationFn: (input: RouteRequestInput<typeof updateCustomiseGfa>) =>
      callApi(updateCustomiseGfa, input),
    onSuccess: () => invalidate('none'),
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
  const invalidate = useInvalidateDesign();
  return useMutation({
    mutationFn: (input: RouteRequestInput<typeof updateThermalDemands>) =>
      callApi(updateThermalDemands, input),
    onSuccess: () => invalidate('none'),
  });
}

export function useToggleOnboardingStatus() {
  return useMutation({ mutationFn: (orgId: number) => callApi(toggleOnboardingStatus, { orgId }) });
}

/** Reset design: archives the lot's design so it can be built again. */
export function useResetDesign() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateDesign();
  return useMutation({
    mutationFn: (structureId: number) => callApi(resetDesign, { id: structureId }),
    onSuccess: () =>
      Promise.all([
        invalidate('none'),
        queryClient.invalidateQueries({
          queryKey: ['api', isLotInitialised.id],
          refetchType: 'none',
        }),
      ]),
  });
}
