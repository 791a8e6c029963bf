import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Paying for a lot (docs/decisions/0007; docs/security.md "Access and money"). Each payment —
 * credits used or a card payment verified — is a `structure_payments` row with the dwellings it
 * paid for. A lot is paid while those dwellings cover its current design's (database function
 * `circa_is_paid`, migration 0010); raising dwellings later asks for the difference.
 */

/** Whether the lot is paid for its current dwellings: its results and submission are open. */
export async function isStructurePaid(db: Kysely<Database>, structureId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => eb.fn<boolean>('circa_is_paid', [eb.val(structureId)]).as('paid'))
    .executeTakeFirst();
  return row?.paid === true;
}

/** Dwellings the lot has been paid for so far (0 when never paid). */
export async function paidDwellings(db: Kysely<Database>, structureId: number): Promise<number> {
  const row = await db
    .selectNoFrom((eb) =>
      eb.fn<number>('circa_paid_dwellings', [eb.val(structureId)]).as('dwellings'),
    )
    .executeTakeFirst();
  return Number(row?.dwellings ?? 0);
}

export interface StructurePaid {
  structureId: number;
  method: 'credits' | 'card';
  paymentId: number | null;
  dwellings: number;
  /** Dwellings paid before this payment (`paidDwellings` read in the same transaction). */
  paidFrom: number;
  paidBy: number | null;
}

/**
 * Records a payment of `dwellings` for a lot; false (and nothing written) for a card payment
 * already recorded. A second credits payment from the same `paidFrom` is refused by the database
 * (it would pay the same dwellings twice).
 */
export async function recordStructurePaid(
  db: Kysely<Database>,
  paid: StructurePaid,
): Promise<boolean> {
  const rows = await db
    .insertInto('structure_payments')
    .values({
      structure_id: paid.structureId,
      method: paid.method,
      payment_id: paid.paymentId,
      dwellings: paid.dwellings,
      paid_from: paid.paidFrom,
      paid_by: paid.paidBy,
    })
    .onConflict((oc) => oc.column('payment_id').where('payment_id', 'is not', null).doNothing())
    .returning('structure_id')
    .execute();
  return rows.length === 1;
}

/** A card payment intent as stored; `amount` in minor units. */
export interface PaymentRecord {
  id: number;
  structureId: number;
  organisationId: number;
  intentId: string;
  amount: number;
  currency: string;
  dwellings: number;
  status: string;
  verifiedAt: Date | null;
}

export async function insertPayment(
  db: Kysely<Database>,
  payment: Omit<PaymentRecord, 'id' | 'verifiedAt'> & { createdBy: number | null },
): Promise<number> {
  const row = await db
    .insertInto('payments')
    .values({
      structure_id: payment.structureId,
      organisation_id: payment.organisationId,
      intent_id: payment.intentId,
      amount: payment.amount,
      currency: payment.currency,
      dwellings: payment.dwellings,
      status: payment.status,
      created_by: payment.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Statuses after which a card payment intent can no longer be paid (Stripe's spelling). */
export const closedIntentStatuses = ['succeeded', 'canceled'] as const;

const toRecord = (r: {
  id: number;
  structure_id: number;
  organisation_id: number;
  intent_id: string;
  amount: number;
  currency: string;
  dwellings: number;
  status: string;
  verified_at: Date | null;
}): PaymentRecord => ({
  id: r.id,
  structureId: r.structure_id,
  organisationId: r.organisation_id,
  intentId: r.intent_id,
  amount: r.amount,
  currency: r.currency,
  dwellings: r.dwellings,
  status: r.status,
  verifiedAt: r.verified_at,
});

/** The lot's latest stored intent that was still open (not succeeded or canceled) when last seen. */
export async function findOpenPayment(
  db: Kysely<Database>,
  structureId: number,
): Promise<PaymentRecord | null> {
  const r = await db
    .selectFrom('payments')
    .selectAll()
    .where('structure_id', '=', structureId)
    .where('status', 'not in', [...closedIntentStatuses])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r ? toRecord(r) : null;
}

export async function findPaymentByIntent(
  db: Kysely<Database>,
  intentId: string,
): Promise<PaymentRecord | null> {
  const r = await db
    .selectFrom('payments')
    .selectAll()
    .where('intent_id', '=', intentId)
    .executeTakeFirst();
  return r ? toRecord(r) : null;
}

/** Stores the provider's latest status of an intent; `verified` stamps it as checked paid. */
export async function updatePaymentStatus(
  db: Kysely<Database>,
  id: number,
  status: string,
  verified: boolean,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status, ...(verified && { verified_at: new Date() }) })
    .where('id', '=', id)
    .execute();
}
