import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Paying for a lot (issue 6). A lot is paid when it has a `structure_payments` row: written once,
 * when credits are used or a card payment is verified (its primary key refuses a second one).
 */

/** Whether the lot is paid (credits used or a verified card payment): its results are unlocked. */
export async function isStructurePaid(db: Kysely<Database>, structureId: number): Promise<boolean> {
  const row = await db
    .selectFrom('structure_payments')
    .select('structure_id')
    .where('structure_id', '=', structureId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface StructurePaid {
  structureId: number;
  method: 'credits' | 'card';
  paymentId: number | null;
  dwellings: number;
  paidBy: number | null;
}

/** Records that a lot is paid; false (and nothing written) when it already was. */
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
      paid_by: paid.paidBy,
    })
    .onConflict((oc) => oc.column('structure_id').doNothing())
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
