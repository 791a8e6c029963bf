import { CollaborationAccess } from '@circa/contract/enums';
import type { Database } from '@circa/db/schema';
import { CUSTOMISE_VIEWS } from '@circa/reference-data/template-categories';
import type { Kysely } from 'kysely';
import { lotAccess } from '../access/access';
import type { AuthUser } from '../http/request-context';

/** What the lot's drawer shows and enables for the caller (document 2 §3, document 1 §2.3). */
export async function structureDrawerSetting(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
) {
  const access = await lotAccess(db, caller, structureId);
  const design = access.isLockedForCaller ? null : access.currentDesign;
  const isPaid = access.isPaid;
  return {
    IsAdminCoordinator: access.isAdminCoordinator,
    IsStructureLead: access.accessLevel === CollaborationAccess.Lead,
    IsBaseline: design?.kind === 'baseline',
    RapidCustomSortOrderActive: access.structure.customSortOrderActive,
    IsDesignBuilt: design !== null,
    IsPaidAndSubmitted: isPaid && design?.isSubmitted === true,
    CustomiseViews: CUSTOMISE_VIEWS.map((v) => ({ Name: v.Name, SortOrder: v.SortOrder })),
  };
}
