import { insertOrganisation } from '@circa/db/organisations.repository';
import type { OpenDatabase } from '@circa/db/database';
import { openTestDatabase } from '@circa/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { countOrganisationsBesidesDemo, decideDemoSeed } from './demo-seed-policy';
import { demoOrganisationName, seedDemo } from './demo-seed';

const opened: OpenDatabase[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

async function freshDatabase() {
  const database = await openTestDatabase();
  opened.push(database);
  return database.db;
}

/** The settings main.ts passes for these environment variables. */
function settings(env: Record<string, string>) {
  const config = loadConfig(env);
  return { isSeedDemoOn: config.CIRCA_SEED_DEMO, nodeEnv: config.NODE_ENV };
}

const remain =
  ' The demo accounts of an earlier start remain with their password: change it or remove them.';

describe('decideDemoSeed: the demo only on a new, non-production installation', () => {
  // one installation through its starts, in order
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    db = await freshDatabase();
  });

  it('never seeds when NODE_ENV is production, even on a new install', async () => {
    expect(await decideDemoSeed(db, settings({ NODE_ENV: 'production' }))).toEqual({
      shouldSeed: false,
      reason: 'production',
      message: 'Demo data not seeded: NODE_ENV is production.',
    });
  });

  it('does not seed when CIRCA_SEED_DEMO is false', async () => {
    expect(await decideDemoSeed(db, settings({ CIRCA_SEED_DEMO: 'false' }))).toEqual({
      shouldSeed: false,
      reason: 'turned-off',
      message: 'Demo data not seeded: CIRCA_SEED_DEMO is false.',
    });
  });

  it('seeds a new install by default (npm start), and again at the next start', async () => {
    expect(await decideDemoSeed(db, settings({}))).toEqual({
      shouldSeed: true,
      message: expect.stringMatching(/^Demo data seeded: /),
    });
    await seedDemo(db, 'Demo-pass-1');
    expect(await countOrganisationsBesidesDemo(db)).toBe(0);
    expect((await decideDemoSeed(db, settings({ NODE_ENV: 'development' }))).shouldSeed).toBe(true);
  });

  it('once seeded, a production start does not seed and says the demo accounts remain', async () => {
    expect((await decideDemoSeed(db, settings({ NODE_ENV: 'production' }))).message).toBe(
      `Demo data not seeded: NODE_ENV is production.${remain}`,
    );
  });

  it('does not seed once the database holds a real organisation', async () => {
    await insertOrganisation(db, { name: 'Acme Homes' });
    expect(await decideDemoSeed(db, settings({}))).toEqual({
      shouldSeed: false,
      reason: 'real-organisations',
      message: `Demo data not seeded: the database holds 1 organisation besides the demo one.${remain}`,
    });
  });
});

describe('decideDemoSeed on installations that never had the demo', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    db = await freshDatabase();
  });

  it('counts every organisation, one called "Demo Builders" too', async () => {
    await insertOrganisation(db, { name: demoOrganisationName });
    await insertOrganisation(db, { name: 'Beta Builds' });
    expect(await decideDemoSeed(db, settings({}))).toEqual({
      shouldSeed: false,
      reason: 'real-organisations',
      message: 'Demo data not seeded: the database holds 2 organisations besides the demo one.',
    });
  });
});
