import type { BuildSummary } from '@circa/contract/builds.schema';
import { screens } from '../../config/screens';

/** Choosing a baseline starts the lot's design from it (document 3 §2). */
export function baselineLink(structureId: number, baseline: Pick<BuildSummary, 'Id'>): string {
  return screens.startDesign.href(structureId, baseline.Id, 0);
}

/**
 * Choosing a preset starts the lot's design from the preset's baseline and the preset (document 3
 * §2). The preset names its baseline; on a page for one baseline that baseline is the fallback.
 * Undefined when the baseline is not known (the card is then not a link).
 */
export function presetLink(
  structureId: number,
  preset: Pick<BuildSummary, 'Id' | 'BaselineId'>,
  pageBaseId = 0,
): string | undefined {
  const baseId = preset.BaselineId ?? (pageBaseId > 0 ? pageBaseId : undefined);
  return baseId === undefined
    ? undefined
    : screens.startDesign.href(structureId, baseId, preset.Id);
}
