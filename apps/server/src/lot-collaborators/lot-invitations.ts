import { claimLotInvitations } from '@circa/db/lot-collaborators.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';

/**
 * Puts a person with a newly confirmed address on each lot that invited the address before it
 * had an account (addLotCollaborator), at the level it was given. Called when an address is
 * confirmed and when an account is created already confirmed (single sign-on).
 */
export async function joinInvitedLots(
  db: Kysely<Database>,
  user: { id: number; email: string },
): Promise<number[]> {
  return claimLotInvitations(db, user);
}
