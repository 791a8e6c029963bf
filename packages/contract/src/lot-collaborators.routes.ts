import { structureIdQuerySchema } from './developments.schema';
import {
  addLotCollaboratorResponseSchema,
  addLotCollaboratorSchema,
  cancelLotInvitationSchema,
  editLotCollaboratorSchema,
  lotCollaboratorsSchema,
  lotRequestAnswerSchema,
  removeLotCollaboratorSchema,
} from './lot-collaborators.schema';
import { z } from 'zod';
import { defineRoute } from './route';

/**
 * A lot's collaborators and access requests (document 3 §7 "Users, risk, coordinators,
 * collaborators"). Every call is for the lot's managers: its lead and the development's admin
 * coordinators (document 3 §6 "Lot lead manages collaborators"). Asking for access is
 * requestLotAccess in lots.routes.ts.
 */

export const lotCollaborators = defineRoute({
  id: 'lotCollaborators',
  method: 'GET',
  paths: ['/lotCollaborators'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuerySchema,
  response: lotCollaboratorsSchema,
  envelope: 'data',
  summary:
    "The lot's collaborators and access requests (its lead and admin coordinators): Lead first, then Collaborator, then by name.",
  errors: ['not_found', 'forbidden'],
});

export const addLotCollaborator = defineRoute({
  id: 'addLotCollaborator',
  method: 'POST',
  paths: ['/addLotCollaborator'],
  access: 'user',
  requestKind: 'json',
  request: addLotCollaboratorSchema,
  response: addLotCollaboratorResponseSchema,
  envelope: 'data',
  summary:
    'Invites someone to the lot at an access level: an existing account is added at once and told; an address without one is emailed an invitation that registers them into the lot. Again is not an error.',
  errors: ['validation_failed', 'not_found', 'forbidden', 'conflict'],
});

export const editLotCollaborator = defineRoute({
  id: 'editLotCollaborator',
  method: 'POST',
  paths: ['/editLotCollaborator'],
  access: 'user',
  requestKind: 'json',
  request: editLotCollaboratorSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    "Changes a collaborator's access level. Making someone Lead makes the former lead a Collaborator; the lead cannot be lowered (a lot always has one lead).",
  errors: ['validation_failed', 'not_found', 'forbidden', 'conflict'],
});

export const removeLotCollaborator = defineRoute({
  id: 'removeLotCollaborator',
  method: 'POST',
  paths: ['/removeLotCollaborator'],
  access: 'user',
  requestKind: 'json',
  request: removeLotCollaboratorSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    'Removes a collaborator from the lot; the lead cannot be removed until another is chosen.',
  errors: ['validation_failed', 'not_found', 'forbidden', 'conflict'],
});

export const cancelLotInvitation = defineRoute({
  id: 'cancelLotInvitation',
  method: 'POST',
  paths: ['/cancelLotInvitation'],
  access: 'user',
  requestKind: 'json',
  request: cancelLotInvitationSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    'Withdraws an invitation to an address without an account: registering with it no longer gives access to the lot.',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const approveRequestLot = defineRoute({
  id: 'approveRequestLot',
  method: 'POST',
  paths: ['/approveRequestLot'],
  access: 'user',
  requestKind: 'json',
  request: lotRequestAnswerSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    'Approves an access request: the requester gets the level asked for (a Lead request makes the former lead a Collaborator), an in-app message and an email with a link to the lot.',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const rejectRequestLot = defineRoute({
  id: 'rejectRequestLot',
  method: 'POST',
  paths: ['/rejectRequestLot'],
  access: 'user',
  requestKind: 'json',
  request: lotRequestAnswerSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Rejects an access request: the requester gets an in-app message and an email.',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});
