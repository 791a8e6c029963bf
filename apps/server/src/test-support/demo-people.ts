import { findUserByEmail } from '@circa/db/users.repository';
import type { TestApp } from './test-app';

/** The demo admin's and builder's tokens and user ids. */
export interface DemoPeople {
  admin: string;
  builder: string;
  adminId: number;
  builderId: number;
}

/** Signs in the demo admin and builder (createTestApp with withDemoDevelopment). */
export async function signInDemoPeople(t: TestApp): Promise<DemoPeople> {
  const userId = async (email: string) => (await findUserByEmail(t.database.db, email))!.id;
  return {
    admin: await t.signIn('admin@example.com'),
    builder: await t.signIn('builder@example.com'),
    adminId: await userId('admin@example.com'),
    builderId: await userId('builder@example.com'),
  };
}
