import { addMembership, insertOrganisation } from '@circa/db/organisations.repository';
import { upsertPasswordHash } from '@circa/db/sign-in-methods.repository';
import { insertUser } from '@circa/db/users.repository';
import { hashPassword } from '../auth/password-hashing';
import type { TestApp } from './test-app';
import { testPassword } from './test-app';

/** Adds another organisation with an admin, and signs that admin in. */
export async function signInOutsider(
  t: TestApp,
  email = 'outsider@other.example',
): Promise<{ token: string; organisationId: number }> {
  const db = t.database.db;
  const organisationId = await insertOrganisation(db, { name: `Other Builders ${email}` });
  const user = await insertUser(db, { email, firstName: 'Olive', lastName: 'Outsider' });
  await upsertPasswordHash(db, user.id, await hashPassword(testPassword));
  await addMembership(db, organisationId, user.id, true);
  return { token: await t.signIn(email), organisationId };
}
