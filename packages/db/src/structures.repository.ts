import type { Kysely, Selectable } from 'kysely';
import type { Database, StructuresTable } from './schema';

/** A lot (structure) of a development. */
export interface StructureRecord {
  id: number;
  projectId: number;
  name: string;
  address: string;
  customFieldValue: string;
  description: string;
  projectTargetId: number | null;
  isLocked: boolean;
  isArchived: boolean;
  isDesignLocked: boolean;
  /** Furthest customise view reached (1–5); later views stay disabled. */
  customSortOrderActive: number;
  /**
   * Holds an organisation's library design (a baseline or preset made by Create Baseline or
   * Create Preset), not a builder's work: only organisation admins change it (migration 0012).
   */
  isLibrary: boolean;
}

/** A structures row as a StructureRecord. */
export function structureRecordFromRow(r: Selectable<StructuresTable>): StructureRecord {
  return {
    id: r.id,
    projectId: r.project_id,
    name: r.name,
    address: r.address,
    customFieldValue: r.custom_field_value,
    description: r.description,
    projectTargetId: r.project_target_id,
    isLocked: r.is_locked,
    isArchived: r.is_archived,
    isDesignLocked: r.is_design_locked,
    customSortOrderActive: r.custom_sort_order_active,
    isLibrary: r.is_library,
  };
}

export interface NewStructure {
  projectId: number;
  name: string;
  address: string;
  customFieldValue: string;
  description: string;
  /** A lot for a library design (Create Baseline/Preset); false when not given. */
  isLibrary?: boolean;
}

export async function insertStructure(
  db: Kysely<Database>,
  lot: NewStructure,
  createdBy: number | null,
): Promise<number> {
  const row = await db
    .insertInto('structures')
    .values({
      project_id: lot.projectId,
      name: lot.name,
      address: lot.address,
      custom_field_value: lot.customFieldValue,
      description: lot.description,
      is_library: lot.isLibrary ?? false,
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findStructure(
  db: Kysely<Database>,
  id: number,
): Promise<StructureRecord | null> {
  const r = await db.selectFrom('structures').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? structureRecordFromRow(r) : null;
}

export interface StructureChanges {
  name?: string;
  address?: string;
  customFieldValue?: string;
  description?: string;
  projectTargetId?: number | null;
  isLocked?: boolean;
  isArchived?: boolean;
  isDesignLocked?: boolean;
}

export async function updateStructure(
  db: Kysely<Database>,
  id: number,
  changes: StructureChanges,
): Promise<void> {
  await db
    .updateTable('structures')
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.address !== undefined && { address: changes.address }),
      ...(changes.customFieldValue !== undefined && {
        custom_field_value: changes.customFieldValue,
      }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.projectTargetId !== undefined && { project_target_id: changes.projectTargetId }),
      ...(changes.isLocked !== undefined && { is_locked: changes.isLocked }),
      ...(changes.isArchived !== undefined && { is_archived: changes.isArchived }),
      ...(changes.isDesignLocked !== undefined && { is_design_locked: changes.isDesignLocked }),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** A lot in a development's list, with the caller's access level (0 when not involved). */
export interface StructureListItem extends StructureRecord {
  accessLevel: number;
  hasActiveDesign: boolean;
}

/**
 * The lots of a development, by name, with the user's access and whether a design is built.
 * Lots holding library designs (baselines, presets) only with `includeLibrary`.
 */
export async function listProjectStructures(
  db: Kysely<Database>,
  projectId: number,
  userId: number,
  includeArchived: boolean,
  includeLibrary = false,
): Promise<StructureListItem[]> {
  let query = db
    .selectFrom('structures as s')
    .leftJoin('structure_users as su', (join) =>
      join
        .onRef('su.structure_id', '=', 's.id')
        .on('su.user_id', '=', userId)
        .on('su.is_requesting_access', '=', false),
    )
    .selectAll('s')
    .select((eb) => [
      eb.fn.coalesce('su.access_level', eb.lit(0)).as('access_level'),
      eb
        .exists(
          eb
            .selectFrom('designs as d')
            .select('d.id')
            .whereRef('d.structure_id', '=', 's.id')
            .where('d.is_archived', '=', false),
        )
        .as('has_active_design'),
    ])
    .where('s.project_id', '=', projectId)
    .orderBy('s.name')
    .orderBy('s.id');
  if (!includeArchived) query = query.where('s.is_archived', '=', false);
  if (!includeLibrary) query = query.where('s.is_library', '=', false);
  const rows = await query.execute();
  return rows.map((r) => ({
    ...structureRecordFromRow(r),
    accessLevel: Number(r.access_level),
    hasActiveDesign: Boolean(r.has_active_design),
  }));
}

/**
 * The user's approved access level on a lot: 1 Lead, 2 Collaborator, 3 Read Only, 0 not
 * involved (a request waiting for approval is 0).
 */
export async function findStructureAccess(
  db: Kysely<Database>,
  structureId: number,
  userId: number,
): Promise<number> {
  const r = await db
    .selectFrom('structure_users')
    .select('access_level')
    .where('structure_id', '=', structureId)
    .where('user_id', '=', userId)
    .where('is_requesting_access', '=', false)
    .executeTakeFirst();
  return r?.access_level ?? 0;
}

/** Gives a user an access level on a lot (replacing an earlier one). */
export async function setStructureUser(
  db: Kysely<Database>,
  structureId: number,
  userId: number,
  accessLevel: number,
  isRequestingAccess = false,
): Promise<void> {
  await db
    .insertInto('structure_users')
    .values({
      structure_id: structureId,
      user_id: userId,
      access_level: accessLevel,
      is_requesting_access: isRequestingAccess,
    })
    .onConflict((oc) =>
      oc
        .columns(['structure_id', 'user_id'])
        .doUpdateSet({ access_level: accessLevel, is_requesting_access: isRequestingAccess }),
    )
    .execute();
}

/** The lead(s) of a lot, for notices. */
export async function listStructureLeads(
  db: Kysely<Database>,
  structureId: number,
): Promise<Array<{ id: number; email: string; firstName: string }>> {
  return db
    .selectFrom('structure_users as su')
    .innerJoin('users as u', 'u.id', 'su.user_id')
    .select(['u.id', 'u.email', 'u.first_name as firstName'])
    .where('su.structure_id', '=', structureId)
    .where('su.access_level', '=', 1)
    .where('su.is_requesting_access', '=', false)
    .execute();
}

/** Names of a development's lots (lower case), to refuse duplicates in uploads. */
export async function listStructureNames(
  db: Kysely<Database>,
  projectId: number,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('structures')
    .select('name')
    .where('project_id', '=', projectId)
    .execute();
  return new Set(rows.map((r) => r.name.trim().toLowerCase()));
}

/** Archives or restores a lot; archiving also archives its designs. */
export async function setStructureArchived(
  db: Kysely<Database>,
  id: number,
  isArchived: boolean,
): Promise<void> {
  await db
    .updateTable('structures')
    .set({ is_archived: isArchived, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  if (isArchived) {
    await db
      .updateTable('designs')
      .set({ is_archived: true, updated_at: new Date() })
      .where('structure_id', '=', id)
      .execute();
  }
}

/** The id of a development's lot with this name (case-insensitive), if any. */
export async function findStructureIdByName(
  db: Kysely<Database>,
  projectId: number,
  name: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('structures')
    .select('id')
    .where('project_id', '=', projectId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Raises the furthest customise view reached (never lowers it). */
export async function raiseCustomSortOrder(
  db: Kysely<Database>,
  structureId: number,
  viewIndex: number,
): Promise<void> {
  await db
    .updateTable('structures')
    .set((eb) => ({
      custom_sort_order_active: eb.fn('greatest', ['custom_sort_order_active', eb.val(viewIndex)]),
    }))
    .where('id', '=', structureId)
    .execute();
}
