import type { Database } from '@circa/db/schema';
import {
  findLatestPreApprovingProject,
  joinOrganisation,
  listPreApprovingOrganisations,
  markInvitationSent,
} from '@circa/db/project-people.repository';
import type { ProjectRecord } from '@circa/db/projects.repository';
import { findUserById } from '@circa/db/users.repository';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../http/request-context';
import type { JobQueue } from '../jobs/job-queue.service';
import { notify } from '../notify/notify';

export interface InvitationDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  publicUrl: string;
  now: () => Date;
}

/** The page the invitation opens: the development (a visitor signs in or registers first). */
export function invitationLink(publicUrl: string, projectId: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/development/${projectId}`;
}

/**
 * Emails a pre-approved address its invitation (through notify(): an email from the job queue
 * and, for an existing account, an in-app message) and records when it was sent. The link opens
 * the development; a person without an account registers with this address on the way, and
 * confirming the address makes them a member of the organisation ({@link joinInvitingOrganisations}).
 */
export async function sendInvitation(
  deps: InvitationDeps,
  caller: AuthUser,
  project: ProjectRecord,
  organisationName: string,
  invitee: { id: number; email: string; userId: number | null },
): Promise<Date> {
  const inviter = await findUserById(deps.db, caller.userId);
  const who = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : caller.email;
  const link = invitationLink(deps.publicUrl, project.id);
  const text = [
    'Hello,',
    '',
    `${who} of ${organisationName} invites you to the development "${project.name}" in Circa.`,
    '',
    'Open this link to see it and work on its lots:',
    '',
    link,
    '',
    invitee.userId === null
      ? `You do not have a Circa account yet: on the sign-in page, enter this email address (${invitee.email}) and register. Once you confirm your email address you are in the development.`
      : 'Sign in with this email address to open it.',
    '',
    'Circa',
  ].join('\n');
  await notify(deps, [{ userId: invitee.userId, email: invitee.email }], {
    subject: `Invitation to ${project.name} in Circa`,
    text,
    senderUserId: caller.userId,
    organisationId: project.organisationId,
  });
  const at = deps.now();
  await markInvitationSent(deps.db, invitee.id, caller.userId, at);
  return at;
}

/**
 * Makes a user with a confirmed address a member of each organisation one of whose developments
 * pre-approves that address (an existing membership, blocked or not, is kept as it is). Called
 * when an address is confirmed, when an account is created already confirmed, and when an
 * existing confirmed account is pre-approved.
 */
export async function joinInvitingOrganisations(
  db: Kysely<Database>,
  user: { id: number; email: string },
): Promise<void> {
  for (const organisationId of await listPreApprovingOrganisations(db, user.email)) {
    await joinOrganisation(db, organisationId, user.id);
  }
}

/**
 * Where a person lands after confirming their address: the development that invited them most
 * recently (a path for the verification link's `next`), or null when none did.
 */
export async function invitationLanding(
  db: Kysely<Database>,
  email: string,
): Promise<string | null> {
  const projectId = await findLatestPreApprovingProject(db, email);
  return projectId === null ? null : `/development/${projectId}`;
}
