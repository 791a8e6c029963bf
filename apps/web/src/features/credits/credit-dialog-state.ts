import type { DesignForm } from '@circa/contract/design.schema';

/** The design form's PaymentPopUp block (document 2 "Credit dialog"). */
export type PaymentPopUp = DesignForm['PaymentPopUp'];

/** What the credit dialog shows first (document 2 §4 "Credit dialog"). */
export type CreditDialogStart = 'outOfCredits' | 'useCredits' | 'needsApproval' | 'paymentRequired';

/**
 * Prepaid or organisation credit above 0: Out of Credits when the dwellings exceed the project's
 * plus the organisation's credits, else Use Credits — or, above the organisation's limit per lot
 * for someone who is not an organisation admin, Request Approval. No credits: Payment Required.
 */
export function creditDialogStart(payment: PaymentPopUp, dwellings: number): CreditDialogStart {
  if (!payment.Prepaid && payment.OrgCreditAmount <= 0) return 'paymentRequired';
  if (dwellings > payment.ProjectCreditAmount + payment.OrgCreditAmount) return 'outOfCredits';
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
