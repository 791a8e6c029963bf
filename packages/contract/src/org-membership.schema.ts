import { z } from 'zod';
import { idField } from './select-option.schema';

/**
 * Joining an organisation by asking (issue 20 item 2, decision 0024): a person finds an
 * organisation by name or by their email domain and asks to join; its admins approve or reject.
 */

export const orgMembershipTexts = {
  alreadyMember: 'You are already a member of this organisation.',
  alreadyRequested: 'You have already asked to join this organisation.',
  requestAnswered: 'This request has already been answered.',
  searchTooShort: 'Type at least 2 letters of the organisation name.',
} as const;

export const findOrganisationsQuerySchema = z.object({
  /** Part of the organisation's name; absent: the organisations at the caller's email domain. */
  name: z
    .string()
    .trim()
    .min(2, orgMembershipTexts.searchTooShort)
    .max(200, 'Type at most 200 characters of the organisation name.')
    .optional(),
});

export const joinableOrganisationSchema = z.object({
  Id: z.int32(),
  Name: z.string(),
  /** The caller has an open request to join it. */
  IsRequested: z.boolean(),
});
export type JoinableOrganisation = z.infer<typeof joinableOrganisationSchema>;

export const findOrganisationsResultSchema = z.object({
  /** The caller's email domain when it is an organisation's, not a public mail service's. */
  Domain: z.string().nullable(),
  Organisations: z.array(joinableOrganisationSchema),
});
export type FindOrganisationsResult = z.infer<typeof findOrganisationsResultSchema>;

export const askToJoinSchema = z.object({ orgId: idField('orgId') });

export const joinRequestSchema = z.object({
  Id: z.int32(),
  OrganisationId: z.int32(),
  OrganisationName: z.string(),
  UserId: z.int32(),
  FirstName: z.string(),
  Surname: z.string(),
  Email: z.string(),
  /** ISO 8601. */
  RequestedAt: z.string(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const joinRequestIdSchema = z.object({ requestId: idField('requestId') });
