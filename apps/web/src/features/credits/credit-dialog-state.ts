import type { DesignForm } from '@circa/contract/design.schema';

/** The design form's PaymentPopUp block (document 2 "Credit dialog"). */
export type PaymentPopUp = DesignForm['PaymentPopUp'];

/** What the credit dialog shows first (document 2 §4 "Credit dialog"). */
export type CreditDialogStart = 'outOfCredits' | 'useCredits' | 'needsApproval' | 'paymentRequired';

/**
 * Credits still to pay for a lot of `lotCredits` credits (1 per dwelling): all of them for a new
 * lot, the dwellings added since the last payment after dwellings were raised.
 */
export function creditsDue(payment: PaymentPopUp, lotCredits: number): number {
  return Math.max(1, lotCredits - payment.PaidDwellings);
}

/**
 * Prepaid or organisation credit above 0: Out of Credits when the credits due exceed the
 * project's plus the organisation's credits, else Use Credits — or, above the organisation's
 * limit per lot (on all of the lot's dwellings) for someone who is not an organisation admin,
 * Request Approval. No credits: Payment Required.
 */
export function creditDialogStart(payment: PaymentPopUp, dwellings: number): CreditDialogStart {
  if (!payment.Prepaid && payment.OrgCreditAmount <= 0) return 'paymentRequired';
  if (creditsDue(payment, dwellings) > payment.ProjectCreditAmount + payment.OrgCreditAmount)
    return 'outOfCredits';
  if (
    payment.MaxCreditsPerLot !== null &&
    payment.MaxCreditsPerLot < dwellings &&
    !payment.IsOrgAdmin
  )
    return 'needsApproval';
  return 'useCredits';
}

/** An organisation admin using credits above the per-lot limit is asked to check the lot. */
export function isAboveLimit(payment: PaymentPopUp, dwellings: number): boolean {
  return payment.MaxCreditsPerLot !== null && payment.MaxCreditsPerLot < dwellings;
}

/** Whole dwellings the credits are counted for (1 credit per dwelling, at least 1). */
export function creditsFor(dwellings: number): number {
  return Number.isFinite(dwellings) ? Math.max(1, Math.ceil(dwellings)) : 1;
}
