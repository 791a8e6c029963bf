import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** An organisation a person may ask to join, and whether they already asked. */
export interface JoinableOrganisation {
  id: number;
  name: string;
  isRequested: boolean;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Organisations whose name contains `name` (case-insensitive), or, with `domain`, where an
 * unblocked member's address is at that domain; leaves out those the user belongs to. By name.
 */
export async function findJoinableOrganisations(
  db: Kysely<Database>,
  userId: number,
  search: { name?: string; domain?: string },
  limit: number,
): Promise<JoinableOrganisation[]> {
  let query = db
    .selectFrom('organisations as o')
    .select(['o.id', 'o.name'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('organisation_join_requests as r')
            .select('r.id')
            .whereRef('r.organisation_id', '=', 'o.id')
            .where('r.user_id', '=', userId)
            .where('r.outcome', 'is', null),
        )
        .as('isRequested'),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('memberships as m')
            .select('m.user_id')
            .whereRef('m.organisation_id', '=', 'o.id')
            .where('m.user_id', '=', userId),
        ),
      ),
    );
  if (search.name !== undefined) {
    query = query.where(
      sql<string>`lower(o.name)`,
      'like',
      `%${escapeLike(search.name.toLowerCase())}%`,
    );
  }
  if (search.domain !== undefined) {
    const domain = search.domain.toLowerCase();
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('memberships as m2')
          .innerJoin('users as u2', 'u2.id', 'm2.user_id')
          .select('m2.user_id')
          .whereRef('m2.organisation_id', '=', 'o.id')
          .where('m2.is_blocked', '=', false)
          .where(sql<string>`lower(u2.email)`, 'like', `%@${escapeLike(domain)}`),
      ),
    );
  }
  const rows = await query.orderBy('o.name').orderBy('o.id').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, name: r.name, isRequested: Boolean(r.isRequested) }));
}

/** A request to join an organisation with the organisation's name and the requester. */
export interface JoinRequestRecord {
  id: number;
  organisationId: number;
  organisationName: string;
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  requestedAt: Date;
  outcome: 'approved' | 'rejected' | 'withdrawn' | null;
}

function joinRequests(db: Kysely<Database>) {
  return db
    .selectFrom('organisation_join_requests as r')
    .innerJoin('organisations as o', 'o.id', 'r.organisation_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.organisation_id as organisationId',
      'o.name as organisationName',
      'r.user_id as userId',
      'u.email',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'r.requested_at as requestedAt',
      'r.outcome',
    ]);
}

export async function findJoinRequest(
  db: Kysely<Database>,
  id: number,
): Promise<JoinRequestRecord | null> {
  return (await joinRequests(db).where('r.id', '=', id).executeTakeFirst()) ?? null;
}

/** A person's open requests, oldest first. */
export async function listUserOpenJoinRequests(
  db: Kysely<Database>,
  userId: number,
): Promise<JoinRequestRecord[]> {
  return joinRequests(db)
    .where('r.user_id', '=', userId)
    .where('r.outcome', 'is', null)
    .orderBy('r.requested_at')
    .orderBy('r.id')
    .execute();
}

/** An organisation's open requests, oldest first. */
export async function listOrganisationOpenJoinRequests(
  db: Kysely<Database>,
  organisationId: number,
): Promise<JoinRequestRecord[]> {
  return joinRequests(db)
    .where('r.organisation_id', '=', organisationId)
    .where('r.outcome', 'is', null)
    .orderBy('r.requested_at')
    .orderBy('r.id')
    .execute();
}

/** Opens a request; answers null when one is already open (the unique index). */
export async function insertJoinRequest(
  db: Kysely<Database>,
  organisationId: number,
  userId: number,
  at: Date,
): Promise<number | null> {
  const row = await db
    .insertInto('organisation_join_requests')
    .values({ organisation_id: organisationId, user_id: userId, requested_at: at })
    .onConflict((oc) =>
      oc.columns(['organisation_id', 'user_id']).where('outcome', 'is', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Answers an open request; false when it was no longer open (answered by someone else). */
export async function answerJoinRequest(
  db: Kysely<Database>,
  id: number,
  outcome: 'approved' | 'rejected' | 'withdrawn',
  answeredBy: number,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('organisation_join_requests')
    .set({ outcome, answered_by: answeredBy, answered_at: at })
    .where('id', '=', id)
    .where('outcome', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every organisation with its member and admin counts and credit balance, by name (operators). */
export async function listAllOrganisations(db: Kysely<Database>): Promise<
  Array<{
    id: number;
    name: string;
    email: string;
    createdAt: Date;
    members: number;
    admins: string[];
    credits: number;
  }>
> {
  const rows = await db
    .selectFrom('organisations as o')
    .select(['o.id', 'o.name', 'o.email', 'o.created_at as createdAt'])
    .select((eb) => [
      eb
        .selectFrom('memberships as m')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('m.organisation_id', '=', 'o.id')
        .as('members'),
      eb
        .selectFrom('credit_ledger as l')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('l.amount'), sub.lit(0)).as('c'))
        .whereRef('l.organisation_id', '=', 'o.id')
        .where('l.account', '=', 'organisation')
        .as('credits'),
    ])
    .orderBy('o.name')
    .orderBy('o.id')
    .execute();
  const admins = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.organisation_id as organisationId', 'u.email'])
    .where('m.is_admin', '=', true)
    .where('m.is_blocked', '=', false)
    .orderBy('u.email')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    createdAt: r.createdAt,
    members: Number(r.members ?? 0),
    admins: admins.filter((a) => a.organisationId === r.id).map((a) => a.email),
    credits: Number(r.credits ?? 0),
  }));
}

/** The organisations whose developments hold these lots. */
export async function listOrganisationsOfLots(
  db: Kysely<Database>,
  structureIds: readonly number[],
): Promise<number[]> {
  if (structureIds.length === 0) return [];
  const rows = await db
    .selectFrom('structures as s')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .select('p.organisation_id')
    .distinct()
    .where('s.id', 'in', structureIds)
    .execute();
  return rows.map((r) => r.organisation_id);
}
