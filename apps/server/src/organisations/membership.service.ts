import { setMembershipBlocked } from '@circa/db/organisations.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { organisationAccess } from '../access/access';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';

export interface MembershipDeps {
  db: Kysely<Database>;
  /** Ends every session of a user (SessionService.endAll: database and in-memory cache). */
  endAllSessions: (userId: number) => Promise<void>;
}

async function adminOf(deps: MembershipDeps, caller: AuthUser, organisationId: number) {
  const { isAdmin } = await organisationAccess(deps.db, caller, organisationId);
  if (!isAdmin) {
    throw new AppError('forbidden', 'Only an administrator of this organisation can do that.');
  }
}

/**
 * Blocks a member (spec document 3 §4: a blocked user cannot view or work on the organisation's
 * assets). The membership is marked first — from then on no request of theirs sees the
 * organisation's developments or lots (migration 0009, `projectVisibleTo`) — and then every
 * session of the user ends, so they must sign in again. An admin cannot block themselves.
 */
export async function blockOrganisationMember(
  deps: MembershipDeps,
  caller: AuthUser,
  input: { orgId: number; userId: number },
): Promise<true> {
  await adminOf(deps, caller, input.orgId);
  if (input.userId === caller.userId) {
    throw new AppError('forbidden', 'You cannot block yourself.');
  }
  const isMember = await setMembershipBlocked(deps.db, input.orgId, input.userId, true);
  if (!isMember) throw notFound('The user is not a member of this organisation.');
  await deps.endAllSessions(input.userId);
  return true;
}

/** Unblocks a member: their abilities in this organisation come back at their next sign-in. */
export async function unblockOrganisationMember(
  deps: MembershipDeps,
  caller: AuthUser,
  input: { orgId: number; userId: number },
): Promise<true> {
  await adminOf(deps, caller, input.orgId);
  const isMember = await setMembershipBlocked(deps.db, input.orgId, input.userId, false);
  if (!isMember) throw notFound('The user is not a member of this organisation.');
  return true;
}
