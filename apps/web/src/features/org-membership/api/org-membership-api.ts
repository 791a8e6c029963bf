import { useQuery } from '@tanstack/react-query';
import * as routes from '@circa/contract/org-membership.routes';
import { callApi } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/** Organisations by part of the name (2 letters or more), else those at the caller's domain. */
export function useFindOrganisations(name: string) {
  const trimmed = name.trim();
  const input = trimmed.length >= 2 ? { name: trimmed } : {};
  return useQuery({ ...apiQuery(routes.findOrganisations, input), placeholderData: (p) => p });
}

/** The caller's requests still waiting for an answer. */
export function useMyJoinRequests() {
  return useQuery(apiQuery(routes.myJoinRequests, {}));
}

/** Asks to join; the search results and the waiting list change. */
export function useAskToJoin() {
  return useApiMutation({
    mutationFn: (orgId: number) => callApi(routes.askToJoinOrganisation, { orgId }),
    invalidates: [routes.findOrganisations, routes.myJoinRequests],
    after: 'settled',
  });
}

/** Withdraws one of the caller's requests. */
export function useWithdrawJoinRequest() {
  return useApiMutation({
    mutationFn: (requestId: number) => callApi(routes.withdrawJoinRequest, { requestId }),
    invalidates: [routes.findOrganisations, routes.myJoinRequests],
    after: 'settled',
  });
}

/** An organisation's open requests (its admins). */
export function useOrgJoinRequests(orgId: number) {
  return useQuery({ ...apiQuery(routes.orgJoinRequests, { orgId }), enabled: orgId > 0 });
}

/** Approves or rejects a request; the list loads again (also after a refusal: it may be stale). */
export function useAnswerJoinRequest() {
  return useApiMutation({
    mutationFn: ({ requestId, approve }: { requestId: number; approve: boolean }) =>
      callApi(approve ? routes.approveJoinRequest : routes.rejectJoinRequest, { requestId }),
    invalidates: [routes.orgJoinRequests],
    after: 'settled',
  });
}
