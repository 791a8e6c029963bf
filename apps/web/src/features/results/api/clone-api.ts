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
import { cloneAsBaseline, cloneAsPreset } from '@circa/contract/submission.routes';
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
