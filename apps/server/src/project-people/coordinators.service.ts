import type { CoordinatorUser } from '@circa/contract/project-people.schema';
import { projectPeopleTexts } from '@circa/contract/project-people.schema';
import {
  countProjectCoordinators,
  deleteProjectCoordinator,
  findPreApprovedUserByEmail,
  insertPreApprovedUser,
  isPersonOfProject,
  listCoordinatorCandidates,
} from '@circa/db/project-people.repository';
import { addProjectCoordinator, isProjectCoordinator } from '@circa/db/projects.repository';
import type { Database } from '@circa/db/schema';
import { findUserById } from '@circa/db/users.repository';
import type { Kysely } from 'kysely';
import { projectAdminAccess } from '../access/access';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';

/**
 * GET /projectCoordinators: who may coordinate the development (its coordinators, lot users,
 * the organisation's members, pre-approved users): coordinators first, then lot users, then by
 * surname (document 3 §2).
 */
export async function projectCoordinators(
  db: Kysely<Database>,
  caller: AuthUser,
  projectId: number,
): Promise<CoordinatorUser[]> {
  const { project } = await projectAdminAccess(db, caller, projectId);
  const people = await listCoordinatorCandidates(db, project.id, project.organisationId);
  return people.map((p) => ({
    UserId: p.userId,
    FirstName: p.firstName,
    Surname: p.surname,
    Email: p.email,
    Company: p.company,
    IsCoordinator: p.isCoordinator,
    IsStructureUser: p.isStructureUser,
  }));
}

/**
 * POST /addProjectCoordinator: an unblocked member of the organisation, a user of one of the
 * development's lots or a pre-approved user becomes a coordinator (an admin coordinator from then
 * on: the project drawer, targets, settings). Anyone else is "not found".
 */
export async function makeProjectCoordinator(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { projectId: number; userId: number },
): Promise<true> {
  const { project } = await projectAdminAccess(db, caller, input.projectId);
  if (!(await isPersonOfProject(db, project.id, project.organisationId, input.userId))) {
    throw notFound('The user was not found.');
  }
  await addProjectCoordinator(db, project.id, input.userId);
  return true;
}

/**
 * POST /removeProjectCoordinator: ends the user's management of the development; they keep
 * access to it (in a development for pre-approved users only, their address is pre-approved so
 * they still see it). The last coordinator is not removed (409 with the reason).
 */
export async function removeProjectCoordinator(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { projectId: number; userId: number },
): Promise<true> {
  const { project } = await projectAdminAccess(db, caller, input.projectId);
  const user = await findUserById(db, input.userId);
  if (!user) throw notFound('The user was not found.');
  return db.transaction().execute(async (tx) => {
    const count = await countProjectCoordinators(tx, project.id);
    if (!(await isProjectCoordinator(tx, project.id, user.id)))
      throw notFound('This user is not a coordinator of the development.');
    if (count <= 1) throw new AppError('conflict', projectPeopleTexts.lastCoordinator);
    await deleteProjectCoordinator(tx, project.id, user.id);
    if (
      project.isPreApprovedOnly &&
      !(await findPreApprovedUserByEmail(tx, project.id, user.email))
    ) {
      await insertPreApprovedUser(tx, project.id, user.email);
    }
    return true as const;
  });
}
