import { sendBaselineRequestedEmail } from '@circa/contract/submission.routes';
import type { RouteRequestInput } from '@circa/contract/route';
import { callApi } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';

/**
 * Sends the "please make this design a baseline" request (POST /sendBaselineRequestedEmail).
 * Apart from the clone calls (`clone-api.ts`), whose lists to refresh load with their dialog.
 */
export function useSendBaselineRequested() {
  return useApiMutation({
    invalidates: [],
    mutationFn: (input: RouteRequestInput<typeof sendBaselineRequestedEmail>) =>
      callApi(sendBaselineRequestedEmail, input),
  });
}
