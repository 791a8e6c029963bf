import { useQuery } from '@tanstack/react-query';
import { isProjectAdminCoordinator } from '@circa/contract/developments.routes';
import {
  addProjectCoordinator,
  addProjectPreApprovedUser,
  getProjectUserLots,
  projectCoordinators,
  projectUsers,
  removeProjectCoordinator,
  removeProjectPreApprovedUser,
  resendPreApprovalEmail,
  setProjectPreApprovedOnly,
} from '@circa/contract/project-people.routes';
import { callApi } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/** What the people screens show: a write on coordinators or pre-approved users changes these. */
const peopleReads = [
  projectCoordinators,
  projectUsers,
  getProjectUserLots,
  isProjectAdminCoordinator,
];

/** The development's coordinators, lot users and pre-approved users with an account. */
export function useProjectCoordinators(projectId: number) {
  return useQuery({ ...apiQuery(projectCoordinators, { projectId }), enabled: projectId > 0 });
}

/** Makes a user a coordinator, or ends it; the lists load again (also after a refusal). */
export function useSetCoordinator(projectId: number) {
  return useApiMutation({
    mutationFn: ({ userId, isCoordinator }: { userId: number; isCoordinator: boolean }) =>
      callApi(isCoordinator ? addProjectCoordinator : removeProjectCoordinator, {
        projectId,
        userId,
      }),
    invalidates: peopleReads,
    after: 'settled',
  });
}

/** The 'Pre-approved Users Only' flag and the pre-approved emails. */
export function useProjectUsers(projectId: number) {
  return useQuery({ ...apiQuery(projectUsers, { projectId }), enabled: projectId > 0 });
}

/** Turns 'Pre-approved Users Only' on or off; the list loads again. */
export function useSetPreApprovedOnly(projectId: number) {
  return useApiMutation({
    mutationFn: (flag: boolean) => callApi(setProjectPreApprovedOnly, { projectId, flag }),
    invalidates: [projectUsers],
    after: 'settled',
  });
}

/** Pre-approves an email and sends its invitation. */
export function useAddPreApprovedUser(projectId: number) {
  return useApiMutation({
    mutationFn: (email: string) => callApi(addProjectPreApprovedUser, { projectId, email }),
    invalidates: peopleReads,
  });
}

/** Removes a pre-approved email (its designed lots are archived). */
export function useRemovePreApprovedUser(projectId: number) {
  return useApiMutation({
    mutationFn: (preApprovedUserId: number) =>
      callApi(removeProjectPreApprovedUser, { projectId, preApprovedUserId }),
    invalidates: peopleReads,
    after: 'settled',
  });
}

/** Emails a pre-approved user the invitation again (nothing shown changes). */
export function useResendInvitation(projectId: number) {
  return useApiMutation({
    mutationFn: (preApprovedUserId: number) =>
      callApi(resendPreApprovalEmail, { projectId, preApprovedUserId }),
    invalidates: [projectUsers],
  });
}

/** A person of the development by email, with the lots and their access type on each. */
export function useProjectUserLots(projectId: number, email: string) {
  return useQuery({
    ...apiQuery(getProjectUserLots, { projectId, email }),
    enabled: projectId > 0 && email.trim() !== '',
  });
}
