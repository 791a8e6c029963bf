import { CollaborationAccess } from '@circa/contract/enums';
import {
  collaboratorAccessNames,
  lotCollaboratorTexts,
} from '@circa/contract/lot-collaborators.schema';
import type {
  AddLotCollaboratorInput,
  AddLotCollaboratorResponse,
  LotCollaborators,
} from '@circa/contract/lot-collaborators.schema';
import {
  deleteLotCollaborator,
  deleteLotInvitation,
  demoteOtherLeads,
  findLotCollaborator,
  listLotCollaborators,
  listLotInvitations,
  upsertLotInvitation,
} from '@circa/db/lot-collaborators.repository';
import { findPreApprovedUserByEmail, isRemovedUser } from '@circa/db/project-people.repository';
import type { Database } from '@circa/db/schema';
import { setStructureUser, updateStructure } from '@circa/db/structures.repository';
import { findUserByEmail, findUserById } from '@circa/db/users.repository';
import type { Kysely } from 'kysely';
import { lotAccess } from '../access/access';
import type { LotAccess } from '../access/access';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import type { JobQueue } from '../jobs/job-queue.service';
import { callerName } from '../notify/notice-parts';
import { notify } from '../notify/notify';

export interface LotCollaboratorDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  publicUrl: string;
}

/**
 * The lot's managers (document 3 §6): its lead and the development's admin coordinators; anyone
 * else who may see the lot gets 403, anyone who may not 404.
 */
async function manageAccess(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
): Promise<LotAccess> {
  const access = await lotAccess(db, caller, structureId);
  if (!access.isAdminCoordinator && access.accessLevel !== CollaborationAccess.Lead) {
    throw new AppError(
      'forbidden',
      "Only the lot's lead or an admin coordinator of the development can manage its collaborators.",
    );
  }
  return access;
}

/**
 * The join rule of the development (project-people/join-rule.ts) for the person invited: a lead
 * who is not an admin coordinator cannot bring in an address removed from the development, nor,
 * in a development for pre-approved users only, an address not on its list.
 */
async function assertMayInvite(db: Kysely<Database>, access: LotAccess, email: string) {
  if (access.isAdminCoordinator) return;
  const { project } = access;
  const refused =
    (await isRemovedUser(db, project.id, email)) ||
    (project.isPreApprovedOnly && !(await findPreApprovedUserByEmail(db, project.id, email)));
  if (refused) throw new AppError('forbidden', lotCollaboratorTexts.notPreApproved);
}

/** The link a message sends: the lot's details (sign in or register first). */
function lotLink(publicUrl: string, structureId: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/lot-details/${structureId}/3`;
}

/** GET /lotCollaborators: Lead first, then Collaborator, then Read Only, then by name. */
export async function lotCollaborators(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
): Promise<LotCollaborators> {
  const { structure, project } = await manageAccess(db, caller, structureId);
  const rows = await listLotCollaborators(db, structure.id);
  const invitations = await listLotInvitations(db, structure.id);
  return {
    StructureName: structure.name,
    ProjectName: project.name,
    Collaborators: rows.map((r) => ({
      UserId: r.userId,
      Name: `${r.firstName} ${r.lastName}`.trim() || r.email,
      Email: r.email,
      StructureUserTypeId: r.accessLevel,
      IsRequestingAccess: r.isRequestingAccess,
      RequestLotId: r.isRequestingAccess ? r.userId : 0,
    })),
    Invitations: invitations.map((i) => ({
      InvitationId: i.id,
      Email: i.email,
      StructureUserTypeId: i.accessLevel,
      InvitedAt: new Date(i.invitedAt).toISOString(),
    })),
  };
}

/** Gives an approved level, keeping one lead: a new Lead makes the former one a Collaborator. */
async function grant(
  db: Kysely<Database>,
  structureId: number,
  userId: number,
  accessLevel: number,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await setStructureUser(tx, structureId, userId, accessLevel);
    if (accessLevel === CollaborationAccess.Lead) {
      await demoteOtherLeads(tx, structureId, userId);
      // a lot with a lead is allocated: others ask for access
      await updateStructure(tx, structureId, { isLocked: true });
    }
  });
}

/**
 * POST /addLotCollaborator. An account with this address (trimmed, any case) gets the level at
 * once (an open request of theirs is approved at it) and a message; someone already on the lot
 * keeps their level (inviting twice is not an error). An address without an account is kept as
 * an invitation and emailed: registering with it and confirming it puts them on the lot.
 */
export async function addLotCollaborator(
  deps: LotCollaboratorDeps,
  caller: AuthUser,
  input: AddLotCollaboratorInput,
): Promise<AddLotCollaboratorResponse> {
  const { db } = deps;
  const access = await manageAccess(db, caller, input.structureId);
  const { structure, project } = access;
  const email = input.email.trim();
  await assertMayInvite(db, access, email);
  const user = await findUserByEmail(db, email);
  const who = await callerName(db, caller);
  const level = collaboratorAccessNames[input.structureUserTypeId];
  const link = lotLink(deps.publicUrl, structure.id);
  if (user) {
    const existing = await findLotCollaborator(db, structure.id, user.id);
    if (existing && !existing.isRequestingAccess)
      return { UserId: user.id, IsInvitationSent: false };
    await grant(db, structure.id, user.id, input.structureUserTypeId);
    await notify(deps, [{ userId: user.id, email: user.email }], {
      subject: `You have been added to lot ${structure.name}`,
      text: [
        `${who} added you to the lot "${structure.name}" in the development "${project.name}" with ${level} access.`,
        '',
        `Open the lot: ${link}`,
      ].join('\n'),
      senderUserId: caller.userId,
      organisationId: project.organisationId,
    });
    return { UserId: user.id, IsInvitationSent: false };
  }
  await upsertLotInvitation(db, structure.id, email, input.structureUserTypeId, caller.userId);
  await notify(deps, [{ userId: null, email }], {
    subject: `Invitation to lot ${structure.name} in Circa`,
    text: [
      'Hello,',
      '',
      `${who} invites you to the lot "${structure.name}" in the development "${project.name}" in Circa, with ${level} access.`,
      '',
      'Open this link to see it:',
      '',
      link,
      '',
      `You do not have a Circa account yet: on the sign-in page, enter this email address (${email}) and register. Once you confirm your email address the lot is yours to open.`,
      '',
      'Circa',
    ].join('\n'),
    senderUserId: caller.userId,
    organisationId: project.organisationId,
  });
  return { UserId: 0, IsInvitationSent: true };
}

/** The lot the caller manages (403/404) and the access level of its approved collaborator (404). */
async function managedCollaborator(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { structureId: number; userId: number },
): Promise<{ structureId: number; accessLevel: number }> {
  const { structure } = await manageAccess(db, caller, input.structureId);
  const row = await findLotCollaborator(db, structure.id, input.userId);
  if (!row || row.isRequestingAccess) throw notFound('The collaborator was not found.');
  return { structureId: structure.id, accessLevel: row.accessLevel };
}

/** The lead stays until another is chosen (document 3 §4, §5). */
function refuseLead(accessLevel: number): void {
  if (accessLevel === CollaborationAccess.Lead) {
    throw new AppError('conflict', lotCollaboratorTexts.leadRule);
  }
}

/** POST /editLotCollaborator: the lead rule holds (document 3 §4, §5). */
export async function editLotCollaborator(
  deps: LotCollaboratorDeps,
  caller: AuthUser,
  input: { structureId: number; userId: number; structureUserTypeId: number },
): Promise<true> {
  const { structureId, accessLevel } = await managedCollaborator(deps.db, caller, input);
  if (accessLevel === input.structureUserTypeId) return true;
  refuseLead(accessLevel);
  await grant(deps.db, structureId, input.userId, input.structureUserTypeId);
  return true;
}

/** POST /removeLotCollaborator: the lead stays until another is chosen. */
export async function removeLotCollaborator(
  deps: LotCollaboratorDeps,
  caller: AuthUser,
  input: { structureId: number; userId: number },
): Promise<true> {
  const { structureId, accessLevel } = await managedCollaborator(deps.db, caller, input);
  refuseLead(accessLevel);
  await deleteLotCollaborator(deps.db, structureId, input.userId);
  return true;
}

/** POST /cancelLotInvitation: the address no longer joins the lot when it registers. */
export async function cancelLotInvitation(
  deps: LotCollaboratorDeps,
  caller: AuthUser,
  input: { structureId: number; invitationId: number },
): Promise<true> {
  const { structure } = await manageAccess(deps.db, caller, input.structureId);
  if (!(await deleteLotInvitation(deps.db, structure.id, input.invitationId)))
    throw notFound('The invitation was not found.');
  return true;
}

/**
 * The lot the caller manages (403/404) and its open request (requestLotId is the requester's user
 * id), or 404.
 */
async function managedRequest(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { structureId: number; requestLotId: number },
): Promise<LotAccess & { request: { accessLevel: number; user: { id: number; email: string } } }> {
  const access = await manageAccess(db, caller, input.structureId);
  const row = await findLotCollaborator(db, access.structure.id, input.requestLotId);
  const user = row?.isRequestingAccess ? await findUserById(db, input.requestLotId) : null;
  if (!row || !user) throw notFound('The access request was not found.');
  return { ...access, request: { accessLevel: row.accessLevel, user } };
}

/**
 * POST /approveRequestLot: the requester gets the level they asked for, an in-app message and an
 * email with a link to the lot (document 3 §4 "Collaborator access request").
 */
export async function approveRequestLot(
  deps: LotCollaboratorDeps,
  caller: AuthUser,
  input: { structureId: number; requestLotId: number },
): Promise<true> {
  const { structure, project, request } = await managedRequest(deps.db, caller, input);
  await grant(deps.db, structure.id, request.user.id, request.accessLevel);
  const who = await callerName(deps.db, caller);
  await notify(deps, [{ userId: request.user.id, email: request.user.email }], {
    subject: `Access approved to lot ${structure.name}`,
    text: [
      `${who} approved your request for ${collaboratorAccessNames[request.accessLevel]} access to the lot "${structure.name}" in the development "${project.name}".`,
      '',
      `Open the lot: ${lotLink(deps.publicUrl, structure.id)}`,
    ].join('\n'),
    senderUserId: caller.userId,
    organisationId: project.organisationId,
  });
  return true;
}

/** POST /rejectRequestLot: the request is removed; the requester gets a message and an email. */
export async function rejectRequestLot(
  deps: LotCollaboratorDeps,
  caller: AuthUser,
  input: { structureId: number; requestLotId: number },
): Promise<true> {
  const { structure, project, request } = await managedRequest(deps.db, caller, input);
  await deleteLotCollaborator(deps.db, structure.id, request.user.id);
  const who = await callerName(deps.db, caller);
  await notify(deps, [{ userId: request.user.id, email: request.user.email }], {
    subject: `Access request declined for lot ${structure.name}`,
    text: `${who} declined your request for access to the lot "${structure.name}" in the development "${project.name}".`,
    senderUserId: caller.userId,
    organisationId: project.organisationId,
  });
  return true;
}
