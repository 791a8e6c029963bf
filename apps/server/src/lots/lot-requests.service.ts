import { CollaborationAccess } from '@circa/contract/enums';
import { findOrganisation, listOrganisationAdmins } from '@circa/db/organisations.repository';
import { listProjectCoordinators } from '@circa/db/projects.repository';
import type { Database } from '@circa/db/schema';
import { listStructureLeads, setStructureUser } from '@circa/db/structures.repository';
import { findUserById } from '@circa/db/users.repository';
import type { Kysely } from 'kysely';
import { lotAccess, projectAccess } from '../access/access';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import type { JobQueue } from '../jobs/job-queue.service';
import { assertMayJoinProject } from '../project-people/join-rule';
import { notify } from '../notify/notify';
import type { Recipient } from '../notify/notify';

export interface LotRequestDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  publicUrl: string;
  supportEmail: string;
}

const accessNames: Record<number, string> = {
  [CollaborationAccess.Lead]: 'Lead',
  [CollaborationAccess.Collaborator]: 'Collaborator',
  [CollaborationAccess.ReadOnly]: 'Read Only',
};

/** The organisation's administration: its admins and its support address (or the default one). */
async function organisationRecipients(
  deps: LotRequestDeps,
  organisationId: number,
): Promise<Recipient[]> {
  const organisation = await findOrganisation(deps.db, organisationId);
  const admins = await listOrganisationAdmins(deps.db, organisationId);
  return [
    ...admins.map((a) => ({ userId: a.id, email: a.email })),
    { userId: null, email: organisation?.supportEmail || deps.supportEmail },
  ];
}

async function callerName(db: Kysely<Database>, caller: AuthUser): Promise<string> {
  const user = await findUserById(db, caller.userId);
  return user ? `${user.firstName} ${user.lastName} (${user.email})` : caller.email;
}

/** "MY LOT ISN'T LISTED": tells the organisation and the development's coordinators. */
export async function sendLotInformation(
  deps: LotRequestDeps,
  caller: AuthUser,
  input: { ProjectId: number; LotInformation: string },
): Promise<true> {
  const { project } = await projectAccess(deps.db, caller, input.ProjectId);
  const coordinators = await listProjectCoordinators(deps.db, project.id);
  const who = await callerName(deps.db, caller);
  await notify(
    deps,
    [
      ...coordinators.map((c) => ({ userId: c.id, email: c.email })),
      ...(await organisationRecipients(deps, project.organisationId)),
    ],
    {
      subject: `Lot not listed in ${project.name}`,
      text: [
        `${who} cannot find their lot in the development "${project.name}" and wrote:`,
        '',
        input.LotInformation,
        '',
        `Add the lot on the development's lot list: ${deps.publicUrl}/find-lot/${project.id}`,
      ].join('\n'),
      senderUserId: caller.userId,
      organisationId: project.organisationId,
    },
  );
  return true;
}

/**
 * Request Access to an allocated lot: records the request (so the lead can approve it) and
 * notifies the lot's lead, the development's coordinators and the organisation.
 */
export async function requestLotAccess(
  deps: LotRequestDeps,
  caller: AuthUser,
  input: { structureId: number; accessLevel: number },
): Promise<{ OrgName: string }> {
  const access = await lotAccess(deps.db, caller, input.structureId);
  const { structure, project } = access;
  if (!access.isLockedForCaller) {
    throw new AppError('conflict', 'You already have access to this lot.');
  }
  await assertMayJoinProject(deps.db, caller, access);
  const organisation = await findOrganisation(deps.db, project.organisationId);
  if (!organisation) throw notFound('The lot was not found.');
  await setStructureUser(deps.db, structure.id, caller.userId, input.accessLevel, true);
  const leads = await listStructureLeads(deps.db, structure.id);
  const coordinators = await listProjectCoordinators(deps.db, project.id);
  const who = await callerName(deps.db, caller);
  await notify(
    deps,
    [
      ...leads.map((l) => ({ userId: l.id, email: l.email })),
      ...coordinators.map((c) => ({ userId: c.id, email: c.email })),
      ...(await organisationRecipients(deps, organisation.id)),
    ],
    {
      subject: `Access requested to lot ${structure.name}`,
      text: [
        `${who} asks for ${accessNames[input.accessLevel]} access to the lot "${structure.name}" in the development "${project.name}".`,
        '',
        `Approve or reject the request on the lot's collaborators page: ${deps.publicUrl}/lot-collaborators/${structure.id}/3`,
      ].join('\n'),
      senderUserId: caller.userId,
      organisationId: organisation.id,
    },
  );
  return { OrgName: organisation.name };
}
