import { organisationCreditBalance } from '@circa/db/credits.repository';
import type { OrganisationRecord } from '@circa/db/organisations.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';

/**
 * The organisation's credits a lot may use, for the credit dialog: none when the organisation
 * requires credits to be allocated to developments first (only the development's prepaid credits
 * then pay, as useStructureCredit charges), else its balance.
 */
export async function organisationCreditsForLots(
  db: Kysely<Database>,
  organisation: Pick<OrganisationRecord, 'id' | 'requireProjectCreditAllocation'>,
): Promise<number> {
  if (organisation.requireProjectCreditAllocation) return 0;
  return organisationCreditBalance(db, organisation.id);
}
