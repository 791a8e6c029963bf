import { useQuery } from '@tanstack/react-query';
import {
  baselineDesigns,
  completeUserBuilds,
  presetDesigns,
  userBuilds,
} from '@circa/contract/builds.routes';
import type { BuildSummary } from '@circa/contract/builds.schema';
import { developmentProfile } from '@circa/contract/developments.routes';
import {
  archiveLot,
  createLot,
  getAvailableProjectTargets,
  getDesignPhases,
  lotDetails,
  lots,
  saveLotDetails,
  sendLotInformationEmail,
  sendLotRequestedEmail,
  unarchiveLot,
} from '@circa/contract/lots.routes';
import { getCustomOrgSetting } from '@circa/contract/organisations.routes';
import type { RouteRequestInput } from '@circa/contract/route';
import { callApi } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/** A development's lots as the caller sees them (/find-lot). */
export function useLots(projectId: number, showArchivedLots: boolean) {
  return useQuery({
    ...apiQuery(lots, { projectId, showArchivedLots }),
    placeholderData: (previous) => previous,
  });
}

/** A lot's details (/lot-details). */
export function useLotDetails(structureId: number, enabled = true) {
  return useQuery({ ...apiQuery(lotDetails, { structureId }), enabled });
}

/** The development a new lot goes into (its name, organisation and the caller's role). */
export function useDevelopmentProfile(projectId: number, enabled = true) {
  return useQuery({ ...apiQuery(developmentProfile, { projectId }), enabled });
}

/** The organisation's custom labels (the lot label names the lot's custom field). */
export function useCustomOrgSetting(orgId: number | undefined) {
  return useQuery({
    ...apiQuery(getCustomOrgSetting, { orgId: orgId ?? 0 }),
    enabled: orgId !== undefined && orgId > 0,
  });
}

/** A lot's designs by design phase, with reductions on the chosen target (0: the default). */
export function useDesignPhases(structureId: number, projectTargetId: number, enabled = true) {
  return useQuery({
    ...apiQuery(getDesignPhases, { structureId, projectTargetId }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** The targets of the lot's development (Choose Project Target). */
export function useAvailableProjectTargets(structureId: number, enabled: boolean) {
  return useQuery({ ...apiQuery(getAvailableProjectTargets, { structureId }), enabled });
}

/** What a lot change affects: lot lists, the lot's details and the build lists. */
const lotReads = [lots, lotDetails, getDesignPhases, userBuilds, completeUserBuilds];

export function useCreateLot() {
  return useApiMutation({
    mutationFn: (input: RouteRequestInput<typeof createLot>) => callApi(createLot, input),
    invalidates: lotReads,
  });
}

export function useSaveLotDetails() {
  return useApiMutation({
    mutationFn: (input: RouteRequestInput<typeof saveLotDetails>) => callApi(saveLotDetails, input),
    invalidates: lotReads,
  });
}

/** Archives (or with `isArchived` false, restores) a lot. */
export function useSetLotArchived() {
  return useApiMutation({
    mutationFn: ({ structureId, isArchived }: { structureId: number; isArchived: boolean }) =>
      callApi(isArchived ? archiveLot : unarchiveLot, { id: structureId }),
    invalidates: lotReads,
  });
}

export function useSendLotInformation() {
  return useApiMutation({
    invalidates: [],
    mutationFn: (input: RouteRequestInput<typeof sendLotInformationEmail>) =>
      callApi(sendLotInformationEmail, input),
  });
}

export function useRequestLotAccess() {
  return useApiMutation({
    invalidates: [],
    mutationFn: (input: RouteRequestInput<typeof sendLotRequestedEmail>) =>
      callApi(sendLotRequestedEmail, input),
  });
}

/** The look-ups of where a new lot goes (`pathAfterCreate`; tests pass their own). */
export interface AfterCreateLookups {
  /** The first `numberOf` baseline designs enabled in the development. */
  baselines: (projectId: number, numberOf: number) => Promise<BuildSummary[]>;
  /** Whether any preset (approved or not) of `baselineId` exists for the development. */
  hasPresets: (projectId: number, baselineId: number) => Promise<boolean>;
}

export const apiAfterCreateLookups: AfterCreateLookups = {
  baselines: (projectId, numberOf) => callApi(baselineDesigns, { projectId, start: 0, numberOf }),
  hasPresets: async (projectId, baseId) =>
    (
      await callApi(presetDesigns, {
        projectId,
        start: 0,
        numberOf: 1,
        onlyApproved: false,
        baseId,
      })
    ).length > 0,
};
