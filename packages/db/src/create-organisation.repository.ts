import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** True when an organisation already has this name, ignoring case and surrounding spaces. */
export async function isOrganisationNameTaken(
  db: Kysely<Database>,
  name: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('organisations')
    .select('id')
    .where(sql<string>`lower(trim(name))`, '=', name.trim().toLowerCase())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets a new organisation's support email (document 3 §3), '' for the installation's. */
export async function setOrganisationSupportEmail(
  db: Kysely<Database>,
  organisationId: number,
  supportEmail: string,
): Promise<void> {
  await db
    .updateTable('organisations')
    .set({ support_email: supportEmail })
    .where('id', '=', organisationId)
    .execute();
}
