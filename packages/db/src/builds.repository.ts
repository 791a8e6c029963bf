import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** A lot design in build lists, with its lot, development and organisation. */
export interface BuildListItem {
  designId: number;
  structureId: number;
  structureName: string;
  projectId: number;
  projectName: string;
  organisationId: number;
  organisationName: string;
  name: string;
  description: string;
  functionTypeName: string;
  imageUrl: string | null;
  isArchived: boolean;
  dwellings: number;
  bedrooms: number;
  bathrooms: number;
  floors: number;
  grossFloorArea: number | null;
  updatedAt: Date;
}

function buildsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('designs as d')
    .innerJoin('structures as s', 's.id', 'd.structure_id')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .innerJoin('organisations as o', 'o.id', 'p.organisation_id')
    .select([
      'd.id as designId',
      's.id as structureId',
      's.name as structureName',
      'p.id as projectId',
      'p.name as projectName',
      'o.id as organisationId',
      'o.name as organisationName',
      'd.name',
      'd.description',
      'd.function_type_name as functionTypeName',
      'd.image_url as imageUrl',
      'd.is_archived as isArchived',
      'd.dwellings',
      'd.bedrooms',
      'd.bathrooms',
      'd.floors',
      'd.gross_floor_area as grossFloorArea',
      'd.updated_at as updatedAt',
    ])
    .where('d.kind', '=', 'design');
}

/**
 * The user's builds: designs of lots the user has access to (lead, collaborator, read-only) or
 * created, newest change first. Archived designs only when asked.
 */
export async function listUserBuilds(
  db: Kysely<Database>,
  userId: number,
  options: { includeArchived: boolean; offset: number; limit: number | null },
): Promise<BuildListItem[]> {
  let query = buildsQuery(db)
    .where((eb) =>
      eb.or([
        eb('d.created_by', '=', userId),
        eb.exists(
          eb
            .selectFrom('structure_users as su')
            .select('su.user_id')
            .whereRef('su.structure_id', '=', 's.id')
            .where('su.user_id', '=', userId)
            .where('su.is_requesting_access', '=', false),
        ),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('memberships as m')
            .select('m.user_id')
            .whereRef('m.organisation_id', '=', 'p.organisation_id')
            .where('m.user_id', '=', userId)
            .where('m.is_blocked', '=', true),
        ),
      ),
    )
    .orderBy('d.updated_at', 'desc')
    .orderBy('d.id', 'desc')
    .offset(options.offset);
  if (!options.includeArchived) query = query.where('d.is_archived', '=', false);
  if (options.limit !== null) query = query.limit(options.limit);
  return query.execute();
}

/**
 * Featured public designs (shared Public with the feature flag), newest change first: only
 * those whose public page opens (lot and design not archived, lot paid: results unlocked).
 */
export async function listFeatureDesigns(
  db: Kysely<Database>,
  offset: number,
  limit: number,
): Promise<BuildListItem[]> {
  return buildsQuery(db)
    .where('d.is_feature', '=', true)
    .where('d.share_permission', '=', 1)
    .where('d.is_archived', '=', false)
    .where('s.is_archived', '=', false)
    .where((eb) => eb.fn<boolean>('circa_is_paid', ['s.id']))
    .orderBy('d.updated_at', 'desc')
    .orderBy('d.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}
