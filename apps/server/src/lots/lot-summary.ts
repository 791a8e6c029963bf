import { CollaborationAccess } from '@circa/contract/enums';
import type { LotSummary } from '@circa/contract/lots.schema';
import type { StructureListItem } from '@circa/db/structures.repository';

/**
 * A lot as the caller sees it in a list (document 1 §3 "Lot summary"): locked when it is
 * allocated to others and the caller has no access to it.
 */
export function toLotSummary(
  lot: StructureListItem,
  baselineIds: readonly number[],
  isAdminCoordinator: boolean,
): LotSummary {
  return {
    StructureId: lot.id,
    Name: lot.name,
    IsBuilt: lot.hasActiveDesign,
    IsLocked:
      lot.isLocked && lot.accessLevel === CollaborationAccess.NotInvolved && !isAdminCoordinator,
    IsArchived: lot.isArchived,
    BaselineDesigns: [...baselineIds],
  };
}
