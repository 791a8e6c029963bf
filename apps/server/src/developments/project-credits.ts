import { messages } from '@circa/contract/messages';
import {
  appendLedgerEntries,
  lockOrganisationCredits,
  organisationCreditBalance,
  projectCreditBalance,
} from '@circa/db/credits.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { AppError } from '../http/app-error';

/** Moving organisation credits is for organisation admins only (document 3; docs/security.md). */
export const creditsForAdminsOnly = () =>
  new AppError('forbidden', messages.projectCreditsAdminOnly, [
    { path: ['CreditsBalance'], message: messages.projectCreditsAdminOnly },
  ]);

const invalid = () =>
  new AppError('validation_failed', messages.projectCreditsInvalid, [
    { path: ['CreditsBalance'], message: messages.projectCreditsInvalid },
  ]);

/**
 * Sets a development's prepaid credit balance by moving credits between the organisation and
 * the development in the ledger (inside the caller's transaction, with the organisation locked):
 * raising it takes credits from the organisation, lowering it (or turning prepaid off, which
 * sets 0) gives them back. Refuses a balance that is negative or above what the organisation has,
 * and any change at all by someone who is not an admin of the organisation.
 */
export async function setProjectCreditBalance(
  tx: Kysely<Database>,
  project: { id: number; organisationId: number },
  target: number,
  caller: { userId: number; isOrgAdmin: boolean },
): Promise<void> {
  const userId = caller.userId;
  if (target < 0) throw invalid();
  await lockOrganisationCredits(tx, project.organisationId);
  const current = await projectCreditBalance(tx, project.id);
  const delta = target - current;
  if (delta === 0) return;
  if (!caller.isOrgAdmin) throw creditsForAdminsOnly();
  if (delta > 0 && delta > (await organisationCreditBalance(tx, project.organisationId)))
    throw invalid();
  const reason = delta > 0 ? 'allocation' : 'release';
  await appendLedgerEntries(tx, [
    {
      organisationId: project.organisationId,
      projectId: null,
      structureId: null,
      account: 'organisation',
      amount: -delta,
      reason,
      createdBy: userId,
    },
    {
      organisationId: project.organisationId,
      projectId: project.id,
      structureId: null,
      account: 'project',
      amount: delta,
      reason,
      createdBy: userId,
    },
  ]);
}
