import { z } from 'zod';
import { queryInt } from './numbers.schema';

/** Texts of credits and payment, word for word from document 2 §5 and §8. */
export const creditMessages = {
  requestInfoRequired: 'Please enter request information.',
  /** `{supportEmail}`: the organisation's support address, else the default one. */
  outOfCredits:
    'This design could not be submitted as the project organisation is out of credits. Please contact the support email ({supportEmail}) for assistance.',
  /** `{n}`: the organisation's MaxCreditsPerLot. */
  lotLimit:
    'Your organisation has a limit of {n} dwellings per Lot. You will need to have this lot approved by an Organisation Administrator.',
  adminCheckLot: 'Check the lot carefully before using the credit.',
  /** `{org}`: the organisation's name. */
  requestSent: 'The credit approval request has been sent to {org} administrator.',
  paymentUnexpected: 'An unexpected error has occurred.',
  paymentNotVerified: 'Could not verify payment. Please contact support.',
  paymentNotSuccessful: 'Payment processing was NOT successful',
  paymentNotConfigured: 'Card payment is not configured on this server.',
} as const;

/** POST /sendCreditApprovalRequestEmail: asks the organisation's admins to approve a lot above MaxCreditsPerLot. */
export const creditApprovalRequestSchema = z.object({
  LotId: queryInt().positive('LotId must be a positive id.'),
  /** Dwellings of the lot's design (1 credit each); the server uses its own count. */
  Dwellings: z.coerce.number().min(0).max(1e5),
  /** The organisation's limit as the screen showed it; informative only. */
  MaxCreditsPerLot: queryInt().min(0).nullable(),
  RequestInfo: z
    .string({ error: creditMessages.requestInfoRequired })
    .trim()
    .min(1, creditMessages.requestInfoRequired)
    .max(4000, 'Please keep the request information under 4000 characters.'),
});

/** The approval request as a caller writes it. */
export type CreditApprovalRequest = z.input<typeof creditApprovalRequestSchema>;
/** The approval request as the server reads it (trimmed, coerced). */
export type CreditApprovalRequestData = z.output<typeof creditApprovalRequestSchema>;
