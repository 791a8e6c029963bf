import { CollaborationAccess } from '@circa/contract/enums';
import { findMembership, findOrganisation } from '@circa/db/organisations.repository';
import type { OrganisationRecord } from '@circa/db/organisations.repository';
import { findProjectWithAccess } from '@circa/db/projects.repository';
import type { ProjectRecord } from '@circa/db/projects.repository';
import type { DesignMeta } from '@circa/db/designs.repository';
import { findLotWithAccess } from '@circa/db/lot-access.repository';
import type { Database } from '@circa/db/schema';
import type { StructureRecord } from '@circa/db/structures.repository';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';

/**
 * Authorisation (DESIGN.md "The API"): checked in services on every call. Anything the caller
 * may not see answers 404 — the same as something that does not exist.
 */

const noOrganisation = () => notFound('The organisation was not found.');
const noProject = () => notFound('The development was not found.');
const noLot = () => notFound('The lot was not found.');

/** The caller's standing in an organisation they belong to. */
export interface OrganisationAccess {
  organisation: OrganisationRecord;
  isAdmin: boolean;
}

export async function organisationAccess(
  db: Kysely<Database>,
  caller: AuthUser,
  organisationId: number,
): Promise<OrganisationAccess> {
  const membership = await findMembership(db, organisationId, caller.userId);
  if (!membership || membership.isBlocked) throw noOrganisation();
  const organisation = await findOrganisation(db, organisationId);
  if (!organisation) throw noOrganisation();
  return { organisation, isAdmin: membership.isAdmin };
}

/** The caller's standing in a development they may see. */
export interface ProjectAccess {
  project: ProjectRecord;
  organisationName: string;
  isOrgAdmin: boolean;
  /** Organisation admin or coordinator of the development: manages it. */
  isAdminCoordinator: boolean;
}

export async function projectAccess(
  db: Kysely<Database>,
  caller: AuthUser,
  projectId: number,
): Promise<ProjectAccess> {
  const found = await findProjectWithAccess(db, projectId, {
    id: caller.userId,
    email: caller.email,
  });
  if (!found?.isVisible) throw noProject();
  return {
    project: found.project,
    organisationName: found.organisationName,
    isOrgAdmin: found.isOrgAdmin,
    isAdminCoordinator: found.isOrgAdmin || found.isCoordinator,
  };
}

/** Like projectAccess, and refuses (403) a caller who may see but not manage the development. */
export async function projectAdminAccess(
  db: Kysely<Database>,
  caller: AuthUser,
  projectId: number,
): Promise<ProjectAccess> {
  const access = await projectAccess(db, caller, projectId);
  if (!access.isAdminCoordinator) {
    throw new AppError('forbidden', 'Only an admin coordinator of this development can do that.');
  }
  return access;
}

/**
 * The caller's standing on a lot. A library lot (`structure.isLibrary`: it holds a baseline or
 * preset made by Create Baseline or Create Preset) is the organisation's library, not a builder's
 * work (document 2 §6: organisation admins create baselines): only organisation admins may change
 * it or its design, and only they manage it (`isAdminCoordinator`); others may read it. Every
 * write on a lot or its design checks `canEdit` or `isAdminCoordinator`, so this is the one rule.
 */
export interface LotAccess extends ProjectAccess {
  structure: StructureRecord;
  /** 1 Lead, 2 Collaborator, 3 Read Only, 0 not involved. */
  accessLevel: number;
  /** Allocated to others and the caller has no access: shown "- Allocated", opening asks for access. */
  isLockedForCaller: boolean;
  /**
   * May change the lot and its design (admin coordinator, lead, collaborator; or an unallocated
   * lot); on a library lot, organisation admins only.
   */
  canEdit: boolean;
  /** Paid for at least its current dwellings (read with the access check). */
  isPaid: boolean;
  /** Dwellings paid for so far: raising dwellings asks only for the difference. */
  paidDwellings: number;
  /** The lot's current design without its JSON (read with the access check); null before it is built. */
  currentDesign: DesignMeta | null;
}

export async function lotAccess(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
): Promise<LotAccess> {
  const found = await findLotWithAccess(db, structureId, {
    id: caller.userId,
    email: caller.email,
  });
  if (!found?.isVisible) throw noLot();
  const { structure, accessLevel } = found;
  const access: ProjectAccess = {
    project: found.project,
    organisationName: found.organisationName,
    isOrgAdmin: found.isOrgAdmin,
    // a lot holding a library design is the organisation's: its admins alone manage it
    isAdminCoordinator: found.isOrgAdmin || (found.isCoordinator && !structure.isLibrary),
  };
  const isLockedForCaller =
    structure.isLocked &&
    accessLevel === CollaborationAccess.NotInvolved &&
    !access.isAdminCoordinator;
  const canEdit = structure.isLibrary
    ? access.isOrgAdmin
    : !isLockedForCaller &&
      (access.isAdminCoordinator ||
        accessLevel === CollaborationAccess.Lead ||
        accessLevel === CollaborationAccess.Collaborator ||
        (!structure.isLocked && accessLevel === CollaborationAccess.NotInvolved));
  return {
    ...access,
    structure,
    accessLevel,
    isLockedForCaller,
    canEdit,
    isPaid: found.isPaid,
    paidDwellings: found.paidDwellings,
    currentDesign: found.currentDesign,
  };
}

/**
 * Refuses (403) a caller who may see the lot but not change it (a Read Only collaborator, someone
 * the lot is allocated away from, a non-admin on a library lot): every write on a lot that does
 * not go through the design's own check (lot-design.ts requireEditable) calls this.
 */
export function requireLotEditor(access: LotAccess): void {
  if (!access.canEdit) throw new AppError('forbidden', 'You have read-only access to this lot.');
}
