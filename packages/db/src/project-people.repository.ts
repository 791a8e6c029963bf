import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import {
  isProjectCoordinator,
  isProjectLotUser,
  isProjectPreApproved,
  isUnblockedMember,
} from './project-people-conditions';
import type { Database } from './schema';

/**
 * Coordinators, pre-approved users and a user's lots in a development (document 3 §2, §4).
 * Emails are compared trimmed and in lower case.
 */

const lowerEmail = (email: string) => email.trim().toLowerCase();

/** A person on the coordinators screen. */
export interface CoordinatorCandidate {
  userId: number;
  firstName: string;
  surname: string;
  email: string;
  company: string;
  isCoordinator: boolean;
  isStructureUser: boolean;
}

/**
 * The people who may coordinate the development: its coordinators, the users of its lots
 * (approved access), the organisation's unblocked members and its pre-approved users with an
 * account; coordinators first, then lot users, then by surname.
 */
export async function listCoordinatorCandidates(
  db: Kysely<Database>,
  projectId: number,
  organisationId: number,
): Promise<CoordinatorCandidate[]> {
  const rows = await db
    .selectFrom('users as u')
    .select([
      'u.id as userId',
      'u.first_name as firstName',
      'u.last_name as surname',
      'u.email',
      'u.company',
      (eb) => isProjectCoordinator(eb, projectId).as('isCoordinator'),
      (eb) => isProjectLotUser(eb, projectId).as('isStructureUser'),
    ])
    .where((eb) =>
      eb.or([
        isUnblockedMember(eb, organisationId),
        isProjectCoordinator(eb, projectId),
        isProjectLotUser(eb, projectId),
        isProjectPreApproved(eb, projectId),
      ]),
    )
    .execute();
  return rows
    .map((r) => ({
      ...r,
      isCoordinator: Boolean(r.isCoordinator),
      isStructureUser: Boolean(r.isStructureUser),
    }))
    .sort(
      (a, b) =>
        Number(b.isCoordinator) - Number(a.isCoordinator) ||
        Number(b.isStructureUser) - Number(a.isStructureUser) ||
        a.surname.localeCompare(b.surname, undefined, { sensitivity: 'base' }) ||
        a.firstName.localeCompare(b.firstName, undefined, { sensitivity: 'base' }) ||
        a.userId - b.userId,
    );
}

/** True when the user may be made a coordinator: an unblocked member, a lot user or pre-approved. */
export async function isPersonOfProject(
  db: Kysely<Database>,
  projectId: number,
  organisationId: number,
  userId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', '=', userId)
    .where((eb) =>
      eb.or([
        isUnblockedMember(eb, organisationId),
        isProjectLotUser(eb, projectId),
        isProjectPreApproved(eb, projectId),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export async function countProjectCoordinators(
  db: Kysely<Database>,
  projectId: number,
): Promise<number> {
  const row = await db
    .selectFrom('project_coordinators')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Removes a coordinator; false when the user was not one. */
export async function deleteProjectCoordinator(
  db: Kysely<Database>,
  projectId: number,
  userId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('project_coordinators')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setProjectPreApprovedOnly(
  db: Kysely<Database>,
  projectId: number,
  flag: boolean,
): Promise<void> {
  await db
    .updateTable('projects')
    .set({ is_pre_approved_only: flag, updated_at: new Date() })
    .where('id', '=', projectId)
    .execute();
}

/** A pre-approved email, with the id of its account (null without one). */
export interface PreApprovedUser {
  id: number;
  projectId: number;
  email: string;
  userId: number | null;
  invitedAt: Date | null;
}

function preApprovedQuery(db: Kysely<Database>) {
  return db
    .selectFrom('project_pre_approved_users as pa')
    .leftJoin('users as u', (join) =>
      join.on(sql<string>`lower(u.email)`, '=', sql<string>`lower(pa.email)`),
    )
    .select([
      'pa.id',
      'pa.project_id as projectId',
      'pa.email',
      'u.id as userId',
      'pa.invited_at as invitedAt',
    ]);
}

/** The pre-approved emails: those with an account first, then by email. */
export async function listPreApprovedUsers(
  db: Kysely<Database>,
  projectId: number,
): Promise<PreApprovedUser[]> {
  const rows = await preApprovedQuery(db).where('pa.project_id', '=', projectId).execute();
  return rows.sort(
    (a, b) =>
      Number(a.userId === null) - Number(b.userId === null) ||
      a.email.toLowerCase().localeCompare(b.email.toLowerCase()),
  );
}

export async function findPreApprovedUser(
  db: Kysely<Database>,
  projectId: number,
  id: number,
): Promise<PreApprovedUser | null> {
  const row = await preApprovedQuery(db)
    .where('pa.project_id', '=', projectId)
    .where('pa.id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export async function findPreApprovedUserByEmail(
  db: Kysely<Database>,
  projectId: number,
  email: string,
): Promise<PreApprovedUser | null> {
  const row = await preApprovedQuery(db)
    .where('pa.project_id', '=', projectId)
    .where(sql<string>`lower(pa.email)`, '=', lowerEmail(email))
    .executeTakeFirst();
  return row ?? null;
}

/** Pre-approves an email; null when it already was (the unique key is on the lower-case email). */
export async function insertPreApprovedUser(
  db: Kysely<Database>,
  projectId: number,
  email: string,
): Promise<number | null> {
  const row = await db
    .insertInto('project_pre_approved_users')
    .values({ project_id: projectId, email: email.trim() })
    .onConflict((oc) => oc.expression(sql`project_id, lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function markInvitationSent(
  db: Kysely<Database>,
  id: number,
  by: number,
  at: Date,
): Promise<void> {
  await db
    .updateTable('project_pre_approved_users')
    .set({ invited_at: at, invited_by: by })
    .where('id', '=', id)
    .execute();
}

export async function deletePreApprovedUser(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('project_pre_approved_users').where('id', '=', id).execute();
}

/** Records that an email was removed from the development's pre-approved users. */
export async function recordRemovedUser(
  db: Kysely<Database>,
  projectId: number,
  email: string,
  by: number,
): Promise<void> {
  await db
    .insertInto('project_removed_users')
    .values({ project_id: projectId, email: email.trim(), removed_by: by })
    .onConflict((oc) =>
      oc
        .expression(sql`project_id, lower(email)`)
        .doUpdateSet({ removed_by: by, removed_at: new Date() }),
    )
    .execute();
}

export async function isRemovedUser(
  db: Kysely<Database>,
  projectId: number,
  email: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('project_removed_users')
    .select('id')
    .where('project_id', '=', projectId)
    .where(sql<string>`lower(email)`, '=', lowerEmail(email))
    .executeTakeFirst();
  return row !== undefined;
}

export async function clearRemovedUser(
  db: Kysely<Database>,
  projectId: number,
  email: string,
): Promise<void> {
  await db
    .deleteFrom('project_removed_users')
    .where('project_id', '=', projectId)
    .where(sql<string>`lower(email)`, '=', lowerEmail(email))
    .execute();
}

/** Active lots of the development the user leads that have a design (archived on removal). */
export async function listLedDesignedLots(
  db: Kysely<Database>,
  projectId: number,
  userId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('structures as s')
    .innerJoin('structure_users as su', 'su.structure_id', 's.id')
    .select('s.id')
    .where('s.project_id', '=', projectId)
    .where('s.is_archived', '=', false)
    .where('su.user_id', '=', userId)
    .where('su.access_level', '=', 1)
    .where('su.is_requesting_access', '=', false)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('designs as d')
          .select('d.id')
          .whereRef('d.structure_id', '=', 's.id')
          .where('d.is_archived', '=', false),
      ),
    )
    .execute();
  return rows.map((r) => r.id);
}

/** The development's active lots by name, with the user's access level (0 when none). */
export async function listProjectLotsForUser(
  db: Kysely<Database>,
  projectId: number,
  userId: number | null,
): Promise<Array<{ id: number; name: string; accessLevel: number }>> {
  const rows = await db
    .selectFrom('structures as s')
    .leftJoin('structure_users as su', (join) =>
      join
        .onRef('su.structure_id', '=', 's.id')
        .on('su.user_id', '=', userId ?? 0)
        .on('su.is_requesting_access', '=', false),
    )
    .select(['s.id', 's.name', 'su.access_level as accessLevel'])
    .where('s.project_id', '=', projectId)
    .where('s.is_archived', '=', false)
    .orderBy('s.name')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, accessLevel: r.accessLevel ?? 0 }));
}

/** The organisations of the developments that pre-approve this email. */
export async function listPreApprovingOrganisations(
  db: Kysely<Database>,
  email: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('project_pre_approved_users as pa')
    .innerJoin('projects as p', 'p.id', 'pa.project_id')
    .select('p.organisation_id')
    .distinct()
    .where(sql<string>`lower(pa.email)`, '=', lowerEmail(email))
    .execute();
  return rows.map((r) => r.organisation_id);
}

/** Makes the user an ordinary member of the organisation; an existing membership is kept as is. */
export async function joinOrganisation(
  db: Kysely<Database>,
  organisationId: number,
  userId: number,
): Promise<void> {
  await db
    .insertInto('memberships')
    .values({ organisation_id: organisationId, user_id: userId })
    .onConflict((oc) => oc.columns(['organisation_id', 'user_id']).doNothing())
    .execute();
}

/** The development that pre-approved this email most recently, if any (where an invitee lands). */
export async function findLatestPreApprovingProject(
  db: Kysely<Database>,
  email: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('project_pre_approved_users')
    .select('project_id')
    .where(sql<string>`lower(email)`, '=', lowerEmail(email))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.project_id ?? null;
}
