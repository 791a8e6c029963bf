import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getCustomOrgSetting, getOrgLciInfo } from '@circa/contract/organisations.routes';
import {
  getOrgDashboard,
  getOrgOnboardingDetails,
  getOrgSettingsDetails,
  resetOnboardingStatus,
  saveOrgOnboardingDetails,
  saveOrgSettingsDetails,
} from '@circa/contract/org-settings.routes';
import type { RouteRequestInput } from '@circa/contract/route';
import { getLot } from '@circa/contract/design.routes';
import { getSupportEmail } from '@circa/contract/shell.routes';
import { projectTargetsByStruct } from '@circa/contract/results.routes';
import { callApi } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/** The organisation's settings with their options and credit balance (admins). */
export function useOrgSettings(orgId: number) {
  return useQuery({ ...apiQuery(getOrgSettingsDetails, { orgId }), enabled: orgId > 0 });
}

export type SaveOrgSettingsInput = RouteRequestInput<typeof saveOrgSettingsDetails>;

/**
 * Saves the settings; the screen keeps the saved answer, and what reads the settings elsewhere
 * (labels, LCI defaults and locks, design forms with their credit dialog, the support email)
 * loads again.
 */
export function useSaveOrgSettings() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (input: SaveOrgSettingsInput) => callApi(saveOrgSettingsDetails, input),
    invalidates: [getCustomOrgSetting, getOrgLciInfo, getLot, getSupportEmail],
    onSuccess: (saved) =>
      queryClient.setQueryData(
        apiQuery(getOrgSettingsDetails, { orgId: saved.Id }).queryKey,
        saved,
      ),
  });
}

/** The organisation's onboarding title and content (admins). */
export function useOrgOnboarding(orgId: number) {
  return useQuery({ ...apiQuery(getOrgOnboardingDetails, { orgId }), enabled: orgId > 0 });
}

/** Saves the onboarding message (the server sanitises the content); the screen keeps the answer. */
export function useSaveOrgOnboarding() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (input: RouteRequestInput<typeof saveOrgOnboardingDetails>) =>
      callApi(saveOrgOnboardingDetails, input),
    invalidates: [getOrgDashboard, getLot, projectTargetsByStruct],
    onSuccess: (saved) =>
      queryClient.setQueryData(
        apiQuery(getOrgOnboardingDetails, { orgId: saved.Id }).queryKey,
        saved,
      ),
  });
}

/** Shows the onboarding message again to every member (the caller's screens too). */
export function useResetOnboarding() {
  return useApiMutation({
    mutationFn: (orgId: number) => callApi(resetOnboardingStatus, { orgId }),
    invalidates: [getOrgDashboard, getLot, projectTargetsByStruct],
  });
}

/** The organisation at a glance (admins). */
export function useOrgDashboard(orgId: number) {
  return useQuery({ ...apiQuery(getOrgDashboard, { orgId }), enabled: orgId > 0 });
}
