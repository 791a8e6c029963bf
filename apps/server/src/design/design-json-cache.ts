import {
  findDesignJson,
  findDesignVersion,
  findKeptDesignJson,
} from '@circa/db/designs.repository';
import type { Database } from '@circa/db/schema';
import type { Design } from '@circa/engine/design-types';
import type { Kysely } from 'kysely';
import { processCache } from '../memory/bounded-cache';

/**
 * Parsed design JSON kept in memory by design id and version, most recent last. Every change of
 * a design's JSON bumps its version (updateDesignContent), so an entry is never stale in any
 * process; a miss reads the JSON from the database. Designs are frozen: nothing may change a
 * cached one in place.
 */
const designs = processCache<string, Design>(500);

/** The cached design of this version, if any. */
export function cachedDesign(designId: number, version: number): Design | undefined {
  return designs.get(`${designId}:${version}`);
}

/** Keeps a design under its version. */
export function rememberDesign(designId: number, version: number, design: Design): Design {
  return designs.set(`${designId}:${version}`, deepFreeze(design));
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * A stored design's JSON with its version, read through the cache: one small query for the
 * version, and the JSON only when this version is not cached yet. Null when there is no design.
 */
export async function loadDesignJson(
  db: Kysely<Database>,
  designId: number,
): Promise<{ id: number; version: number; design: Design } | null> {
  const version = await findDesignVersion(db, designId);
  if (version === null) return null;
  const design =
    cachedDesign(designId, version) ??
    rememberDesign(designId, version, (await findDesignJson(db, designId)) as Design);
  return { id: designId, version, design };
}

/**
 * The baseline a lot design was built on, as it was then: its kept version (migration 0012),
 * through the cache. A design without a kept version (none is stored for lots since migration
 * 0012) reads the baseline's current JSON. Null when the baseline is missing.
 */
export async function loadBaselineOf(
  db: Kysely<Database>,
  record: { baselineDesignId: number | null; baselineVersion: number | null },
): Promise<{ id: number; version: number; design: Design } | null> {
  const { baselineDesignId: id, baselineVersion: version } = record;
  if (id === null) return null;
  if (version === null) return loadDesignJson(db, id);
  const cached = cachedDesign(id, version);
  if (cached) return { id, version, design: cached };
  const kept = await findKeptDesignJson(db, id, version);
  if (kept === null) return null;
  return { id, version, design: rememberDesign(id, version, kept as Design) };
}
