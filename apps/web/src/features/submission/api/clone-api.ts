import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cloneAsBaseline,
  cloneAsPreset,
  sendBaselineRequestedEmail,
} from '@circa/contract/submission.routes';
import type { RouteRequestInput } from '@circa/contract/route';
import { callApi } from '../../../lib/api-client';

/** What a clone makes from a submitted design. */
export type CloneKind = 'baseline' | 'preset';

/** Clones a submitted design as a baseline or a preset build; resolves to the new structure id. */
export function useCloneDesign(kind: CloneKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (structureId: number) =>
      callApi(kind === 'baseline' ? cloneAsBaseline : cloneAsPreset, { id: structureId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api'] }),
  });
}

/** Sends the "please make this design a baseline" request (POST /sendBaselineRequestedEmail). */
export function useSendBaselineRequested() {
  return useMutation({
    mutationFn: (input: RouteRequestInput<typeof sendBaselineRequestedEmail>) =>
      callApi(sendBaselineRequestedEmail, input),
  });
}
