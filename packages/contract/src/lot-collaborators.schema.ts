import { z } from 'zod';
import { usernameSchema } from './fields.schema';
import { idField } from './select-option.schema';

/**
 * A lot's collaborators and access requests (document 3 §2 "/lot-collaborators/{id}/{type}";
 * §3 "Lot collaborator"; §4 "Collaborator access request", "Lead collaborator"; §5).
 */

/** Access levels a collaborator may be given: 1 Lead, 2 Collaborator, 3 Read Only (Not Involved is not selectable). */
export const collaboratorAccessLevelSchema = z.coerce
  .number({ error: 'structureUserTypeId must be 1 (Lead), 2 (Collaborator) or 3 (Read Only).' })
  .int('structureUserTypeId must be 1 (Lead), 2 (Collaborator) or 3 (Read Only).')
  .min(1, 'structureUserTypeId must be 1 (Lead), 2 (Collaborator) or 3 (Read Only).')
  .max(3, 'structureUserTypeId must be 1 (Lead), 2 (Collaborator) or 3 (Read Only).');

/** One person on the lot's collaborators screen (document 3 §3 "Lot collaborator"). */
export const lotCollaboratorSchema = z.object({
  UserId: z.int32(),
  Name: z.string(),
  Email: z.string(),
  /** 1 Lead, 2 Collaborator, 3 Read Only (for a request: the level asked for). */
  StructureUserTypeId: z.int32(),
  IsRequestingAccess: z.boolean(),
  /** The request to approve or reject (0 when not requesting). */
  RequestLotId: z.int32(),
});
export type LotCollaborator = z.infer<typeof lotCollaboratorSchema>;

/** An invitation emailed to an address without an account, waiting for it to register. */
export const lotInvitationSchema = z.object({
  InvitationId: z.int32(),
  Email: z.string(),
  /** The level it will get: 1 Lead, 2 Collaborator, 3 Read Only. */
  StructureUserTypeId: z.int32(),
  /** ISO 8601 time the invitation was (last) sent. */
  InvitedAt: z.string(),
});
export type LotInvitation = z.infer<typeof lotInvitationSchema>;

/** The screen's list: the people on the lot, and the invitations not yet taken up (by email). */
export const lotCollaboratorsSchema = z.object({
  StructureName: z.string(),
  ProjectName: z.string(),
  Collaborators: z.array(lotCollaboratorSchema),
  Invitations: z.array(lotInvitationSchema),
});
export type LotCollaborators = z.infer<typeof lotCollaboratorsSchema>;

/** Invite payload (document 3 §3): the email is trimmed and compared case-insensitively. */
export const addLotCollaboratorSchema = z.object({
  structureId: idField('structureId'),
  email: usernameSchema,
  structureUserTypeId: collaboratorAccessLevelSchema,
});
export type AddLotCollaboratorInput = z.infer<typeof addLotCollaboratorSchema>;

/** What an invitation did: added an existing account, or emailed an address without one. */
export const addLotCollaboratorResponseSchema = z.object({
  /** The account added (0 when the address has no account yet and was emailed an invitation). */
  UserId: z.int32(),
  IsInvitationSent: z.boolean(),
});
export type AddLotCollaboratorResponse = z.infer<typeof addLotCollaboratorResponseSchema>;

export const editLotCollaboratorSchema = z.object({
  structureId: idField('structureId'),
  userId: idField('userId'),
  structureUserTypeId: collaboratorAccessLevelSchema,
});

export const removeLotCollaboratorSchema = z.object({
  structureId: idField('structureId'),
  userId: idField('userId'),
});

export const cancelLotInvitationSchema = z.object({
  structureId: idField('structureId'),
  invitationId: idField('invitationId'),
});

export const lotRequestAnswerSchema = z.object({
  structureId: idField('structureId'),
  requestLotId: idField('requestLotId'),
});

/** The spec's texts, word for word (document 3 §2, §5). */
export const lotCollaboratorTexts = {
  leadRule:
    'You will need to select a new Lead Author before you can remove this user or change their status to Collaborator or Read Only.',
  accessRequested: ' Access Requested',
  /** A lead inviting someone a development for pre-approved users only does not have. */
  notPreApproved:
    'This development is for pre-approved users only: ask its coordinator to pre-approve this email address first.',
  /** Appended to the level of an invitation not yet taken up. */
  invitationSent: ' Invitation Sent',
  inviteButton: 'Invite New Collaborator',
  editTitle: 'Edit Collaborator',
  inviteTitle: 'Invite Collaborator',
} as const;

/** Names of the selectable access levels, in the select's order. */
export const collaboratorAccessNames: Record<number, string> = {
  1: 'Lead',
  2: 'Collaborator',
  3: 'Read Only',
};
