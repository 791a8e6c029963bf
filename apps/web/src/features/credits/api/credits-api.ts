import { sendCreditApprovalRequestEmail, useStructureCredit } from '@circa/contract/credits.routes';
import type { RouteRequestInput } from '@circa/contract/route';
import { callApi } from '../../../lib/api-client';
import { everyRead, useApiMutation } from '../../../lib/api-mutation';

/**
 * Uses credits for a lot. Every read goes stale (marked, not refetched): the lot is now paid, which
 * changes its design, results, drawer and lists, and the organisation's and development's credit.
 */
export function useUseCredits() {
  return useApiMutation({
    mutationFn: (structureId: number) => callApi(useStructureCredit, { id: structureId }),
    invalidates: everyRead,
    refetch: 'none',
  });
}

/** Asks the organisation's admins to approve the credits of a lot above the per-lot limit. */
export function useRequestCreditApproval() {
  return useApiMutation({
    invalidates: [],
    mutationFn: (input: RouteRequestInput<typeof sendCreditApprovalRequestEmail>) =>
      callApi(sendCreditApprovalRequestEmail, input),
  });
}
