import { z } from 'zod';
import { usernameSchema } from './fields.schema';
import { idField } from './select-option.schema';

/**
 * Coordinators, pre-approved users and a user's lots in a development (document 3 §2 "Users,
 * risk, coordinators, pre-approved users, collaborators"; §3 entities; §4 states).
 */

/** A person on the coordinators screen (document 3 §3 "Coordinator user"). */
export const coordinatorUserSchema = z.object({
  UserId: z.int32(),
  FirstName: z.string(),
  Surname: z.string(),
  Email: z.string(),
  Company: z.string(),
  IsCoordinator: z.boolean(),
  /** Has access to one of the development's lots. */
  IsStructureUser: z.boolean(),
});
export type CoordinatorUser = z.infer<typeof coordinatorUserSchema>;

export const projectUserRequestSchema = z.object({
  projectId: idField('projectId'),
  userId: idField('userId'),
});

/** A pre-approved email (document 3 §3 "Pre-approved user line"); UserId 0: no account yet. */
export const preApprovedUserLineSchema = z.object({
  PreApprovedUserId: z.int32(),
  UserId: z.int32(),
  Email: z.string(),
  /** ISO 8601 time the last invitation was sent; null before any. */
  InvitedAt: z.string().nullable(),
});
export type PreApprovedUserLine = z.infer<typeof preApprovedUserLineSchema>;

export const projectUsersSchema = z.object({
  IsProjectPreApprovedOnly: z.boolean(),
  PreApprovedUsers: z.array(preApprovedUserLineSchema),
});
export type ProjectUsers = z.infer<typeof projectUsersSchema>;

export const setPreApprovedOnlySchema = z.object({
  projectId: idField('projectId'),
  flag: z.boolean({ error: 'flag must be true or false.' }),
});

/** The email is trimmed and compared case-insensitively (issue 12 item 6). */
export const addPreApprovedUserSchema = z.object({
  projectId: idField('projectId'),
  email: usernameSchema,
});

export const preApprovedUserRequestSchema = z.object({
  projectId: idField('projectId'),
  preApprovedUserId: idField('preApprovedUserId'),
});

export const projectUserLotsQuerySchema = z.object({
  projectId: idField('projectId'),
  email: usernameSchema,
});

/** A lot on the user lots screen with the user's access type (0 Not Involved … 3 Read Only). */
export const projectUserLotLineSchema = z.object({
  StructureId: z.int32(),
  StructureName: z.string(),
  StructureUserTypeId: z.int32(),
});
export type ProjectUserLotLine = z.infer<typeof projectUserLotLineSchema>;

/** document 3 §3 "Project user lots response"; UserProfile.Id 0 when the email has no account. */
export const projectUserLotsSchema = z.object({
  UserProfile: z.object({
    Id: z.int32(),
    Name: z.string(),
    Username: z.string(),
    Company: z.string(),
  }),
  IsCoordinator: z.boolean(),
  /** 0 when the email is not pre-approved in the development. */
  PreApprovedUserId: z.int32(),
  ProjectUserLotLines: z.array(projectUserLotLineSchema),
});
export type ProjectUserLots = z.infer<typeof projectUserLotsSchema>;

/** A development's active lot (projectLots). */
export const projectLotLineSchema = z.object({
  StructureId: z.int32(),
  StructureName: z.string(),
});
export type ProjectLotLine = z.infer<typeof projectLotLineSchema>;

/** Texts of the screens, word for word from document 3 (and this product's own where it is silent). */
export const projectPeopleTexts = {
  preApprovedOnly: 'Pre-approved Users Only',
  invitationSent: 'Invitation Sent',
  projectProfile: 'Project Profile',
  lotSearch: 'Search for a Lot No. or Design Name',
  noLots: 'This project has no active lots available to this user',
  resendInvitation: 'Resend Invitation',
  lastCoordinator:
    'A development needs at least one coordinator. Make someone else a coordinator before removing the last one.',
  removedNeedsAdmin:
    'This email was removed from the pre-approved users. Only an organisation administrator can add it again.',
  preApprovedOnlyRefusal:
    'This development is for pre-approved users only. Ask its coordinator to add your email address.',
} as const;

/** Access type names (document 3 §3 "Structure user types"). */
export const structureUserTypeNames: Record<number, string> = {
  0: 'Not Involved',
  1: 'Lead',
  2: 'Collaborator',
  3: 'Read Only',
};
