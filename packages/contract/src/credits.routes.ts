import { z } from 'zod';
import { creditApprovalRequestSchema } from './credits.schema';
import { structurePathSchema } from './lots.schema';
import { defineRoute } from './route';

/** Credits (document 2 §7 "Credits and payment", "Credit dialog"; 1 credit per dwelling). */

/**
 * Pays for a lot with credits: one per dwelling of its current design, from the development's
 * prepaid credits first, then the organisation's. Answers true (also when the lot was already
 * paid, without charging again). 403 when the dwellings exceed the organisation's
 * MaxCreditsPerLot and the caller is not an organisation admin; 409 when out of credits.
 */
export const useStructureCredit = defineRoute({
  id: 'useStructureCredit',
  method: 'POST',
  paths: ['/useStructureCredit/:id'],
  access: 'user',
  requestKind: 'path',
  request: structurePathSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: "Uses credits (1 per dwelling) to pay for a lot's results.",
  errors: ['not_found', 'forbidden', 'conflict'],
});

/** Emails the organisation's admins (and adds an in-app message) asking to approve a lot's credits. */
export const sendCreditApprovalRequestEmail = defineRoute({
  id: 'sendCreditApprovalRequestEmail',
  method: 'POST',
  paths: ['/sendCreditApprovalRequestEmail'],
  access: 'user',
  requestKind: 'json',
  request: creditApprovalRequestSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: "Asks the organisation's admins to approve using credits for a lot above the limit.",
  errors: ['validation_failed', 'not_found', 'forbidden'],
});
