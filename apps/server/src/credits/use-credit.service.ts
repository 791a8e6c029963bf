import { formatMessage } from '@circa/contract/messages';
import { creditMessages } from '@circa/contract/credits.schema';
import {
  appendLedgerEntries,
  lockOrganisationCredits,
  organisationCreditBalance,
  projectCreditBalance,
} from '@circa/db/credits.repository';
import type { LedgerEntry } from '@circa/db/credits.repository';
import { findOrganisation } from '@circa/db/organisations.repository';
import { paidDwellings, recordStructurePaid } from '@circa/db/payments.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { loadLotDesign } from '../design/lot-design';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { creditsForDwellings } from './lot-charge';

/**
 * Use Credits (document 2 "Credit dialog"): pays for the lot with 1 credit per dwelling of its
 * current design, from the development's prepaid credits first, then the organisation's (unless
 * the organisation requires credits to be allocated to developments). Above the organisation's
 * MaxCreditsPerLot only an organisation admin may do it. All in one transaction with the
 * organisation's row locked, so concurrent calls neither overspend nor charge a lot twice (the
 * database refuses two credits payments of the same dwellings too). A lot is paid for a number of dwellings: after dwellings were raised, only the dwellings not
 * yet paid are charged. A lot already paid for its dwellings answers true, uncharged.
 */
export async function useStructureCredit(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
  defaultSupportEmail: string,
): Promise<true> {
  const lot = await loadLotDesign(db, caller, structureId);
  const { access } = lot;
  const due = creditsForDwellings(lot.design.attributes.dwellings);
  if (access.paidDwellings >= due) return true;
  if (!access.canEdit) throw new AppError('forbidden', 'You have read-only access to this lot.');
  const organisation = await findOrganisation(db, access.project.organisationId);
  if (!organisation) throw notFound('The lot was not found.');
  // the organisation's limit is per lot: on all of its dwellings, not only the ones still unpaid
  const limit = organisation.maxCreditsPerLot;
  if (limit !== null && due > limit && !access.isOrgAdmin)
    throw new AppError('forbidden', formatMessage(creditMessages.lotLimit, { n: limit }));

  return db.transaction().execute(async (tx) => {
    await lockOrganisationCredits(tx, organisation.id);
    const paid = await paidDwellings(tx, access.structure.id);
    const credits = due - paid;
    if (credits <= 0) return true as const;
    const project = await projectCreditBalance(tx, access.project.id);
    const shared = organisation.requireProjectCreditAllocation
      ? 0
      : await organisationCreditBalance(tx, organisation.id);
    if (credits > project + shared) {
      throw new AppError(
        'conflict',
        formatMessage(creditMessages.outOfCredits, {
          supportEmail: organisation.supportEmail || defaultSupportEmail,
        }),
      );
    }
    const fromProject = Math.min(project, credits);
    const entry = (account: LedgerEntry['account'], amount: number): LedgerEntry => ({
      organisationId: organisation.id,
      projectId: account === 'project' ? access.project.id : null,
      structureId: access.structure.id,
      account,
      amount: -amount,
      reason: 'use',
      createdBy: caller.userId,
    });
    await appendLedgerEntries(tx, [
      ...(fromProject > 0 ? [entry('project', fromProject)] : []),
      ...(credits > fromProject ? [entry('organisation', credits - fromProject)] : []),
    ]);
    await recordStructurePaid(tx, {
      structureId: access.structure.id,
      method: 'credits',
      paymentId: null,
      dwellings: credits,
      paidFrom: paid,
      paidBy: caller.userId,
    });
    return true as const;
  });
}
