import type { LotSummary } from '@circa/contract/lots.schema';
import { screens } from '../../config/screens';

/** What opening a lot does: go to a path, or (locked lots) ask for access. */
export type LotOpening = { kind: 'path'; to: string } | { kind: 'requestAccess' };

/**
 * Where a lot leads (document 1 §4 "Lot list item routing"): a built lot opens its design; a lot
 * without a design with exactly one baseline starts from it when that baseline has no approved
 * presets, otherwise offers its presets; no baselines: the no-baseline notice; several: the
 * baseline and preset chooser.
 */
export function lotPath(
  lot: Pick<LotSummary, 'StructureId' | 'IsBuilt' | 'BaselineDesigns'>,
  hasApprovedPresets: (baselineId: number) => boolean,
): string {
  const id = lot.StructureId;
  if (lot.IsBuilt) return screens.designDetails.href(id, true);
  const [only, ...others] = lot.BaselineDesigns;
  if (only === undefined) return screens.noAvailableBaseline.href(id);
  if (others.length > 0) return screens.baselinePreset.href(id);
  return hasApprovedPresets(only)
    ? screens.selectPreset.href(id, only)
    : screens.startDesign.href(id, only, 0);
}

/** Opening a lot of the lot list: a locked lot asks for access; others follow `lotPath`. */
export function lotOpening(
  lot: LotSummary,
  baselinesWithApprovedPresets: readonly number[],
): LotOpening {
  if (lot.IsLocked) return { kind: 'requestAccess' };
  return { kind: 'path', to: lotPath(lot, (id) => baselinesWithApprovedPresets.includes(id)) };
}
