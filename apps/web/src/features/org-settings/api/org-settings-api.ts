import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { callApi } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';

/** The organisation's settings with their options and credit balance (admins). */
export function useOrgSettings(orgId: number) {
  return useQuery({ ...apiQuery(getOrgSettingsDetails, { orgId }), enabled: orgId > 0 });
}

export type SaveOrgSettingsInput = RouteRequestInput<typeof saveOrgSettingsDetails>;

/** Saves the settings; what reads them (labels, LCI defaults, design forms) loads again. */
export function useSaveOrgSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveOrgSettingsInput) => callApi(saveOrgSettingsDetails, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(
        apiQuery(getOrgSettingsDetails, { orgId: saved.Id }).queryKey,
        saved,
      );
      for (const route of [getCustomOrgSetting, getOrgLciInfo, getLot, getSupportEmail]) {
        void queryClient.invalidateQueries({ queryKey: ['api', route.id] });
      }
    },
  });
}

/** The organisation's onboarding title and content (admins). */
export function useOrgOnboarding(orgId: number) {
  return useQuery({ ...apiQuery(getOrgOnboardingDetails, { orgId }), enabled: orgId > 0 });
}

/** Saves the onboarding message (the server sanitises the content). */
export function useSaveOrgOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteRequestInput<typeof saveOrgOnboardingDetails>) =>
      callApi(saveOrgOnboardingDetails, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(
        apiQuery(getOrgOnboardingDetails, { orgId: saved.Id }).queryKey,
        saved,
      );
      void queryClient.invalidateQueries({ queryKey: ['api', getOrgDashboard.id] });
    },
  });
}

/** Shows the onboarding message again to every member. */
export function useResetOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orgId: number) => callApi(resetOnboardingStatus, { orgId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['api', getOrgDashboard.id] }),
  });
}

/** The organisation at a glance (admins). */
export function useOrgDashboard(orgId: number) {
  return useQuery({ ...apiQuery(getOrgDashboard, { orgId }), enabled: orgId > 0 });
}
