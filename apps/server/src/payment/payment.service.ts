import { creditMessages } from '@circa/contract/credits.schema';
import type { PaymentIntent } from '@circa/contract/payment.schema';
import {
  closedIntentStatuses,
  findOpenPayment,
  findPaymentByIntent,
  insertPayment,
  paidDwellings,
  recordStructurePaid,
  updatePaymentStatus,
} from '@circa/db/payments.repository';
import type { PaymentRecord } from '@circa/db/payments.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { amountInMinorUnits, creditsForDwellings } from '../credits/lot-charge';
import { loadLotDesign } from '../design/lot-design';
import { AppError } from '../http/app-error';
import { requireLotEditor } from '../access/access';
import type { AuthUser } from '../http/request-context';
import type { IntentSnapshot, PaymentGateway } from './stripe-gateway';

export interface PaymentDeps {
  db: Kysely<Database>;
  gateway: PaymentGateway | null;
  unitCost: number;
  currency: string;
  log: { warn: (object: object, message: string) => void };
}

const notVerified = () => new AppError('bad_request', creditMessages.paymentNotVerified);

/**
 * The lot's open intent when it can be paid again as it is: stored for the same lot, dwellings,
 * amount and currency, and still open at Stripe (asked server-side). An intent found succeeded is
 * settled (the lot is paid; 409). Null when a new intent is needed.
 */
async function reusableIntent(
  deps: PaymentDeps & { gateway: PaymentGateway },
  structureId: number,
  charge: { amount: number; dwellings: number },
  caller: AuthUser,
): Promise<IntentSnapshot | null> {
  const open = await findOpenPayment(deps.db, structureId);
  if (
    !open ||
    open.amount !== charge.amount ||
    open.dwellings !== charge.dwellings ||
    open.currency.toLowerCase() !== deps.currency.toLowerCase()
  )
    return null;
  let intent: IntentSnapshot;
  try {
    intent = await deps.gateway.retrieveIntent(open.intentId);
  } catch (error) {
    deps.log.warn({ err: error }, 'Stripe could not retrieve an open payment intent');
    return null;
  }
  if (isIntentPaid(intent, open)) {
    await settlePayment(deps.db, open, intent, caller.userId);
    throw new AppError('conflict', 'This lot is already paid.');
  }
  if (intent.status !== open.status)
    await updatePaymentStatus(deps.db, open.id, intent.status, false);
  const isUsable =
    !(closedIntentStatuses as readonly string[]).includes(intent.status) &&
    intent.id === open.intentId &&
    intent.metadata['structureId'] === String(structureId) &&
    intent.amount === open.amount &&
    intent.currency.toLowerCase() === open.currency.toLowerCase() &&
    intent.clientSecret !== null;
  return isUsable ? intent : null;
}

/**
 * getpaymentIntent: a Stripe PaymentIntent for unit cost × the dwellings of the lot's current design
 * not paid yet (all of them for a new lot; the difference after dwellings were raised),
 * with the lot's id in its metadata, stored so that verification can compare it. The lot's open
 * intent is answered again while it still fits (same amount and currency, not succeeded or
 * canceled), so revisiting the payment screen neither creates intents nor stores payments. 409
 * when the lot is already paid; 400 when card payment is not configured or the provider fails.
 */
export async function createPaymentIntent(
  deps: PaymentDeps,
  caller: AuthUser,
  structureId: number,
): Promise<PaymentIntent> {
  const lot = await loadLotDesign(deps.db, caller, structureId);
  requireLotEditor(lot.access);
  const { structure, project, paidDwellings } = lot.access;
  const dwellings = creditsForDwellings(lot.design.attributes.dwellings) - paidDwellings;
  if (dwellings <= 0) throw new AppError('conflict', 'This lot is already paid.');
  const gateway = deps.gateway;
  if (!gateway) throw new AppError('bad_request', creditMessages.paymentNotConfigured);
  const amount = amountInMinorUnits(deps.unitCost, dwellings, deps.currency);
  const answer = (clientSecret: string): PaymentIntent => ({
    ClientSecret: clientSecret,
    Currency: deps.currency,
    Dwellings: dwellings,
    UnitCost: deps.unitCost,
  });
  const reused = await reusableIntent(
    { ...deps, gateway },
    structure.id,
    { amount, dwellings },
    caller,
  );
  if (reused?.clientSecret) return answer(reused.clientSecret);
  let intent: IntentSnapshot;
  try {
    intent = await gateway.createIntent({
      amount,
      currency: deps.currency,
      description: `Circa results for ${structure.name} (${dwellings} dwellings)`,
      metadata: { structureId: String(structure.id), dwellings: String(dwellings) },
    });
  } catch (error) {
    deps.log.warn({ err: error }, 'Stripe could not create a payment intent');
    throw new AppError('bad_request', creditMessages.paymentUnexpected);
  }
  if (!intent.clientSecret) throw new AppError('bad_request', creditMessages.paymentUnexpected);
  await insertPayment(deps.db, {
    structureId: structure.id,
    organisationId: project.organisationId,
    intentId: intent.id,
    amount,
    currency: deps.currency,
    dwellings,
    status: intent.status,
    createdBy: caller.userId,
  });
  return answer(intent.clientSecret);
}

/** The intent succeeded for this stored payment: same lot, amount and currency. */
export function isIntentPaid(intent: IntentSnapshot, payment: PaymentRecord): boolean {
  return (
    intent.id === payment.intentId &&
    intent.status === 'succeeded' &&
    intent.metadata['structureId'] === String(payment.structureId) &&
    intent.amount === payment.amount &&
    intent.currency.toLowerCase() === payment.currency.toLowerCase()
  );
}

/**
 * Records a verified card payment for the dwellings it was made for (once per payment). The lot
 * is paid when these and earlier payments cover its current dwellings: a payment made for fewer
 * dwellings than the lot has by now leaves the rest to pay.
 */
export async function settlePayment(
  db: Kysely<Database>,
  payment: PaymentRecord,
  intent: IntentSnapshot,
  paidBy: number | null,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await updatePaymentStatus(tx, payment.id, intent.status, true);
    await recordStructurePaid(tx, {
      structureId: payment.structureId,
      method: 'card',
      paymentId: payment.id,
      dwellings: payment.dwellings,
      paidFrom: await paidDwellings(tx, payment.structureId),
      paidBy,
    });
  });
}

/**
 * verifypayment: never trusts the browser. The intent must be one Circa created for this lot,
 * and Stripe (asked server-side) must say it succeeded with the stored amount and currency;
 * otherwise 400 'Could not verify payment. Please contact support.'.
 */
export async function verifyPayment(
  deps: PaymentDeps,
  caller: AuthUser,
  input: { structureId: number; paymentId: string },
): Promise<true> {
  const lot = await loadLotDesign(deps.db, caller, input.structureId);
  requireLotEditor(lot.access);
  const payment = await findPaymentByIntent(deps.db, input.paymentId);
  if (!payment || payment.structureId !== lot.access.structure.id || !deps.gateway)
    throw notVerified();
  let intent: IntentSnapshot;
  try {
    intent = await deps.gateway.retrieveIntent(payment.intentId);
  } catch (error) {
    deps.log.warn({ err: error }, 'Stripe could not retrieve a payment intent');
    throw notVerified();
  }
  if (!isIntentPaid(intent, payment)) {
    await updatePaymentStatus(deps.db, payment.id, intent.status, false);
    throw notVerified();
  }
  await settlePayment(deps.db, payment, intent, caller.userId);
  return true;
}
