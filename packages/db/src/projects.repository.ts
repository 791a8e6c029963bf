import { sql } from 'kysely';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database, ProjectsTable } from './schema';

/** A development (project) with its settings. */
export interface ProjectRecord {
  id: number;
  organisationId: number;
  projectTypeId: number;
  name: string;
  customFieldValue: string;
  customFieldValue2: string;
  address: string;
  addressLine1: string;
  addressLine2: string;
  state: string;
  postcode: string;
  country: string;
  isoCountry2: string;
  latitude: number;
  longitude: number;
  lciGroupId: number;
  lciSourceId: number;
  projectManager: string;
  developer: string;
  landArea: number | null;
  carbonSavingsId: number | null;
  isPublic: boolean;
  excludeFromOrgReporting: boolean;
  publicShareLinksRequireApproval: boolean;
  description: string;
  isPrepaid: boolean;
  isPreconfigured: boolean;
  isPreApprovedOnly: boolean;
  isArchived: boolean;
  notifyLciSourceChange: boolean;
  lciSourceChangeMessage: string;
  createdAt: Date;
}

/** A projects row as a ProjectRecord. */
export function projectRecordFromRow(r: Selectable<ProjectsTable>): ProjectRecord {
  return {
    id: r.id,
    organisationId: r.organisation_id,
    projectTypeId: r.project_type_id,
    name: r.name,
    customFieldValue: r.custom_field_value,
    customFieldValue2: r.custom_field_value2,
    address: r.address,
    addressLine1: r.address_line1,
    addressLine2: r.address_line2,
    state: r.state,
    postcode: r.postcode,
    country: r.country,
    isoCountry2: r.iso_country2,
    latitude: r.latitude,
    longitude: r.longitude,
    lciGroupId: r.lci_group_id,
    lciSourceId: r.lci_source_id,
    projectManager: r.project_manager,
    developer: r.developer,
    landArea: r.land_area,
    carbonSavingsId: r.carbon_savings_id,
    isPublic: r.is_public,
    excludeFromOrgReporting: r.exclude_from_org_reporting,
    publicShareLinksRequireApproval: r.public_share_links_require_approval,
    description: r.description,
    isPrepaid: r.is_prepaid,
    isPreconfigured: r.is_preconfigured,
    isPreApprovedOnly: r.is_pre_approved_only,
    isArchived: r.is_archived,
    notifyLciSourceChange: r.notify_lci_source_change,
    lciSourceChangeMessage: r.lci_source_change_message,
    createdAt: r.created_at,
  };
}

/** The editable settings of a development. */
export type ProjectFields = Omit<
  ProjectRecord,
  | 'id'
  | 'isPreconfigured'
  | 'isPreApprovedOnly'
  | 'isArchived'
  | 'notifyLciSourceChange'
  | 'lciSourceChangeMessage'
  | 'createdAt'
>;

function toRow(fields: ProjectFields) {
  return {
    organisation_id: fields.organisationId,
    project_type_id: fields.projectTypeId,
    name: fields.name,
    custom_field_value: fields.customFieldValue,
    custom_field_value2: fields.customFieldValue2,
    address: fields.address,
    address_line1: fields.addressLine1,
    address_line2: fields.addressLine2,
    state: fields.state,
    postcode: fields.postcode,
    country: fields.country,
    iso_country2: fields.isoCountry2,
    latitude: fields.latitude,
    longitude: fields.longitude,
    lci_group_id: fields.lciGroupId,
    lci_source_id: fields.lciSourceId,
    project_manager: fields.projectManager,
    developer: fields.developer,
    land_area: fields.landArea,
    carbon_savings_id: fields.carbonSavingsId,
    is_public: fields.isPublic,
    exclude_from_org_reporting: fields.excludeFromOrgReporting,
    public_share_links_require_approval: fields.publicShareLinksRequireApproval,
    description: fields.description,
    is_prepaid: fields.isPrepaid,
  };
}

export async function insertProject(
  db: Kysely<Database>,
  fields: ProjectFields,
  createdBy: number | null,
): Promise<number> {
  const row = await db
    .insertInto('projects')
    .values({ ...toRow(fields), created_by: createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProject(
  db: Kysely<Database>,
  id: number,
  fields: ProjectFields,
): Promise<void> {
  await db
    .updateTable('projects')
    .set({ ...toRow(fields), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function findProject(db: Kysely<Database>, id: number): Promise<ProjectRecord | null> {
  const r = await db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? projectRecordFromRow(r) : null;
}

export async function setProjectArchived(
  db: Kysely<Database>,
  id: number,
  isArchived: boolean,
): Promise<void> {
  await db
    .updateTable('projects')
    .set({ is_archived: isArchived, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/**
 * The rule of who sees a development: a member of its organisation — for "pre-approved users
 * only" developments only admins, coordinators and pre-approved emails — or anyone given
 * (approved) access to one of its lots; never a member the organisation has blocked, and never
 * through a lot-access request still waiting for approval. Same rule as the database function
 * `circa_project_access` (migration 0009; both tested in access-rules.db.test.ts).
 */
export function projectVisibleTo(userId: number, email: string) {
  return (eb: ExpressionBuilder<Database, 'projects'>) =>
    eb.and([
      eb.not(
        eb.exists(
          eb
            .selectFrom('memberships as blocked')
            .select('blocked.user_id')
            .whereRef('blocked.organisation_id', '=', 'projects.organisation_id')
            .where('blocked.user_id', '=', userId)
            .where('blocked.is_blocked', '=', true),
        ),
      ),
      eb.or([
        eb.exists(
          eb
            .selectFrom('memberships as m')
            .select('m.user_id')
            .whereRef('m.organisation_id', '=', 'projects.organisation_id')
            .where('m.user_id', '=', userId)
            .where('m.is_blocked', '=', false)
            .where((inner) =>
              inner.or([
                inner('m.is_admin', '=', true),
                inner('projects.is_pre_approved_only', '=', false),
                inner.exists(
                  inner
                    .selectFrom('project_coordinators as c')
                    .select('c.user_id')
                    .whereRef('c.project_id', '=', 'projects.id')
                    .where('c.user_id', '=', userId),
                ),
                inner.exists(
                  inner
                    .selectFrom('project_pre_approved_users as pa')
                    .select('pa.id')
                    .whereRef('pa.project_id', '=', 'projects.id')
                    .where(sql<string>`lower(pa.email)`, '=', email.toLowerCase()),
                ),
              ]),
            ),
        ),
        eb.exists(
          eb
            .selectFrom('structure_users as su')
            .innerJoin('structures as s', 's.id', 'su.structure_id')
            .select('su.user_id')
            .whereRef('s.project_id', '=', 'projects.id')
            .where('su.user_id', '=', userId)
            .where('su.is_requesting_access', '=', false),
        ),
      ]),
    ]);
}

/** A development as the lists show it. */
export interface ProjectListItem {
  id: number;
  name: string;
  organisationId: number;
  organisationName: string;
  isArchived: boolean;
  projectTypeId: number;
  address: string;
  latitude: number;
  longitude: number;
}

/** Developments a user may see, newest first; optionally of one organisation; paged. */
export async function listVisibleProjects(
  db: Kysely<Database>,
  user: { id: number; email: string },
  options: {
    organisationId?: number;
    includeArchived: boolean;
    offset?: number;
    limit?: number | null;
  },
): Promise<ProjectListItem[]> {
  let query = db
    .selectFrom('projects')
    .innerJoin('organisations as o', 'o.id', 'projects.organisation_id')
    .select([
      'projects.id',
      'projects.name',
      'projects.organisation_id',
      'o.name as organisation_name',
      'projects.is_archived',
      'projects.project_type_id',
      'projects.address',
      'projects.latitude',
      'projects.longitude',
    ])
    .where(projectVisibleTo(user.id, user.email))
    .orderBy('projects.created_at', 'desc')
    .orderBy('projects.id', 'desc');
  if (options.organisationId !== undefined)
    query = query.where('projects.organisation_id', '=', options.organisationId);
  if (!options.includeArchived) query = query.where('projects.is_archived', '=', false);
  if (options.offset) query = query.offset(options.offset);
  if (options.limit !== undefined && options.limit !== null) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    organisationId: r.organisation_id,
    organisationName: r.organisation_name,
    isArchived: r.is_archived,
    projectTypeId: r.project_type_id,
    address: r.address,
    latitude: r.latitude,
    longitude: r.longitude,
  }));
}

/** Whether the user may see the development (the same rule as the lists). */
export async function isProjectVisible(
  db: Kysely<Database>,
  user: { id: number; email: string },
  projectId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .select('projects.id')
    .where('projects.id', '=', projectId)
    .where(projectVisibleTo(user.id, user.email))
    .executeTakeFirst();
  return row !== undefined;
}

export async function isProjectCoordinator(
  db: Kysely<Database>,
  projectId: number,
  userId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('project_coordinators')
    .select('user_id')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function addProjectCoordinator(
  db: Kysely<Database>,
  projectId: number,
  userId: number,
): Promise<void> {
  await db
    .insertInto('project_coordinators')
    .values({ project_id: projectId, user_id: userId })
    .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
    .execute();
}

/** Coordinators of a development, for notices. */
export async function listProjectCoordinators(
  db: Kysely<Database>,
  projectId: number,
): Promise<Array<{ id: number; email: string; firstName: string }>> {
  return db
    .selectFrom('project_coordinators as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['u.id', 'u.email', 'u.first_name as firstName'])
    .where('c.project_id', '=', projectId)
    .orderBy('u.id')
    .execute();
}

/** Names of an organisation's developments (lower case), to refuse duplicates in uploads. */
export async function listProjectNames(
  db: Kysely<Database>,
  organisationId: number,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('projects')
    .select('name')
    .where('organisation_id', '=', organisationId)
    .execute();
  return new Set(rows.map((r) => r.name.trim().toLowerCase()));
}

/** A development with what one user may do in it, read in one query. */
export interface ProjectWithAccess {
  project: ProjectRecord;
  organisationName: string;
  isVisible: boolean;
  isOrgAdmin: boolean;
  isCoordinator: boolean;
}

/** What `circa_project_access` answers (JSON: timestamps arrive as text). */
export interface ProjectAccessJson {
  project: Omit<Selectable<ProjectsTable>, 'created_at' | 'updated_at'> & {
    created_at: string;
    updated_at: string;
  };
  organisation_name: string;
  is_org_admin: boolean;
  is_coordinator: boolean;
  is_visible: boolean;
}

/** The answer of `circa_project_access` as a ProjectWithAccess. */
export function projectWithAccessFromJson(found: ProjectAccessJson): ProjectWithAccess {
  return {
    project: projectRecordFromRow({
      ...found.project,
      created_at: new Date(found.project.created_at),
      updated_at: new Date(found.project.updated_at),
    }),
    organisationName: found.organisation_name,
    isVisible: found.is_visible,
    isOrgAdmin: found.is_org_admin,
    isCoordinator: found.is_coordinator,
  };
}

/**
 * The development and the user's standing in it, in one call of migration 0007's function
 * (its plan is kept between calls); visibility is the rule of {@link projectVisibleTo}.
 */
export async function findProjectWithAccess(
  db: Kysely<Database>,
  projectId: number,
  user: { id: number; email: string },
): Promise<ProjectWithAccess | null> {
  // a select (not raw SQL), so the write counter of the read cache does not move
  const row = await db
    .selectNoFrom((eb) =>
      eb
        .fn<ProjectAccessJson | null>('circa_project_access', [
          eb.val(projectId),
          eb.val(user.id),
          eb.val(user.email),
        ])
        .as('access'),
    )
    .executeTakeFirst();
  const found = row?.access;
  return found ? projectWithAccessFromJson(found) : null;
}

/** Clears a development's LCI source change notice (once dismissed it no longer shows). */
export async function clearLciSourceChangeNotice(
  db: Kysely<Database>,
  projectId: number,
): Promise<void> {
  await db
    .updateTable('projects')
    .set({ notify_lci_source_change: false })
    .where('id', '=', projectId)
    .execute();
}

/** Raises a development's LCI source change notice with its message (shown until dismissed). */
export async function raiseLciSourceChangeNotice(
  db: Kysely<Database>,
  projectId: number,
  message: string,
): Promise<void> {
  await db
    .updateTable('projects')
    .set({ notify_lci_source_change: true, lci_source_change_message: message })
    .where('id', '=', projectId)
    .execute();
}
