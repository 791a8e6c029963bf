import { z } from 'zod';
import { projectIdQuerySchema } from './developments.schema';
import {
  addPreApprovedUserSchema,
  coordinatorUserSchema,
  preApprovedUserLineSchema,
  preApprovedUserRequestSchema,
  projectLotLineSchema,
  projectUserLotsQuerySchema,
  projectUserLotsSchema,
  projectUserRequestSchema,
  projectUsersSchema,
  setPreApprovedOnlySchema,
} from './project-people.schema';
import { defineRoute } from './route';

/**
 * Coordinators, pre-approved users and a user's lots in a development (document 3 §7 "Users,
 * risk, coordinators, collaborators"); every call is for the development's admin coordinators.
 * isProjectAdminCoordinator is in developments.routes.ts.
 */

export const projectCoordinators = defineRoute({
  id: 'projectCoordinators',
  method: 'GET',
  paths: ['/projectCoordinators'],
  access: 'user',
  requestKind: 'query',
  request: projectIdQuerySchema,
  response: z.array(coordinatorUserSchema),
  envelope: 'data',
  summary:
    "Who may coordinate the development — its coordinators, its lots' users, the organisation's members and its pre-approved users with an account: coordinators first, then lot users, then by surname.",
  errors: ['not_found', 'forbidden'],
});

export const addProjectCoordinator = defineRoute({
  id: 'addProjectCoordinator',
  method: 'POST',
  paths: ['/addProjectCoordinator'],
  access: 'user',
  requestKind: 'json',
  request: projectUserRequestSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    'Makes a member of the organisation (or a user of one of its lots) a coordinator of the development; again is not an error.',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const removeProjectCoordinator = defineRoute({
  id: 'removeProjectCoordinator',
  method: 'POST',
  paths: ['/removeProjectCoordinator'],
  access: 'user',
  requestKind: 'json',
  request: projectUserRequestSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    'Ends a coordinator’s management of the development; they keep access to it. The last coordinator cannot be removed (409).',
  errors: ['validation_failed', 'not_found', 'forbidden', 'conflict'],
});

export const projectUsers = defineRoute({
  id: 'projectUsers',
  method: 'GET',
  paths: ['/projectUsers'],
  access: 'user',
  requestKind: 'query',
  request: projectIdQuerySchema,
  response: projectUsersSchema,
  envelope: 'data',
  summary:
    'Whether the development is for pre-approved users only, and its pre-approved emails: those with an account first, then by email.',
  errors: ['not_found', 'forbidden'],
});

export const setProjectPreApprovedOnly = defineRoute({
  id: 'setProjectPreApprovedOnly',
  method: 'POST',
  paths: ['/setProjectPreApprovedOnly'],
  access: 'user',
  requestKind: 'json',
  request: setPreApprovedOnlySchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    "Turns 'Pre-approved Users Only' on or off: when on, only admins, coordinators, pre-approved emails and the users of its lots see the development and may join or request lots.",
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const addProjectPreApprovedUser = defineRoute({
  id: 'addProjectPreApprovedUser',
  method: 'POST',
  paths: ['/addProjectPreApprovedUser'],
  access: 'user',
  requestKind: 'json',
  request: addPreApprovedUserSchema,
  response: preApprovedUserLineSchema,
  envelope: 'data',
  summary:
    'Pre-approves an email (trimmed, case-insensitive) and emails it an invitation whose link leads through registration into the development; adding it again sends no second invitation and is not an error.',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const removeProjectPreApprovedUser = defineRoute({
  id: 'removeProjectPreApprovedUser',
  method: 'POST',
  paths: ['/removeProjectPreApprovedUser'],
  access: 'user',
  requestKind: 'json',
  request: preApprovedUserRequestSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    'Removes a pre-approved email: it can no longer join or claim lots in the development, and the lots it leads with a design are archived (an organisation admin may add it again).',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const resendPreApprovalEmail = defineRoute({
  id: 'resendPreApprovalEmail',
  method: 'POST',
  paths: ['/resendPreApprovalEmail'],
  access: 'user',
  requestKind: 'json',
  request: preApprovedUserRequestSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Emails a pre-approved user the invitation again.',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const getProjectUserLots = defineRoute({
  id: 'getProjectUserLots',
  method: 'GET',
  paths: ['/getProjectUserLots'],
  access: 'user',
  requestKind: 'query',
  request: projectUserLotsQuerySchema,
  response: projectUserLotsSchema,
  envelope: 'data',
  summary:
    "A person (by email) in a development: their profile, whether they coordinate it or are pre-approved, and the development's active lots with their access type, Lead first, then Collaborator, then others, then by name.",
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const projectLots = defineRoute({
  id: 'projectLots',
  method: 'GET',
  paths: ['/projectLots'],
  access: 'user',
  requestKind: 'query',
  request: projectIdQuerySchema,
  response: z.array(projectLotLineSchema),
  envelope: 'data',
  summary: "The development's active lots by name (admin coordinators).",
  errors: ['not_found', 'forbidden'],
});
