import { useQuery } from '@tanstack/react-query';
import { blockOrgUser, unblockOrgUser } from '@circa/contract/organisations.routes';
import { markSafeLotRisk, orgLotRisks, orgUsers } from '@circa/contract/org-users.routes';
import { callApi } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/** The organisation's members, blocked first, then by surname (admins). */
export function useOrgUsers(orgId: number) {
  return useQuery({ ...apiQuery(orgUsers, { orgId }), enabled: orgId > 0 });
}

/** Blocks or unblocks a member; the list loads again (also after a refusal: it may be stale). */
export function useSetUserBlocked(orgId: number) {
  return useApiMutation({
    mutationFn: ({ userId, isBlocked }: { userId: number; isBlocked: boolean }) =>
      callApi(isBlocked ? blockOrgUser : unblockOrgUser, { orgId, userId }),
    invalidates: [orgUsers],
    after: 'settled',
  });
}

/** The organisation's submitted lots with risk points, not marked low risk (admins). */
export function useOrgLotRisks(orgId: number) {
  return useQuery({ ...apiQuery(orgLotRisks, { orgId }), enabled: orgId > 0 });
}

/** Marks a lot as low risk; it leaves the list. */
export function useMarkLowRisk() {
  return useApiMutation({
    mutationFn: (structureId: number) => callApi(markSafeLotRisk, { StructureId: structureId }),
    invalidates: [orgLotRisks],
    after: 'settled',
  });
}
