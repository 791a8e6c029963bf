import { useQuery } from '@tanstack/react-query';
import * as routes from '@circa/contract/sharing.routes';
import type { UpdateShareInput } from '@circa/contract/sharing.schema';
import { callApi } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/** A lot's share details (its design, visibility, public link id, what the caller may do). */
export function useLotShareDetails(structureId: number) {
  return useQuery({
    ...apiQuery(routes.lotShareDetails, { structureId }),
    enabled: structureId > 0,
  });
}

/** A development's share details (whether the caller may see its reports). */
export function useProjectShareDetails(projectId: number) {
  return useQuery({
    ...apiQuery(routes.projectShareDetails, { projectId }),
    enabled: projectId > 0,
  });
}

/**
 * Saves who may see the design and whether it is featured (RequestPublic asks the organisation's
 * admins). The share details change, and an admin's list of requests.
 */
export function useUpdateShare() {
  return useApiMutation({
    mutationFn: (input: UpdateShareInput) => callApi(routes.updateShare, input),
    invalidates: [routes.lotShareDetails, routes.canCreatePublicLink, routes.publicLinkRequests],
  });
}

/** An organisation's public-link requests waiting for an answer (its admins). */
export function usePublicLinkRequests(orgId: number) {
  return useQuery({ ...apiQuery(routes.publicLinkRequests, { orgId }), enabled: orgId > 0 });
}

/** Approves or rejects a public-link request; the list loads again (also after a refusal). */
export function useAnswerPublicLink() {
  return useApiMutation({
    mutationFn: ({ requestId, approve }: { requestId: number; approve: boolean }) =>
      callApi(approve ? routes.approvePublicLink : routes.rejectPublicLink, { requestId }),
    invalidates: [routes.publicLinkRequests, routes.lotShareDetails],
    after: 'settled',
  });
}
