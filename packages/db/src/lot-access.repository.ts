import type { Kysely, Selectable } from 'kysely';
import { projectWithAccessFromJson } from './projects.repository';
import type { ProjectAccessJson, ProjectWithAccess } from './projects.repository';
import { designMetaFromRow } from './designs.repository';
import type { DesignMeta } from './designs.repository';
import type { Database, DesignsTable, StructuresTable } from './schema';
import { structureRecordFromRow } from './structures.repository';
import type { StructureRecord } from './structures.repository';

/** A lot, its development and the user's standing on both. */
export interface LotWithAccess extends ProjectWithAccess {
  structure: StructureRecord;
  /** 1 Lead, 2 Collaborator, 3 Read Only, 0 not involved. */
  accessLevel: number;
  /** Paid (credits or card) for at least the dwellings of its current design. */
  isPaid: boolean;
  /** Dwellings paid for so far (0 when never paid). */
  paidDwellings: number;
  /** The lot's current (not archived) design without its JSON; null before it is built. */
  currentDesign: DesignMeta | null;
}

/** What `circa_lot_access` answers (JSON: timestamps arrive as text). */
interface LotAccessJson extends ProjectAccessJson {
  structure: Selectable<StructuresTable>;
  access_level: number;
  is_paid: boolean;
  paid_dwellings: number;
  design: (Omit<Selectable<DesignsTable>, 'design' | 'updated_at'> & { updated_at: string }) | null;
}

/**
 * The lot, the user's standing, its payment and its current design's columns in one database
 * call (migration 0010's function, whose plans are kept between calls). Visibility is the rule
 * of `projectVisibleTo`. Null when no such lot.
 */
export async function findLotWithAccess(
  db: Kysely<Database>,
  structureId: number,
  user: { id: number; email: string },
): Promise<LotWithAccess | null> {
  // a select (not raw SQL), so the write counter of the read cache does not move
  const row = await db
    .selectNoFrom((eb) =>
      eb
        .fn<LotAccessJson | null>('circa_lot_access', [
          eb.val(structureId),
          eb.val(user.id),
          eb.val(user.email),
        ])
        .as('access'),
    )
    .executeTakeFirst();
  const found = row?.access;
  if (!found) return null;
  return {
    ...projectWithAccessFromJson(found),
    structure: structureRecordFromRow(found.structure),
    accessLevel: found.access_level,
    isPaid: found.is_paid,
    paidDwellings: found.paid_dwellings,
    currentDesign: found.design
      ? designMetaFromRow({ ...found.design, updated_at: new Date(found.design.updated_at) })
      : null,
  };
}
