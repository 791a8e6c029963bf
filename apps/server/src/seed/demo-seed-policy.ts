import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { demoOrganisationName, demoSeedStep } from './demo-seed';

/** Whether the demo is seeded at this start, and the one log line that says so. */
export type DemoSeedDecision =
  | { shouldSeed: true; message: string }
  | {
      shouldSeed: false;
      reason: 'turned-off' | 'production' | 'real-organisations';
      message: string;
    };

/** True when the demo seed has run on this database (its step is recorded). */
async function isDemoSeeded(db: Kysely<Database>): Promise<boolean> {
  const step = await db
    .selectFrom('seed_steps')
    .select('name')
    .where('name', '=', demoSeedStep)
    .executeTakeFirst();
  return step !== undefined;
}

/**
 * Organisations in the database other than the demo one ("Demo Builders" once the demo seed has
 * run; before that every organisation counts). A read of the seed's own tables, kept here beside
 * the rule that uses it.
 */
export async function countOrganisationsBesidesDemo(db: Kysely<Database>): Promise<number> {
  const hasDemo = await isDemoSeeded(db);
  const row = await db
    .selectFrom('organisations')
    .select((eb) => eb.fn.countAll().as('count'))
    .$if(hasDemo, (qb) => qb.where('name', '<>', demoOrganisationName))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Decides whether to seed the demo organisation and its accounts (whose password is printed at
 * start). Only when CIRCA_SEED_DEMO is not false, NODE_ENV is not `production`, and the database
 * holds no organisation besides the demo one: so `npm start` on a new install gets the demo, and
 * a production or real installation never gets an account with a printed password. When the
 * demo is not seeded but an earlier start seeded it, the message says its accounts remain.
 */
export async function decideDemoSeed(
  db: Kysely<Database>,
  settings: { isSeedDemoOn: boolean; nodeEnv: string | undefined },
): Promise<DemoSeedDecision> {
  const notSeeded = async (
    reason: 'turned-off' | 'production' | 'real-organisations',
    why: string,
  ): Promise<DemoSeedDecision> => ({
    shouldSeed: false,
    reason,
    message: `Demo data not seeded: ${why}.${
      (await isDemoSeeded(db))
        ? ' The demo accounts of an earlier start remain with their password: change it or remove them.'
        : ''
    }`,
  });
  if (!settings.isSeedDemoOn) return notSeeded('turned-off', 'CIRCA_SEED_DEMO is false');
  if (settings.nodeEnv === 'production') return notSeeded('production', 'NODE_ENV is production');
  const others = await countOrganisationsBesidesDemo(db);
  if (others > 0) {
    return notSeeded(
      'real-organisations',
      `the database holds ${others} organisation${others === 1 ? '' : 's'} besides the demo one`,
    );
  }
  return {
    shouldSeed: true,
    message:
      'Demo data seeded: no organisation besides the demo one, NODE_ENV is not production and CIRCA_SEED_DEMO is not false.',
  };
}
