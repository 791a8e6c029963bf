import { claimLotInvitations } from '@circa/db/lot-collaborators.repository';
import { listOrganisationsOfLots } from '@circa/db/org-membership.repository';
import { joinOrganisation } from '@circa/db/project-people.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';

/**
 * Puts a person with a newly confirmed address on each lot that invited the address before it
 * had an account (addLotCollaborator), at the level it was given, and makes them a member of
 * each inviting organisation (decision 0024: they came to Circa through it; an existing
 * membership, blocked or not, is kept as it is). Called when an address is confirmed and when
 * an account is created already confirmed (single sign-on).
 */
export async function joinInvitedLots(
  db: Kysely<Database>,
  user: { id: number; email: string },
): Promise<number[]> {
  const lots = await claimLotInvitations(db, user);
  for (const organisationId of await listOrganisationsOfLots(db, lots)) {
    await joinOrganisation(db, organisationId, user.id);
  }
  return lots;
}
