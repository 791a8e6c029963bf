import type { PaymentPopUp } from './credit-dialog-state';

/** A PaymentPopUp for tests: prepaid, 10 organisation and 5 project credits, no per-lot limit. */
export const popUp = (changes: Partial<PaymentPopUp> = {}): PaymentPopUp => ({
  Prepaid: true,
  OrgCreditAmount: 10,
  ProjectCreditAmount: 5,
  MaxCreditsPerLot: null,
  PaidDwellings: 0,
  SupportEmail: 'help@example.com',
  OrgName: 'Demo Builders',
  IsOrgAdmin: false,
  ...changes,
});
