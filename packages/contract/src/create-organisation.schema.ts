import { z } from 'zod';
import { organisationSummarySchema } from './organisations.schema';
import { orgSettingsMessages, supportEmailField } from './org-settings.schema';

/**
 * Creating an organisation (issue 20 item 1; decision 0023). The spec is silent on how an
 * organisation comes to exist, so these texts are ours; the support email's is the spec's.
 */
export const createOrganisationMessages = {
  nameRequired: 'Please enter organisation name.',
  nameTooLong: 'Please enter an organisation name of at most 200 characters.',
  addressTooLong: 'Please enter an address of at most 500 characters.',
  supportEmailInvalid: orgSettingsMessages.supportEmailInvalid,
  nameTaken: 'An organisation with this name already exists. Please enter another name.',
  alreadyMember:
    'You already belong to an organisation. Ask its admins, or Circa support, for another one.',
} as const;

export const createOrganisationSchema = z.object({
  Name: z
    .string()
    .trim()
    .min(1, createOrganisationMessages.nameRequired)
    .max(200, createOrganisationMessages.nameTooLong),
  Address: z.string().trim().max(500, createOrganisationMessages.addressTooLong),
  SupportEmail: supportEmailField,
});
export type CreateOrganisation = z.infer<typeof createOrganisationSchema>;

/** The new organisation, and the trial credits it started with (0 when none are configured). */
export const createdOrganisationSchema = organisationSummarySchema.extend({
  TrialCredits: z.int32(),
});
export type CreatedOrganisation = z.infer<typeof createdOrganisationSchema>;
