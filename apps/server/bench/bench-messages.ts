import type { Database } from '@circa/db/schema';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** The messages and collaborators of `npm run bench:api` (issue 12: inbox and collaborator lists). */
export const BENCH_MESSAGES = {
  total: 10_000,
  /** Of them, received by the large organisation's admin (1 in 6 archived, half read). */
  toAdmin: 6_000,
  /** Collaborators of the benched lot, besides its lead (1 in 10 requesting access). */
  collaborators: 100,
} as const;

/**
 * Writes 10,000 in-app messages: 6,000 to the large organisation's admin from its members (the
 * inbox and archive lists) and 4,000 from that admin to the members (the sent list), a minute
 * apart; and gives one of the organisation's lots a lead and 100 collaborators (the collaborator
 * list). Answers the lot's id.
 */
export async function seedBenchMessages(
  db: Kysely<Database>,
  organisationId: number,
  adminEmail: string,
): Promise<{ structureId: number }> {
  const b = BENCH_MESSAGES;
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', adminEmail)
    .executeTakeFirstOrThrow();
  await sql`
    with members as (
      select array_agg(user_id order by user_id) as ids from memberships
      where organisation_id = ${organisationId} and user_id <> ${admin.id})
    insert into messages (recipient_user_id, sender_user_id, subject, body, created_at, read_at,
                          archived_at, message_type, organisation_id)
    select case when g <= ${b.toAdmin} then ${admin.id} else ids[1 + g % cardinality(ids)] end,
           case when g <= ${b.toAdmin} then ids[1 + g % cardinality(ids)] else ${admin.id} end,
           'Bench notice ' || g,
           'Access to Lot ' || g || ' was requested.' || chr(10) ||
             'The lot: https://circa.example/lot-details/' || g || '/3',
           now() - make_interval(mins => g),
           case when g % 2 = 0 then now() end,
           case when g <= ${b.toAdmin} and g % 6 = 0 then now() end,
           1 + g % 2,
           ${organisationId}
    from members cross join generate_series(1, ${b.total}) g`.execute(db);
  const lot = await sql<{ id: number }>`
    select s.id from structures s join projects p on p.id = s.project_id
    where p.organisation_id = ${organisationId} order by s.id limit 1`.execute(db);
  const structureId = lot.rows[0]!.id;
  await sql`
    insert into structure_users (structure_id, user_id, access_level, is_requesting_access, created_at)
    select ${structureId}, m.user_id,
           case when m.rank = 1 then 1 when m.rank % 3 = 0 then 3 else 2 end,
           m.rank > 1 and m.rank % 10 = 0, now()
    from (select user_id, row_number() over (order by user_id) as rank from memberships
          where organisation_id = ${organisationId} and user_id <> ${admin.id}) m
    where m.rank <= ${b.collaborators + 1}
    on conflict do nothing`.execute(db);
  return { structureId };
}
