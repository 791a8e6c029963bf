import {
  baselineDesigns,
  completeUserBuilds,
  presetDesigns,
  userBuilds,
} from '@circa/contract/builds.routes';
import { developmentProfile } from '@circa/contract/developments.routes';
import { lots } from '@circa/contract/lots.routes';
import {
  completeOrgBaselines,
  completePresetDesigns,
  completeProjectBaselines,
} from '@circa/contract/org-library.routes';
import {
  cloneAsBaseline,
  cloneAsPreset,
  sendBaselineRequestedEmail,
} from '@circa/contract/submission.routes';
import type { RouteRequestInput } from '@circa/contract/route';
import { callApi } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';

/** What a clone makes from a submitted design. */
export type CloneKind = 'baseline' | 'preset';

/**
 * Clones a submitted design as a baseline or a preset build; resolves to the new structure id.
 * The new lot joins the lot and build lists and the baseline and preset choosers.
 */
export function useCloneDesign(kind: CloneKind) {
  return useApiMutation({
    mutationFn: (structureId: number) =>
      callApi(kind === 'baseline' ? cloneAsBaseline : cloneAsPreset, { id: structureId }),
    invalidates: [
      lots,
      userBuilds,
      completeUserBuilds,
      developmentProfile,
      baselineDesigns,
      presetDesigns,
      completeOrgBaselines,
      completeProjectBaselines,
      completePresetDesigns,
    ],
  });
}

/** Sends the "please make this design a baseline" request (POST /sendBaselineRequestedEmail). */
export function useSendBaselineRequested() {
  return useApiMutation({
    invalidates: [],
    mutationFn: (input: RouteRequestInput<typeof sendBaselineRequestedEmail>) =>
      callApi(sendBaselineRequestedEmail, input),
  });
}
