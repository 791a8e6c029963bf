import { addMembership, insertOrganisation } from '@circa/db/organisations.repository';
import type { Database } from '@circa/db/schema';
import { upsertPasswordHash } from '@circa/db/sign-in-methods.repository';
import { insertUser } from '@circa/db/users.repository';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { hashPassword } from '../src/auth/password-hashing';

/** The large organisation of `npm run bench:api` (issue 11: every administration list). */
export const LARGE_ORGANISATION = {
  name: 'Bench Large Builders',
  adminEmail: 'bench-admin@example.com',
  members: 500,
  developments: 20,
  lotsPerDevelopment: 50,
} as const;

/** The columns of a table, but `id` (identity columns are generated). */
async function columnsOf(db: Kysely<Database>, table: string): Promise<string[]> {
  const rows = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_name = ${table} and table_schema = current_schema() and column_name <> 'id'
    order by ordinal_position`.execute(db);
  return rows.rows.map((r) => r.column_name);
}

/** `insert into <table> (<columns>) select <columns, some replaced> <from…>`: copies a row. */
async function copyRows(
  db: Kysely<Database>,
  table: string,
  replace: Record<string, string>,
  from: string,
): Promise<void> {
  const columns = await columnsOf(db, table);
  const values = columns.map((c) => replace[c] ?? `t.${c}`);
  await sql
    .raw(`insert into ${table} (${columns.join(', ')}) select ${values.join(', ')} ${from}`)
    .execute(db);
}

/**
 * Seeds one organisation at the size issue 11 names: 500 members (an admin who signs in with
 * `password`; 1 in 25 of the others blocked; last sign-ins spread over 500 days) and 1,000 lots
 * in 20 developments, each with a submitted design (a copy of a demo lot's design) and a risk
 * assessment (points spread over 0–89), so every administration list has its full size.
 * Developments copy the demo development; lots are written with SQL in a few statements.
 */
export async function seedLargeOrganisation(
  db: Kysely<Database>,
  password: string,
): Promise<{ organisationId: number }> {
  const o = LARGE_ORGANISATION;
  const organisationId = await insertOrganisation(db, { name: o.name });
  const admin = await insertUser(db, {
    email: o.adminEmail,
    firstName: 'Bench',
    lastName: 'Admin',
  });
  await upsertPasswordHash(db, admin.id, await hashPassword(password));
  await addMembership(db, organisationId, admin.id, true);
  await sql`
    insert into users (email, first_name, last_name, created_at, updated_at, last_login_at, email_verified_at)
    select 'member' || g || '@bench.example', 'Member ' || g, 'Surname ' || lpad(g::text, 3, '0'),
           now(), now(), now() - make_interval(days => g), now()
    from generate_series(1, ${o.members - 1}) g`.execute(db);
  await sql`
    insert into memberships (organisation_id, user_id, is_admin, is_blocked, created_at)
    select ${organisationId}, u.id, false, u.id % 25 = 0, now()
    from users u where u.email like '%@bench.example'`.execute(db);

  const demo = await sql<{ projectId: number; designId: number }>`
    select s.project_id as "projectId", d.id as "designId"
    from designs d join structures s on s.id = d.structure_id
    where d.kind = 'design' and not s.is_library order by d.id limit 1`.execute(db);
  const { projectId, designId } = demo.rows[0]!;
  await copyRows(
    db,
    'projects',
    { organisation_id: String(organisationId), name: `'Bench Estate ' || g` },
    `from projects t cross join generate_series(1, ${o.developments}) g where t.id = ${projectId}`,
  );
  await sql`
    insert into structures (project_id, name, address, created_at, updated_at)
    select p.id, 'Lot ' || g, g || ' Bench Street', now(), now()
    from projects p cross join generate_series(1, ${o.lotsPerDevelopment}) g
    where p.organisation_id = ${organisationId}`.execute(db);
  await copyRows(
    db,
    'designs',
    {
      structure_id: 'x.sid',
      is_submitted: 'true',
      submitted_at: 'now()',
      design_purpose_id: '1',
      design_phase_id: '2',
    },
    `from designs t cross join (
       select s.id as sid from structures s join projects p on p.id = s.project_id
       where p.organisation_id = ${organisationId}) x
     where t.id = ${designId}`,
  );
  await sql`
    insert into lot_risk_assessments (structure_id, design_id, design_version, risk_points, risk_descriptions, gwp_reduction)
    select d.structure_id, d.id, d.version, (d.structure_id * 37) % 90,
           jsonb_build_array(jsonb_build_object(
             'RiskPoint', (d.structure_id * 37) % 90,
             'Description', 'Bench lot: ' || ((d.structure_id * 37) % 90) || ' points.')),
           0.2
    from designs d join structures s on s.id = d.structure_id join projects p on p.id = s.project_id
    where p.organisation_id = ${organisationId}`.execute(db);
  return { organisationId };
}
