import { findOrganisation } from '@circa/db/organisations.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { lotAccess } from '../access/access';
import type { AuthUser } from '../http/request-context';

/**
 * The support address: the organisation's for a lot the caller may see, otherwise Circa's
 * (also for a visitor not signed in or a call without a lot).
 */
export async function supportEmailFor(
  db: Kysely<Database>,
  caller: AuthUser | null | undefined,
  structureId: number | null | undefined,
  defaultEmail: string,
): Promise<string> {
  if (!caller || !structureId) return defaultEmail;
  const { project } = await lotAccess(db, caller, structureId);
  return (await findOrganisation(db, project.organisationId))?.supportEmail || defaultEmail;
}
