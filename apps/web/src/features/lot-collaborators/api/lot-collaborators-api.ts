import { useQuery } from '@tanstack/react-query';
import { getStructureDrawerSetting } from '@circa/contract/design.routes';
import { lotDetails, lots } from '@circa/contract/lots.routes';
import {
  addLotCollaborator,
  approveRequestLot,
  cancelLotInvitation,
  editLotCollaborator,
  lotCollaborators,
  rejectRequestLot,
  removeLotCollaborator,
} from '@circa/contract/lot-collaborators.routes';
import type { AddLotCollaboratorInput } from '@circa/contract/lot-collaborators.schema';
import { callApi } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/** The lot's collaborators and access requests (its lead and admin coordinators). */
export function useLotCollaborators(structureId: number) {
  return useQuery({ ...apiQuery(lotCollaborators, { structureId }), enabled: structureId > 0 });
}

/**
 * Every answer changes who is on the lot: the list, and the lot's own reads (who may edit it,
 * whether it shows as allocated in its development's list, whether the drawer offers this screen
 * to a lead who made someone else Lead).
 */
const stale = [lotCollaborators, lotDetails, lots, getStructureDrawerSetting] as const;

export function useAddLotCollaborator() {
  return useApiMutation({
    mutationFn: (input: AddLotCollaboratorInput) => callApi(addLotCollaborator, input),
    invalidates: stale,
  });
}

export function useEditLotCollaborator() {
  return useApiMutation({
    mutationFn: (input: { structureId: number; userId: number; structureUserTypeId: number }) =>
      callApi(editLotCollaborator, input),
    invalidates: stale,
  });
}

export function useRemoveLotCollaborator() {
  return useApiMutation({
    mutationFn: (input: { structureId: number; userId: number }) =>
      callApi(removeLotCollaborator, input),
    invalidates: stale,
  });
}

/** Withdraws an invitation not yet taken up. */
export function useCancelInvitation() {
  return useApiMutation({
    mutationFn: (input: { structureId: number; invitationId: number }) =>
      callApi(cancelLotInvitation, input),
    invalidates: [lotCollaborators],
    after: 'settled',
  });
}

/** Approves or rejects an access request. */
export function useAnswerRequest() {
  return useApiMutation({
    mutationFn: (input: { structureId: number; requestLotId: number; approve: boolean }) =>
      callApi(input.approve ? approveRequestLot : rejectRequestLot, {
        structureId: input.structureId,
        requestLotId: input.requestLotId,
      }),
    invalidates: stale,
    after: 'settled',
  });
}
