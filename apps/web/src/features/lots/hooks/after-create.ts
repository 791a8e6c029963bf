import { baselineDesigns, presetDesigns } from '@circa/contract/builds.routes';
import type { BuildSummary } from '@circa/contract/builds.schema';
import { callApi } from '../../../lib/api-client';
import { screens } from '../../../config/screens';

/** The look-ups the rule needs (the API by default; tests pass their own). */
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

/**
 * Where a newly created lot goes (document 2 §4 "Lot creation"): the first 2 baselines are
 * looked up; exactly one: its presets decide between starting from it and choosing a preset;
 * none: the no-baseline notice; more: the baseline and preset chooser.
 */
export async function pathAfterCreate(
  projectId: number,
  structureId: number,
  lookups: AfterCreateLookups = apiAfterCreateLookups,
): Promise<string> {
  const baselines = await lookups.baselines(projectId, 2);
  const [only, ...others] = baselines;
  if (only === undefined) return screens.noAvailableBaseline.href(structureId);
  if (others.length > 0) return screens.baselinePreset.href(structureId);
  return (await lookups.hasPresets(projectId, only.Id))
    ? screens.selectPreset.href(structureId, only.Id)
    : screens.startDesign.href(structureId, only.Id, 0);
}
