import type { PreApprovedUserLine, ProjectUsers } from '@circa/contract/project-people.schema';
import { projectPeopleTexts } from '@circa/contract/project-people.schema';
import {
  clearRemovedUser,
  deletePreApprovedUser,
  findPreApprovedUser,
  findPreApprovedUserByEmail,
  insertPreApprovedUser,
  isRemovedUser,
  joinOrganisation,
  listLedDesignedLots,
  listPreApprovedUsers,
  recordRemovedUser,
  setProjectPreApprovedOnly,
} from '@circa/db/project-people.repository';
import type { PreApprovedUser } from '@circa/db/project-people.repository';
import { setStructureArchived } from '@circa/db/structures.repository';
import { findUserByEmail } from '@circa/db/users.repository';
import { projectAdminAccess } from '../access/access';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { sendInvitation } from './invitation';
import type { InvitationDeps } from './invitation';

function line(user: PreApprovedUser): PreApprovedUserLine {
  return {
    PreApprovedUserId: user.id,
    UserId: user.userId ?? 0,
    Email: user.email,
    InvitedAt: user.invitedAt?.toISOString() ?? null,
  };
}

/** GET /projectUsers: the flag and the pre-approved emails, with an account first, then by email. */
export async function projectUsers(
  deps: InvitationDeps,
  caller: AuthUser,
  projectId: number,
): Promise<ProjectUsers> {
  const { project } = await projectAdminAccess(deps.db, caller, projectId);
  const users = await listPreApprovedUsers(deps.db, project.id);
  return { IsProjectPreApprovedOnly: project.isPreApprovedOnly, PreApprovedUsers: users.map(line) };
}

/** POST /setProjectPreApprovedOnly. */
export async function setPreApprovedOnly(
  deps: InvitationDeps,
  caller: AuthUser,
  input: { projectId: number; flag: boolean },
): Promise<true> {
  const { project } = await projectAdminAccess(deps.db, caller, input.projectId);
  await setProjectPreApprovedOnly(deps.db, project.id, input.flag);
  return true;
}

/**
 * POST /addProjectPreApprovedUser: pre-approves the address and emails its invitation. An
 * address already on the list is not an error: its line is answered and no second invitation
 * is sent (Resend Invitation does that). An existing account with a confirmed address becomes a
 * member of the organisation at once. An address removed earlier may be added again only by an
 * organisation admin (document 3 §6: they restore removed pre-approved users).
 */
export async function addPreApprovedUser(
  deps: InvitationDeps,
  caller: AuthUser,
  input: { projectId: number; email: string },
): Promise<PreApprovedUserLine> {
  const { db } = deps;
  const access = await projectAdminAccess(db, caller, input.projectId);
  const { project } = access;
  const email = input.email.trim();
  const existing = await findPreApprovedUserByEmail(db, project.id, email);
  if (existing) return line(existing);
  if (await isRemovedUser(db, project.id, email)) {
    if (!access.isOrgAdmin) throw new AppError('forbidden', projectPeopleTexts.removedNeedsAdmin);
    await clearRemovedUser(db, project.id, email);
  }
  await insertPreApprovedUser(db, project.id, email);
  const added = await findPreApprovedUserByEmail(db, project.id, email);
  if (!added) throw notFound('The pre-approved user was not found.');
  const account = await findUserByEmail(db, email);
  if (account?.emailVerifiedAt) await joinOrganisation(db, project.organisationId, account.id);
  const invitedAt = await sendInvitation(deps, caller, project, access.organisationName, added);
  return line({ ...added, invitedAt });
}

async function findLine(deps: InvitationDeps, projectId: number, id: number) {
  const user = await findPreApprovedUser(deps.db, projectId, id);
  if (!user) throw notFound('The pre-approved user was not found.');
  return user;
}

/** POST /resendPreApprovalEmail: emails the invitation again. */
export async function resendInvitation(
  deps: InvitationDeps,
  caller: AuthUser,
  input: { projectId: number; preApprovedUserId: number },
): Promise<true> {
  const access = await projectAdminAccess(deps.db, caller, input.projectId);
  const user = await findLine(deps, access.project.id, input.preApprovedUserId);
  await sendInvitation(deps, caller, access.project, access.organisationName, user);
  return true;
}

/**
 * POST /removeProjectPreApprovedUser (document 3 §4): the address leaves the list and is recorded
 * as removed, so it can claim or request no more lots in the development; the lots it leads
 * that have a design are archived (with their designs). An organisation admin reverses it by
 * adding the address again (and unarchiving the lots).
 */
export async function removePreApprovedUser(
  deps: InvitationDeps,
  caller: AuthUser,
  input: { projectId: number; preApprovedUserId: number },
): Promise<true> {
  const { project } = await projectAdminAccess(deps.db, caller, input.projectId);
  const user = await findLine(deps, project.id, input.preApprovedUserId);
  await deps.db.transaction().execute(async (tx) => {
    await deletePreApprovedUser(tx, user.id);
    await recordRemovedUser(tx, project.id, user.email, caller.userId);
    if (user.userId !== null) {
      for (const structureId of await listLedDesignedLots(tx, project.id, user.userId)) {
        await setStructureArchived(tx, structureId, true);
      }
    }
  });
  return true;
}
