import type { ProjectLotLine, ProjectUserLots } from '@circa/contract/project-people.schema';
import { CollaborationAccess } from '@circa/contract/enums';
import {
  findPreApprovedUserByEmail,
  listProjectLotsForUser,
} from '@circa/db/project-people.repository';
import { isProjectCoordinator } from '@circa/db/projects.repository';
import type { Database } from '@circa/db/schema';
import { findUserByEmail } from '@circa/db/users.repository';
import type { Kysely } from 'kysely';
import { projectAdminAccess } from '../access/access';
import { notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';

/** Lead first, then Collaborator, then the others (Read Only, Not Involved). */
const rank: Record<number, number> = {
  [CollaborationAccess.Lead]: 0,
  [CollaborationAccess.Collaborator]: 1,
};

/**
 * GET /getProjectUserLots: a person of the development by email — an account, or a pre-approved
 * address without one — with the development's active lots and their access type on each: Lead
 * first, then Collaborator, then others, then by name. An address that is neither is "not found".
 */
export async function projectUserLots(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { projectId: number; email: string },
): Promise<ProjectUserLots> {
  const { project } = await projectAdminAccess(db, caller, input.projectId);
  const email = input.email.trim();
  const account = await findUserByEmail(db, email);
  const preApproved = await findPreApprovedUserByEmail(db, project.id, email);
  if (!account && !preApproved) throw notFound('This user was not found in the development.');
  const lots = await listProjectLotsForUser(db, project.id, account?.id ?? null);
  lots.sort(
    (a, b) =>
      (rank[a.accessLevel] ?? 2) - (rank[b.accessLevel] ?? 2) ||
      a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }) ||
      a.id - b.id,
  );
  return {
    UserProfile: {
      Id: account?.id ?? 0,
      Name: account ? `${account.firstName} ${account.lastName}`.trim() : '',
      Username: account?.email ?? preApproved?.email ?? email,
      Company: account?.company ?? '',
    },
    IsCoordinator: account ? await isProjectCoordinator(db, project.id, account.id) : false,
    PreApprovedUserId: preApproved?.id ?? 0,
    ProjectUserLotLines: lots.map((l) => ({
      StructureId: l.id,
      StructureName: l.name,
      StructureUserTypeId: l.accessLevel,
    })),
  };
}

/** GET /projectLots: the development's active lots by name (admin coordinators). */
export async function projectLots(
  db: Kysely<Database>,
  caller: AuthUser,
  projectId: number,
): Promise<ProjectLotLine[]> {
  const { project } = await projectAdminAccess(db, caller, projectId);
  const lots = await listProjectLotsForUser(db, project.id, null);
  return lots.map((l) => ({ StructureId: l.id, StructureName: l.name }));
}
