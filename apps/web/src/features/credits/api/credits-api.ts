import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendCreditApprovalRequestEmail, useStructureCredit } from '@circa/contract/credits.routes';
import type { RouteRequestInput } from '@circa/contract/route';
import { callApi } from '../../../lib/api-client';

/** Uses credits for a lot; afterwards every cached answer about it is stale (it is now paid). */
export function useUseCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (structureId: number) => callApi(useStructureCredit, { id: structureId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api'], refetchType: 'none' }),
  });
}

/** Asks the organisation's admins to approve the credits of a lot above the per-lot limit. */
export function useRequestCreditApproval() {
  return useMutation({
    mutationFn: (input: RouteRequestInput<typeof sendCreditApprovalRequestEmail>) =>
      callApi(sendCreditApprovalRequestEmail, input),
  });
}
