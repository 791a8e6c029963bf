import { useQueries, useQuery } from '@tanstack/react-query';
import { getAvailableIndicators } from '@circa/contract/customise.routes';
import { paymentRequiredMessage } from '@circa/contract/results.schema';
import {
  projectTargetsByStruct,
  results,
  toggleLciSourceChangeNotified,
} from '@circa/contract/results.routes';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';
import { earlyApiQuery, isJustTakenAnswer } from '../../../lib/early-calls';

/**
 * The results summary: targets, notices and what the caller may do (GET /projecttargetsbystruct).
 * This and the summary's other reads take the answers `startResultsEarly` asked for, if any.
 */
export function useResultTargets(structureId: number) {
  return useQuery({
    ...earlyApiQuery(projectTargetsByStruct, { structureId }),
    // asked again on every visit, except for the early answer the page opened with
    refetchOnMount: (query) => (isJustTakenAnswer(query.state.data) ? false : 'always'),
  });
}

/** One indicator's results (GET /results); asked for only when `enabled` (the lot is paid). */
export function useIndicatorResults(structureId: number, indicatorId: number, enabled: boolean) {
  return useQuery({
    ...apiQuery(results, { structureId, indicatorId }),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * The totals, targets and notes of several indicators (GET /results with summaryOnly), each
 * loaded on its own, so the summary fills in as they come.
 */
export function useIndicatorsResults(
  structureId: number,
  indicatorIds: readonly number[],
  enabled: boolean,
) {
  return useQueries({
    queries: indicatorIds.map((indicatorId) => ({
      ...earlyApiQuery(results, { structureId, indicatorId, summaryOnly: true }),
      enabled,
      staleTime: 60_000,
    })),
  });
}

/** The indicators the lot's LCI source has data for (GET /getAvailableIndicators), for the switcher. */
export function useAvailableIndicators(structureId: number) {
  return useQuery({
    ...earlyApiQuery(getAvailableIndicators, { structureId }),
    staleTime: 5 * 60_000,
  });
}

/** True when a call failed because the lot's results need payment. */
export function isPaymentRequiredError(error: unknown): boolean {
  return isApiError(error, 'forbidden') && error.message === paymentRequiredMessage;
}

/** Dismisses the development's LCI source change notice. */
export function useDismissLciNotice() {
  return useApiMutation({
    invalidates: [],
    mutationFn: (projectId: number) => callApi(toggleLciSourceChangeNotified, { projectId }),
  });
}
