import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Runs a named seed step once: records the name and runs `step` in one transaction, so a step
 * is either fully applied and recorded, or not at all. Returns false when it had already run.
 */
export async function runSeedStepOnce(
  db: Kysely<Database>,
  name: string,
  step: (tx: Kysely<Database>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const inserted = await tx
      .insertInto('seed_steps')
      .values({ name })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!inserted) return false;
    await step(tx);
    return true;
  });
}

/**
 * Runs a named seed step once when the step manages its own transactions (it calls services
 * that open theirs): skipped when recorded; recorded only after it succeeds. Steps must be
 * safe to run again after a failure part-way (check before they insert).
 */
export async function runSeedStepUnlessDone(
  db: Kysely<Database>,
  name: string,
  step: () => Promise<void>,
): Promise<boolean> {
  const done = await db
    .selectFrom('seed_steps')
    .select('name')
    .where('name', '=', name)
    .executeTakeFirst();
  if (done) return false;
  await step();
  await db
    .insertInto('seed_steps')
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return true;
}
