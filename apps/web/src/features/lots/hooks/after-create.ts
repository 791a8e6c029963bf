import { screens } from '../../../config/screens';
import type { AfterCreateLookups } from '../api/lots-api';
import { apiAfterCreateLookups } from '../api/lots-api';

export type { AfterCreateLookups };

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
