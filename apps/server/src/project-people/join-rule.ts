import { projectPeopleTexts } from '@circa/contract/project-people.schema';
import { findPreApprovedUserByEmail, isRemovedUser } from '@circa/db/project-people.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import type { ProjectAccess } from '../access/access';
import { AppError } from '../http/app-error';
import type { AuthUser } from '../http/request-context';

/**
 * Whether the caller may join a development's lot: claim an unallocated lot or request access to
 * one (document 3 §4). Admin coordinators always may. An address removed from the pre-approved
 * users may not (until an organisation admin adds it again); in a development for pre-approved
 * users only, only pre-approved addresses may — a user of one of its lots who is not on the list
 * sees the development but cannot take more lots. Refused with 403.
 */
export async function assertMayJoinProject(
  db: Kysely<Database>,
  caller: AuthUser,
  access: ProjectAccess,
): Promise<void> {
  if (access.isAdminCoordinator) return;
  const { project } = access;
  if (await isRemovedUser(db, project.id, caller.email)) {
    throw new AppError('forbidden', projectPeopleTexts.preApprovedOnlyRefusal);
  }
  if (!project.isPreApprovedOnly) return;
  if (await findPreApprovedUserByEmail(db, project.id, caller.email)) return;
  throw new AppError('forbidden', projectPeopleTexts.preApprovedOnlyRefusal);
}
