import type { Kysely } from 'kysely';
import type { Database } from './schema';

export interface LciGroupRecord {
  id: number;
  key: string;
  name: string;
}

export interface LciSourceRecord {
  id: number;
  key: string;
  lciGroupId: number;
  name: string;
  organisationId: number | null;
}

/** Inserts or renames an LCI group by key; returns its id. */
export async function upsertLciGroup(
  db: Kysely<Database>,
  key: string,
  name: string,
): Promise<number> {
  const row = await db
    .insertInto('lci_groups')
    .values({ key, name })
    .onConflict((oc) => oc.column('key').doUpdateSet({ name }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts or renames an LCI source by key; returns its id. */
export async function upsertLciSource(
  db: Kysely<Database>,
  source: { key: string; lciGroupId: number; name: string; organisationId: number | null },
): Promise<number> {
  const row = await db
    .insertInto('lci_sources')
    .values({
      key: source.key,
      lci_group_id: source.lciGroupId,
      name: source.name,
      organisation_id: source.organisationId,
    })
    .onConflict((oc) => oc.column('key').doUpdateSet({ name: source.name }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listLciGroups(db: Kysely<Database>): Promise<LciGroupRecord[]> {
  return db.selectFrom('lci_groups').select(['id', 'key', 'name']).orderBy('name').execute();
}

/** Sources of a group: the shipped ones and, when given, the organisation's own. */
export async function listLciSources(
  db: Kysely<Database>,
  lciGroupId: number,
  organisationId: number | null,
): Promise<LciSourceRecord[]> {
  const rows = await db
    .selectFrom('lci_sources')
    .select(['id', 'key', 'lci_group_id', 'name', 'organisation_id'])
    .where('lci_group_id', '=', lciGroupId)
    .where((eb) =>
      organisationId === null
        ? eb('organisation_id', 'is', null)
        : eb.or([eb('organisation_id', 'is', null), eb('organisation_id', '=', organisationId)]),
    )
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    lciGroupId: r.lci_group_id,
    name: r.name,
    organisationId: r.organisation_id,
  }));
}

export async function findLciSource(
  db: Kysely<Database>,
  id: number,
): Promise<LciSourceRecord | null> {
  const r = await db
    .selectFrom('lci_sources')
    .select(['id', 'key', 'lci_group_id', 'name', 'organisation_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return r
    ? {
        id: r.id,
        key: r.key,
        lciGroupId: r.lci_group_id,
        name: r.name,
        organisationId: r.organisation_id,
      }
    : null;
}

export async function findLciGroupByKey(
  db: Kysely<Database>,
  key: string,
): Promise<LciGroupRecord | null> {
  return (
    (await db
      .selectFrom('lci_groups')
      .select(['id', 'key', 'name'])
      .where('key', '=', key)
      .executeTakeFirst()) ?? null
  );
}

export async function findLciGroup(
  db: Kysely<Database>,
  id: number,
): Promise<LciGroupRecord | null> {
  return (
    (await db
      .selectFrom('lci_groups')
      .select(['id', 'key', 'name'])
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}
