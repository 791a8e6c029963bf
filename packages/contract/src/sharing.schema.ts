import { z } from 'zod';
import { SharePermission } from './enums';
import { idField } from './select-option.schema';

/**
 * Sharing a lot's design and a development's reports (document 3 §2 "Sharing and reports", §3
 * "Share details", §4 "Share permission"; decision 0027).
 */

const sharePermissionCodes = Object.values(SharePermission);

/** A share permission on the wire: 0 None, 1 Public, 2 Private, 3 RequestPublic. */
export const sharePermissionSchema = z.coerce
  .number({ error: 'Please choose who may see the design.' })
  .refine((v): v is SharePermission => (sharePermissionCodes as number[]).includes(v), {
    error: 'Please choose who may see the design.',
  });

/** A social network the public link can be posted to (document 3 §3 "SocialMediaLinks"). */
export const socialMediaLinkSchema = z.object({
  /** The network's name, shown on its button: Facebook, X, LinkedIn, Email. */
  Name: z.string(),
  /** The network's share address carrying the public link. */
  ShareableUrl: z.string(),
});
export type SocialMediaLink = z.infer<typeof socialMediaLinkSchema>;

/** Someone a report can be sent to (document 3 §3 "ReportRecipients"). */
export const reportRecipientSchema = z.object({
  UserId: z.int32(),
  Name: z.string(),
  Email: z.string(),
  Checked: z.boolean(),
});
export type ReportRecipient = z.infer<typeof reportRecipientSchema>;

/** A lot's share details (document 3 §3 "Share details"), with what the caller may do. */
export const lotShareDetailsSchema = z.object({
  StructureId: z.int32(),
  ProjectId: z.int32(),
  DesignId: z.int32(),
  DesignName: z.string(),
  StructureName: z.string(),
  ProjectName: z.string(),
  /** The design's picture (null when it has none). */
  ImageIcon: z.string().nullable(),
  SharePermission: z.int32(),
  IsFeature: z.boolean(),
  /** The id in the public link /feed/{Base36DesignId}. */
  Base36DesignId: z.string(),
  /** Posting the public link (empty until the design is public). */
  SocialMediaLinks: z.array(socialMediaLinkSchema),
  ReportRecipients: z.array(reportRecipientSchema),
  /** The caller is an admin coordinator of the development (project reports). */
  CanUserAccessProjectApi: z.boolean(),
  /** The caller may change the share settings (lead, collaborator, admin coordinator). */
  CanEdit: z.boolean(),
  /** The caller may make the link public at once; otherwise they may only request it. */
  CanCreatePublicLink: z.boolean(),
  /** The design is submitted (an unsubmitted one shows 'Design Under Review' publicly). */
  IsSubmitted: z.boolean(),
});
export type LotShareDetails = z.infer<typeof lotShareDetailsSchema>;

/** A development's share details: its name and whether the caller may see its reports. */
export const projectShareDetailsSchema = z.object({
  ProjectId: z.int32(),
  ProjectName: z.string(),
  /** Only admin coordinators see the development's reports (document 3 §2). */
  CanUserAccessProjectApi: z.boolean(),
  ReportRecipients: z.array(reportRecipientSchema),
});
export type ProjectShareDetails = z.infer<typeof projectShareDetailsSchema>;

/** POST /share/update (document 3 §7). */
export const updateShareSchema = z.object({
  StructureId: idField('StructureId'),
  IsFeature: z.boolean({ error: 'IsFeature must be true or false.' }),
  SharePermission: sharePermissionSchema,
});
export type UpdateShareInput = z.infer<typeof updateShareSchema>;

/** POST /requestPublicLink (document 3 §7). */
export const requestPublicLinkSchema = z.object({ structureId: idField('structureId') });

/** A request for a public link waiting for an organisation administrator. */
export const publicLinkRequestSchema = z.object({
  Id: z.int32(),
  StructureId: z.int32(),
  StructureName: z.string(),
  ProjectName: z.string(),
  DesignName: z.string(),
  Base36DesignId: z.string(),
  /** Asked to be listed among the featured designs as well. */
  IsFeature: z.boolean(),
  RequestedBy: z.string(),
  RequestedByEmail: z.string(),
  /** ISO 8601 time of the request. */
  RequestedAt: z.string(),
});
export type PublicLinkRequest = z.infer<typeof publicLinkRequestSchema>;

export const publicLinkRequestsSchema = z.object({
  OrganisationName: z.string(),
  Requests: z.array(publicLinkRequestSchema),
});
export type PublicLinkRequests = z.infer<typeof publicLinkRequestsSchema>;

export const publicLinkAnswerSchema = z.object({ requestId: idField('requestId') });

/** The sharing refusals and notices (not in the spec; worded like its messages). */
export const sharingTexts = {
  noDesign: 'This lot has no design to share yet.',
  readOnly: 'You have read-only access to this lot, so you cannot change how it is shared.',
  needsApproval:
    "This development needs an organisation administrator's approval for public links: request a public link instead.",
  alreadyPublic: 'The design is already public.',
  requestAnswered: 'This request has already been answered.',
  adminOnly: 'Only an administrator of this organisation can approve public links.',
} as const;
