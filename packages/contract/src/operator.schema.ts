import { z } from 'zod';
import { createOrganisationSchema } from './create-organisation.schema';
import { usernameSchema } from './fields.schema';
import { idField } from './select-option.schema';

/**
 * Installation operators (issue 20 item 3, decision 0024): the people whose confirmed addresses
 * are in CIRCA_OPERATOR_EMAILS set up customers: organisations, credits and admins.
 */

export const operatorTexts = {
  notOperator: 'Only an operator of this Circa installation can do that.',
  creditsInvalid: 'Credits must be a whole number from 1 to 100,000.',
  reasonRequired: 'Please enter the reason for the credits (for example the invoice number).',
  reasonTooLong: 'The reason can have at most 500 characters.',
  noAccount:
    'No Circa account uses this email address yet: ask the person to register with it, then make them admin.',
} as const;

export const operatorOrganisationSchema = z.object({
  Id: z.int32(),
  Name: z.string(),
  SupportEmail: z.string(),
  /** ISO 8601. */
  CreatedAt: z.string(),
  Members: z.int32(),
  AdminEmails: z.array(z.string()),
  /** The organisation's credit balance (1 credit = 1 dwelling). */
  Credits: z.int32(),
});
export type OperatorOrganisation = z.infer<typeof operatorOrganisationSchema>;

/** A customer's organisation: the fields of Create Organisation and the admin to be. */
export const operatorCreateOrganisationSchema = createOrganisationSchema.extend({
  AdminEmail: usernameSchema,
});

export const operatorGrantCreditsSchema = z.object({
  orgId: idField('orgId'),
  credits: z
    .number({ error: operatorTexts.creditsInvalid })
    .int(operatorTexts.creditsInvalid)
    .min(1, operatorTexts.creditsInvalid)
    .max(100000, operatorTexts.creditsInvalid),
  reason: z
    .string({ error: operatorTexts.reasonRequired })
    .trim()
    .min(1, operatorTexts.reasonRequired)
    .max(500, operatorTexts.reasonTooLong),
});

export const operatorMakeAdminSchema = z.object({
  orgId: idField('orgId'),
  email: usernameSchema,
});
