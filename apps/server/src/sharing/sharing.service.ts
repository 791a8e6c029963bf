import { toBase36DesignId } from '@circa/contract/design-link';
import { SharePermission } from '@circa/contract/enums';
import { sharingTexts } from '@circa/contract/sharing.schema';
import type {
  LotShareDetails,
  ProjectShareDetails,
  ReportRecipient,
  UpdateShareInput,
} from '@circa/contract/sharing.schema';
import type { Database } from '@circa/db/schema';
import {
  listLotRecipients,
  listProjectRecipients,
  setDesignSharing,
  withdrawPublicLinkRequest,
} from '@circa/db/sharing.repository';
import type { RecipientRow } from '@circa/db/sharing.repository';
import type { Kysely } from 'kysely';
import { lotAccess, projectAccess } from '../access/access';
import type { LotAccess } from '../access/access';
import { AppError } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import type { JobQueue } from '../jobs/job-queue.service';
import { askForPublicLink } from './public-link-requests.service';
import { publicDesignUrl, socialMediaLinks } from './share-links';

export interface SharingDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  publicUrl: string;
  now: () => Date;
}

/**
 * May the caller make the lot's design public at once (document 3 §6 "Users who cannot create
 * public links may only request one")? Yes unless the development requires approval of public
 * links (its setting) and the caller does not administer its organisation.
 */
export function mayCreatePublicLink(access: LotAccess): boolean {
  return !access.project.publicShareLinksRequireApproval || access.isOrgAdmin;
}

/** The lot the caller may open (404 unseen, 403 allocated to someone else) and its design (409). */
async function sharedLot(db: Kysely<Database>, caller: AuthUser, structureId: number) {
  const access = await lotAccess(db, caller, structureId);
  if (access.isLockedForCaller) {
    throw new AppError(
      'forbidden',
      'This lot is allocated to someone else. Request access to open it.',
    );
  }
  const design = access.currentDesign;
  if (!design) throw new AppError('conflict', sharingTexts.noDesign);
  return { access, design };
}

function toRecipients(rows: readonly RecipientRow[]): ReportRecipient[] {
  return rows.map((r) => ({
    UserId: r.userId,
    Name: `${r.firstName} ${r.lastName}`.trim() || r.email,
    Email: r.email,
    Checked: true,
  }));
}

/** GET /share/lotShareDetails (and /share): anyone who may open the lot. */
export async function lotShareDetails(
  deps: SharingDeps,
  caller: AuthUser,
  structureId: number,
): Promise<LotShareDetails> {
  const { access, design } = await sharedLot(deps.db, caller, structureId);
  const url = publicDesignUrl(deps.publicUrl, design.id);
  return {
    StructureId: access.structure.id,
    ProjectId: access.project.id,
    DesignId: design.id,
    DesignName: design.name,
    StructureName: access.structure.name,
    ProjectName: access.project.name,
    ImageIcon: design.imageUrl,
    SharePermission: design.sharePermission,
    IsFeature: design.isFeature,
    Base36DesignId: toBase36DesignId(design.id),
    SocialMediaLinks: socialMediaLinks(url, design.name),
    ReportRecipients: toRecipients(await listLotRecipients(deps.db, access.structure.id)),
    CanUserAccessProjectApi: access.isAdminCoordinator,
    CanEdit: access.canEdit,
    CanCreatePublicLink: mayCreatePublicLink(access),
    IsSubmitted: design.isSubmitted,
  };
}

/** GET /share/projectShareDetails: anyone who may see the development. */
export async function projectShareDetails(
  db: Kysely<Database>,
  caller: AuthUser,
  projectId: number,
): Promise<ProjectShareDetails> {
  const { project, isAdminCoordinator } = await projectAccess(db, caller, projectId);
  return {
    ProjectId: project.id,
    ProjectName: project.name,
    CanUserAccessProjectApi: isAdminCoordinator,
    ReportRecipients: isAdminCoordinator
      ? toRecipients(await listProjectRecipients(db, project.id))
      : [],
  };
}

/** GET /canCreatePublicLink. */
export async function canCreatePublicLink(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
): Promise<boolean> {
  const access = await lotAccess(db, caller, structureId);
  return access.canEdit && mayCreatePublicLink(access);
}

/**
 * POST /share/update: the lot's editors set who may see the design and whether it is featured.
 * Public needs the right to create public links, unless the design is public already (an approved
 * link may change its featured flag). RequestPublic asks the organisation's administrators (from
 * someone who may create the link it is simply Public). Any other choice withdraws an open request.
 */
export async function updateShare(
  deps: SharingDeps,
  caller: AuthUser,
  input: UpdateShareInput,
): Promise<LotShareDetails> {
  const { access, design } = await sharedLot(deps.db, caller, input.StructureId);
  if (!access.canEdit) throw new AppError('forbidden', sharingTexts.readOnly);
  const mayCreate = mayCreatePublicLink(access);
  let permission: number = input.SharePermission;
  if (permission === SharePermission.RequestPublic && mayCreate)
    permission = SharePermission.Public;
  if (permission === SharePermission.RequestPublic) {
    await askForPublicLink(deps, caller, access, design, input.IsFeature);
    return lotShareDetails(deps, caller, input.StructureId);
  }
  const wasPublic = design.sharePermission === SharePermission.Public;
  if (permission === SharePermission.Public && !mayCreate && !wasPublic) {
    throw new AppError('forbidden', sharingTexts.needsApproval);
  }
  await deps.db.transaction().execute(async (tx) => {
    await withdrawPublicLinkRequest(tx, design.id, caller.userId, deps.now());
    await setDesignSharing(tx, design.id, {
      sharePermission: permission,
      isFeature: input.IsFeature,
    });
  });
  return lotShareDetails(deps, caller, input.StructureId);
}

/** POST /requestPublicLink: as share/update with RequestPublic, keeping the featured flag. */
export async function requestPublicLink(
  deps: SharingDeps,
  caller: AuthUser,
  structureId: number,
): Promise<LotShareDetails> {
  const { design } = await sharedLot(deps.db, caller, structureId);
  if (design.sharePermission === SharePermission.Public) {
    return lotShareDetails(deps, caller, structureId);
  }
  return updateShare(deps, caller, {
    StructureId: structureId,
    IsFeature: design.isFeature,
    SharePermission: SharePermission.RequestPublic,
  });
}
