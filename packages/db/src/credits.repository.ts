import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Credits live in an append-only ledger (1 credit = 1 dwelling). An account's balance is the sum
 * of its entries; moving credits writes two entries in one transaction.
 */

export async function organisationCreditBalance(
  db: Kysely<Database>,
  organisationId: number,
): Promise<number> {
  const row = await db
    .selectFrom('credit_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('balance'))
    .where('organisation_id', '=', organisationId)
    .where('account', '=', 'organisation')
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

export async function projectCreditBalance(
  db: Kysely<Database>,
  projectId: number,
): Promise<number> {
  const row = await db
    .selectFrom('credit_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('balance'))
    .where('project_id', '=', projectId)
    .where('account', '=', 'project')
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/**
 * Credits spent on a development's lots (the negative 'use' entries), whether they came from the
 * development's prepaid credits or the organisation's.
 */
export async function projectCreditsSpent(
  db: Kysely<Database>,
  projectId: number,
): Promise<number> {
  const row = await db
    .selectFrom('credit_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('spent'))
    .where('reason', '=', 'use')
    .where((eb) =>
      eb.or([
        eb('project_id', '=', projectId),
        eb(
          'structure_id',
          'in',
          eb.selectFrom('structures').select('id').where('project_id', '=', projectId),
        ),
      ]),
    )
    .executeTakeFirstOrThrow();
  return -Number(row.spent);
}

export interface LedgerEntry {
  organisationId: number;
  projectId: number | null;
  structureId: number | null;
  account: 'organisation' | 'project';
  amount: number;
  reason: string;
  createdBy: number | null;
}

export async function appendLedgerEntries(
  db: Kysely<Database>,
  entries: readonly LedgerEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('credit_ledger')
    .values(
      entries.map((e) => ({
        organisation_id: e.organisationId,
        project_id: e.projectId,
        structure_id: e.structureId,
        account: e.account,
        amount: e.amount,
        reason: e.reason,
        created_by: e.createdBy,
      })),
    )
    .execute();
}

/**
 * Serialises credit changes of one organisation inside a transaction (row lock on the
 * organisation), so concurrent allocations cannot overdraw the balance.
 */
export async function lockOrganisationCredits(
  db: Kysely<Database>,
  organisationId: number,
): Promise<void> {
  await db
    .selectFrom('organisations')
    .select('id')
    .where('id', '=', organisationId)
    .forUpdate()
    .execute();
}

/** Sets the organisation's MaxCreditsPerLot (null: no limit). */
export async function setMaxCreditsPerLot(
  db: Kysely<Database>,
  organisationId: number,
  limit: number | null,
): Promise<void> {
  await db
    .updateTable('organisations')
    .set({ max_credits_per_lot: limit })
    .where('id', '=', organisationId)
    .execute();
}
