import { recordStructurePaid } from '@circa/db/payments.repository';
import type { Database } from '@circa/db/schema';
import type { Design } from '@circa/engine/design-types';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** Components of the analysed design of `npm run bench:api` (issue 14: pivotTable). */
export const PIVOT_BENCH_COMPONENTS = 300;

/**
 * Makes one submitted lot of the large organisation (large-organisation.ts) the pivotTable
 * bench's lot: its design gets 300 design templates (the demo design's components repeated, each
 * with its own id, so the shipped catalogue evaluates them) and the lot is recorded paid.
 * Answers the lot's structure id.
 */
export async function seedPivotBenchLot(
  db: Kysely<Database>,
  organisationId: number,
): Promise<number> {
  const found = await sql<{ structureId: number; designId: number; design: Design | string }>`
    select s.id as "structureId", d.id as "designId", d.design
    from designs d join structures s on s.id = d.structure_id join projects p on p.id = s.project_id
    where p.organisation_id = ${organisationId} and d.kind = 'design' and d.is_submitted
    order by s.id limit 1`.execute(db);
  const row = found.rows[0];
  if (!row) throw new Error('The large organisation has no submitted lot to analyse.');
  const design = (typeof row.design === 'string' ? JSON.parse(row.design) : row.design) as Design;
  const components = design.designTemplates;
  const designTemplates = Array.from({ length: PIVOT_BENCH_COMPONENTS }, (_, i) => ({
    ...components[i % components.length]!,
    id: `bench-pivot-${i}`,
    sortOrder: i + 1,
  }));
  await sql`update designs set design = ${JSON.stringify({ ...design, designTemplates })},
    version = version + 1 where id = ${row.designId}`.execute(db);
  await recordStructurePaid(db, {
    structureId: row.structureId,
    method: 'credits',
    paymentId: null,
    dwellings: 1,
    paidFrom: 0,
    paidBy: null,
  });
  return row.structureId;
}
