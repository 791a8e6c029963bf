import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { organisationAccess } from '../access/access';
import type { OrganisationAccess } from '../access/access';
import { AppError } from '../http/app-error';
import type { AuthUser } from '../http/request-context';

/**
 * The organisation for one of its admins: 404 to anyone outside it (or blocked), 403 to a member
 * who is not an admin (document 3 §6: admins edit settings and onboarding and see the dashboard).
 */
export async function organisationAdminAccess(
  db: Kysely<Database>,
  caller: AuthUser,
  organisationId: number,
): Promise<OrganisationAccess> {
  const access = await organisationAccess(db, caller, organisationId);
  if (!access.isAdmin)
    throw new AppError('forbidden', 'Only an administrator of this organisation can do that.');
  return access;
}
