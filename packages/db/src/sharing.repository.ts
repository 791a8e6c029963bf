import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Sharing a design (decision 0027): its share permission and featured flag, public-link requests
 * waiting for an organisation administrator, and the people a report can go to.
 */

export type PublicLinkOutcome = 'approved' | 'rejected' | 'withdrawn';

/** Sets who may see a design through its public link and whether it is featured. */
export async function setDesignSharing(
  db: Kysely<Database>,
  designId: number,
  sharing: { sharePermission: number; isFeature: boolean },
): Promise<void> {
  await db
    .updateTable('designs')
    .set({ share_permission: sharing.sharePermission, is_feature: sharing.isFeature })
    .where('id', '=', designId)
    .execute();
}

/**
 * Opens a request for a design's public link, or updates the featured wish of the one already
 * open; answers the open request's id and whether it is new.
 */
export async function openPublicLinkRequest(
  db: Kysely<Database>,
  request: {
    designId: number;
    structureId: number;
    organisationId: number;
    requestedBy: number;
    isFeature: boolean;
    at: Date;
  },
): Promise<{ id: number; isNew: boolean }> {
  const row = await db
    .insertInto('public_link_requests')
    .values({
      design_id: request.designId,
      structure_id: request.structureId,
      organisation_id: request.organisationId,
      requested_by: request.requestedBy,
      requested_at: request.at,
      is_feature: request.isFeature,
    })
    .onConflict((oc) =>
      oc
        .column('design_id')
        .where('outcome', 'is', null)
        .doUpdateSet({ is_feature: request.isFeature }),
    )
    // xmax is 0 only for a row this statement inserted
    .returning(['id', sql<boolean>`(xmax = 0)`.as('isNew')])
    .executeTakeFirstOrThrow();
  return { id: row.id, isNew: Boolean(row.isNew) };
}

/** Closes a design's open request as withdrawn (its visibility was changed meanwhile). */
export async function withdrawPublicLinkRequest(
  db: Kysely<Database>,
  designId: number,
  by: number,
  at: Date,
): Promise<void> {
  await db
    .updateTable('public_link_requests')
    .set({ outcome: 'withdrawn', answered_by: by, answered_at: at })
    .where('design_id', '=', designId)
    .where('outcome', 'is', null)
    .execute();
}

/** Answers an open request; false when it was already answered. */
export async function answerPublicLinkRequest(
  db: Kysely<Database>,
  id: number,
  outcome: PublicLinkOutcome,
  by: number,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('public_link_requests')
    .set({ outcome, answered_by: by, answered_at: at })
    .where('id', '=', id)
    .where('outcome', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A public-link request with its lot, development, design and requester. */
export interface PublicLinkRequestRecord {
  id: number;
  designId: number;
  structureId: number;
  organisationId: number;
  structureName: string;
  projectName: string;
  designName: string;
  isFeature: boolean;
  requestedBy: number | null;
  requesterFirstName: string | null;
  requesterLastName: string | null;
  requesterEmail: string | null;
  requestedAt: Date;
  outcome: PublicLinkOutcome | null;
}

function requestQuery(db: Kysely<Database>) {
  return db
    .selectFrom('public_link_requests as r')
    .innerJoin('structures as s', 's.id', 'r.structure_id')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .innerJoin('designs as d', 'd.id', 'r.design_id')
    .leftJoin('users as u', 'u.id', 'r.requested_by')
    .select([
      'r.id',
      'r.design_id as designId',
      'r.structure_id as structureId',
      'r.organisation_id as organisationId',
      's.name as structureName',
      'p.name as projectName',
      'd.name as designName',
      'r.is_feature as isFeature',
      'r.requested_by as requestedBy',
      'u.first_name as requesterFirstName',
      'u.last_name as requesterLastName',
      'u.email as requesterEmail',
      'r.requested_at as requestedAt',
      'r.outcome',
    ]);
}

/** One request (any outcome), or null. */
export async function findPublicLinkRequest(
  db: Kysely<Database>,
  id: number,
): Promise<PublicLinkRequestRecord | null> {
  return (await requestQuery(db).where('r.id', '=', id).executeTakeFirst()) ?? null;
}

/** An organisation's open requests, oldest first. */
export async function listOpenPublicLinkRequests(
  db: Kysely<Database>,
  organisationId: number,
): Promise<PublicLinkRequestRecord[]> {
  return requestQuery(db)
    .where('r.organisation_id', '=', organisationId)
    .where('r.outcome', 'is', null)
    .orderBy('r.requested_at')
    .orderBy('r.id')
    .execute();
}

/** Someone a report can go to. */
export interface RecipientRow {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** The people on a lot (Lead, Collaborator, Read Only; not those only asking), by level then name. */
export async function listLotRecipients(
  db: Kysely<Database>,
  structureId: number,
): Promise<RecipientRow[]> {
  return db
    .selectFrom('structure_users as su')
    .innerJoin('users as u', 'u.id', 'su.user_id')
    .select(['u.id as userId', 'u.first_name as firstName', 'u.last_name as lastName', 'u.email'])
    .where('su.structure_id', '=', structureId)
    .where('su.access_level', '>', 0)
    .where('su.is_requesting_access', '=', false)
    .orderBy('su.access_level')
    .orderBy(sql`lower(u.first_name || ' ' || u.last_name)`)
    .orderBy('u.id')
    .execute();
}

/** A development's coordinators, by name. */
export async function listProjectRecipients(
  db: Kysely<Database>,
  projectId: number,
): Promise<RecipientRow[]> {
  return db
    .selectFrom('project_coordinators as pc')
    .innerJoin('users as u', 'u.id', 'pc.user_id')
    .select(['u.id as userId', 'u.first_name as firstName', 'u.last_name as lastName', 'u.email'])
    .where('pc.project_id', '=', projectId)
    .orderBy(sql`lower(u.first_name || ' ' || u.last_name)`)
    .orderBy('u.id')
    .execute();
}
