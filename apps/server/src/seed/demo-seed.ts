import { addMembership, insertOrganisation } from '@circa/db/organisations.repository';
import type { Database } from '@circa/db/schema';
import { runSeedStepOnce } from '@circa/db/seed-steps.repository';
import { findPasswordHash, upsertPasswordHash } from '@circa/db/sign-in-methods.repository';
import { findUserByEmail, insertUser } from '@circa/db/users.repository';
import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/password-hashing';

/** The demo accounts of the seed (README "Demo data"). */
export const demoAccounts = [
  { email: 'admin@example.com', firstName: 'Avery', lastName: 'Admin', isAdmin: true },
  { email: 'builder@example.com', firstName: 'Blake', lastName: 'Builder', isAdmin: false },
] as const;

export const demoOrganisationName = 'Demo Builders';

/** The seed step that creates the demo organisation and accounts (recorded in `seed_steps`). */
export const demoSeedStep = 'demo-organisation-and-users';

/**
 * Seeds the demo organisation "Demo Builders" with an admin and a builder, once (recorded in
 * `seed_steps`). main.ts calls it only when `decideDemoSeed` allows (`demo-seed-policy.ts`).
 * Later issues add their demo projects and designs as further named steps.
 * On every start the demo accounts' password is set to `password` when it differs, so a changed
 * CIRCA_DEMO_PASSWORD takes effect.
 */
export async function seedDemo(
  db: Kysely<Database>,
  password: string,
): Promise<{ isFirstSeed: boolean }> {
  const passwordHash = await hashPassword(password);
  const isFirstSeed = await runSeedStepOnce(db, demoSeedStep, async (tx) => {
    const organisationId = await insertOrganisation(tx, {
      name: demoOrganisationName,
      description: 'A demonstration organisation of residential builders.',
      address: '1 Example Street, Sydney NSW 2000',
      phone: '02 9000 0000',
      email: 'admin@example.com',
    });
    for (const account of demoAccounts) {
      const user = await insertUser(tx, {
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        company: demoOrganisationName,
        address: '1 Example Street, Sydney NSW 2000',
        phone: '02 9000 0000',
      });
      await upsertPasswordHash(tx, user.id, passwordHash);
      await addMembership(tx, organisationId, user.id, account.isAdmin);
    }
  });
  if (!isFirstSeed) {
    for (const account of demoAccounts) {
      const user = await findUserByEmail(db, account.email);
      const current = user ? await findPasswordHash(db, user.id) : null;
      if (user && !(current && (await verifyPassword(current, password)))) {
        await upsertPasswordHash(db, user.id, passwordHash);
      }
    }
  }
  return { isFirstSeed };
}
