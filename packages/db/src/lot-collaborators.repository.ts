import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** A person with a row on a lot: an approved collaborator or a request waiting for an answer. */
export interface LotCollaboratorRow {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  accessLevel: number;
  isRequestingAccess: boolean;
}

/** A lot's users and requests, Lead first, then Collaborator, then Read Only, then by name. */
export async function listLotCollaborators(
  db: Kysely<Database>,
  structureId: number,
): Promise<LotCollaboratorRow[]> {
  return db
    .selectFrom('structure_users as su')
    .innerJoin('users as u', 'u.id', 'su.user_id')
    .select([
      'u.id as userId',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.email',
      'su.access_level as accessLevel',
      'su.is_requesting_access as isRequestingAccess',
    ])
    .where('su.structure_id', '=', structureId)
    .where('su.access_level', '>', 0)
    .orderBy('su.access_level')
    .orderBy(sql`lower(u.first_name || ' ' || u.last_name)`)
    .orderBy('u.id')
    .execute();
}

/** One user's row on a lot (approved or requested), or null. */
export async function findLotCollaborator(
  db: Kysely<Database>,
  structureId: number,
  userId: number,
): Promise<{ accessLevel: number; isRequestingAccess: boolean } | null> {
  const row = await db
    .selectFrom('structure_users')
    .select(['access_level as accessLevel', 'is_requesting_access as isRequestingAccess'])
    .where('structure_id', '=', structureId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

/** Makes every approved Lead of the lot other than `userId` a Collaborator (one lead per lot). */
export async function demoteOtherLeads(
  db: Kysely<Database>,
  structureId: number,
  userId: number,
): Promise<void> {
  await db
    .updateTable('structure_users')
    .set({ access_level: 2 })
    .where('structure_id', '=', structureId)
    .where('user_id', '<>', userId)
    .where('access_level', '=', 1)
    .where('is_requesting_access', '=', false)
    .execute();
}

export async function deleteLotCollaborator(
  db: Kysely<Database>,
  structureId: number,
  userId: number,
): Promise<void> {
  await db
    .deleteFrom('structure_users')
    .where('structure_id', '=', structureId)
    .where('user_id', '=', userId)
    .execute();
}

/** A lot's invitations not yet taken up, by email. */
export async function listLotInvitations(
  db: Kysely<Database>,
  structureId: number,
): Promise<Array<{ id: number; email: string; accessLevel: number; invitedAt: Date }>> {
  return db
    .selectFrom('lot_invitations')
    .select(['id', 'email', 'access_level as accessLevel', 'invited_at as invitedAt'])
    .where('structure_id', '=', structureId)
    .orderBy(sql`lower(email)`)
    .execute();
}

/** Deletes one of a lot's invitations; false when the lot has no such invitation. */
export async function deleteLotInvitation(
  db: Kysely<Database>,
  structureId: number,
  invitationId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('lot_invitations')
    .where('structure_id', '=', structureId)
    .where('id', '=', invitationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Records (or updates) an invitation of an address without an account. */
export async function upsertLotInvitation(
  db: Kysely<Database>,
  structureId: number,
  email: string,
  accessLevel: number,
  invitedBy: number,
): Promise<void> {
  const updated = await db
    .updateTable('lot_invitations')
    .set({ access_level: accessLevel, invited_by: invitedBy, invited_at: new Date() })
    .where('structure_id', '=', structureId)
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('lot_invitations')
    .values({
      structure_id: structureId,
      email: email.trim(),
      access_level: accessLevel,
      invited_by: invitedBy,
    })
    .execute();
}

/**
 * Turns the invitations of an address into lot rows of its (now confirmed) account and deletes
 * them; an existing row on a lot is kept as it is. Returns the lots joined.
 */
export async function claimLotInvitations(
  db: Kysely<Database>,
  user: { id: number; email: string },
): Promise<number[]> {
  const invitations = await db
    .deleteFrom('lot_invitations')
    .where(sql<string>`lower(email)`, '=', user.email.trim().toLowerCase())
    .returning(['structure_id', 'access_level'])
    .execute();
  for (const invitation of invitations) {
    await db
      .insertInto('structure_users')
      .values({
        structure_id: invitation.structure_id,
        user_id: user.id,
        access_level: invitation.access_level,
        is_requesting_access: false,
      })
      .onConflict((oc) => oc.columns(['structure_id', 'user_id']).doNothing())
      .execute();
    if (invitation.access_level === 1) await demoteOtherLeads(db, invitation.structure_id, user.id);
  }
  return invitations.map((i) => i.structure_id);
}
