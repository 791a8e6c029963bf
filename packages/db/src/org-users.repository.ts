import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** A member of an organisation as the users screen lists them. */
export interface OrganisationMemberRecord {
  userId: number;
  firstName: string;
  surname: string;
  email: string;
  lastLoginAt: Date | null;
  isBlocked: boolean;
}

/**
 * The members of an organisation: blocked members first, then by surname, first name and id
 * (spec document 3 §4). One indexed query (memberships' key starts with organisation_id).
 */
export async function listOrganisationMembers(
  db: Kysely<Database>,
  organisationId: number,
): Promise<OrganisationMemberRecord[]> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.last_login_at', 'm.is_blocked'])
    .where('m.organisation_id', '=', organisationId)
    .orderBy('m.is_blocked', 'desc')
    .orderBy((eb) => eb.fn('lower', ['u.last_name']))
    .orderBy((eb) => eb.fn('lower', ['u.first_name']))
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({
    userId: r.id,
    firstName: r.first_name,
    surname: r.last_name,
    email: r.email,
    lastLoginAt: r.last_login_at,
    isBlocked: r.is_blocked,
  }));
}

/**
 * Whether a user belongs to at least one organisation and is blocked in every one of them: then
 * nothing in Circa is left for them, and sign-in is refused (docs/security.md).
 */
export async function isBlockedEverywhere(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('memberships'),
      eb.fn
        .sum<string | number | null>(eb.case().when('is_blocked', '=', false).then(1).else(0).end())
        .as('open'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.memberships) > 0 && Number(row.open ?? 0) === 0;
}
