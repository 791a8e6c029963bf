import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blockOrgUser, unblockOrgUser } from '@circa/contract/organisations.routes';
import { markSafeLotRisk, orgLotRisks, orgUsers } from '@circa/contract/org-users.routes';
import { callApi } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';

/** The organisation's members, blocked first, then by surname (admins). */
export function useOrgUsers(orgId: number) {
  return useQuery({ ...apiQuery(orgUsers, { orgId }), enabled: orgId > 0 });
}

/** Blocks or unblocks a member; the list loads again. */
export function useSetUserBlocked(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isBlocked }: { userId: number; isBlocked: boolean }) =>
      callApi(isBlocked ? blockOrgUser : unblockOrgUser, { orgId, userId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['api', orgUsers.id] }),
  });
}

/** The organisation's submitted lots with risk points, not marked low risk (admins). */
export function useOrgLotRisks(orgId: number) {
  return useQuery({ ...apiQuery(orgLotRisks, { orgId }), enabled: orgId > 0 });
}

/** Marks a lot as low risk; it leaves the list. */
export function useMarkLowRisk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (structureId: number) => callApi(markSafeLotRisk, { StructureId: structureId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['api', orgLotRisks.id] }),
  });
}
