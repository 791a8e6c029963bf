import type { Kysely } from 'kysely';
import type { Database, DesignKind } from './schema';

/**
 * What the public design page may show of a design, and what decides whether it may be shown
 * (its share permission, its lot's standing). No email address, cost or other lot is read.
 */
export interface PublicDesignRow {
  designId: number;
  kind: DesignKind;
  structureId: number | null;
  projectId: number | null;
  /** SharePermission code (contract enums). */
  sharePermission: number;
  isFeature: boolean;
  isArchived: boolean;
  isLotArchived: boolean;
  /** The lot is paid for its dwellings (results unlocked). */
  isPaid: boolean;
  isSubmitted: boolean;
  name: string;
  imageUrl: string | null;
  functionTypeName: string;
  version: number;
  baselineDesignId: number | null;
  baselineVersion: number | null;
  lotAddress: string;
  state: string;
  postcode: string;
  developer: string;
  organisationName: string;
  organisationLogo: string | null;
  /** The person who submitted the design, else who made it: names only. */
  firstName: string | null;
  lastName: string | null;
  /** The person's photo (blob name), if any. */
  imageKey: string | null;
}

/** A design with its lot, development, organisation and author, or null when there is none. */
export async function findPublicDesign(
  db: Kysely<Database>,
  designId: number,
): Promise<PublicDesignRow | null> {
  const row = await db
    .selectFrom('designs as d')
    .leftJoin('structures as s', 's.id', 'd.structure_id')
    .leftJoin('projects as p', 'p.id', 's.project_id')
    .leftJoin('organisations as o', 'o.id', 'p.organisation_id')
    .leftJoin('users as u', (join) =>
      join.on((eb) => eb('u.id', '=', eb.fn.coalesce('d.submitted_by', 'd.created_by'))),
    )
    .select((eb) => [
      'd.id as designId',
      'd.kind',
      'd.structure_id as structureId',
      'p.id as projectId',
      'd.share_permission as sharePermission',
      'd.is_feature as isFeature',
      'd.is_archived as isArchived',
      's.is_archived as isLotArchived',
      eb.fn<boolean>('circa_is_paid', ['d.structure_id']).as('isPaid'),
      'd.is_submitted as isSubmitted',
      'd.name',
      'd.image_url as imageUrl',
      'd.function_type_name as functionTypeName',
      'd.version',
      'd.baseline_design_id as baselineDesignId',
      'd.baseline_version as baselineVersion',
      's.address as lotAddress',
      'p.state',
      'p.postcode',
      'p.developer',
      'o.name as organisationName',
      'o.image_url as organisationLogo',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.image_key as imageKey',
    ])
    .where('d.id', '=', designId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...row,
    isLotArchived: row.isLotArchived ?? false,
    isPaid: row.structureId === null ? false : Boolean(row.isPaid),
    lotAddress: row.lotAddress ?? '',
    state: row.state ?? '',
    postcode: row.postcode ?? '',
    developer: row.developer ?? '',
    organisationName: row.organisationName ?? '',
  };
}
