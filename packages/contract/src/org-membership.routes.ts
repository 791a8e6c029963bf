import { z } from 'zod';
import { defineRoute } from './route';
import { emptyRequestSchema } from './identity.schema';
import { orgIdQuerySchema } from './organisations.schema';
import {
  askToJoinSchema,
  findOrganisationsQuerySchema,
  findOrganisationsResultSchema,
  joinRequestIdSchema,
  joinRequestSchema,
} from './org-membership.schema';

/** Asking to join an organisation and answering such requests (issue 20 item 2, decision 0024). */

export const findOrganisations = defineRoute({
  id: 'findOrganisations',
  method: 'GET',
  paths: ['/findOrganisations'],
  access: 'user',
  requestKind: 'query',
  request: findOrganisationsQuerySchema,
  response: findOrganisationsResultSchema,
  envelope: 'data',
  summary:
    'Organisations the caller does not belong to, by part of the name or (without a name) at the caller’s email domain; at most 20.',
  errors: ['validation_failed'],
});

export const askToJoinOrganisation = defineRoute({
  id: 'askToJoinOrganisation',
  method: 'POST',
  paths: ['/askToJoinOrganisation'],
  access: 'user',
  requestKind: 'json',
  request: askToJoinSchema,
  response: joinRequestSchema,
  envelope: 'data',
  summary: 'Asks to join an organisation; its admins get a message with a link to answer.',
  errors: ['validation_failed', 'not_found', 'conflict'],
});

export const myJoinRequests = defineRoute({
  id: 'myJoinRequests',
  method: 'GET',
  paths: ['/myJoinRequests'],
  access: 'user',
  requestKind: 'none',
  request: emptyRequestSchema,
  response: z.array(joinRequestSchema),
  envelope: 'data',
  summary: 'The caller’s requests to join organisations still waiting for an answer.',
  errors: [],
});

export const withdrawJoinRequest = defineRoute({
  id: 'withdrawJoinRequest',
  method: 'POST',
  paths: ['/withdrawJoinRequest'],
  access: 'user',
  requestKind: 'json',
  request: joinRequestIdSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Withdraws one of the caller’s open requests to join.',
  errors: ['validation_failed', 'not_found', 'conflict'],
});

export const orgJoinRequests = defineRoute({
  id: 'orgJoinRequests',
  method: 'GET',
  paths: ['/orgJoinRequests'],
  access: 'user',
  requestKind: 'query',
  request: orgIdQuerySchema,
  response: z.array(joinRequestSchema),
  envelope: 'data',
  summary: 'The open requests to join an organisation, oldest first (its admins).',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const approveJoinRequest = defineRoute({
  id: 'approveJoinRequest',
  method: 'POST',
  paths: ['/approveJoinRequest'],
  access: 'user',
  requestKind: 'json',
  request: joinRequestIdSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Makes the requester a member (organisation admins); the requester is told.',
  errors: ['validation_failed', 'not_found', 'forbidden', 'conflict'],
});

export const rejectJoinRequest = defineRoute({
  id: 'rejectJoinRequest',
  method: 'POST',
  paths: ['/rejectJoinRequest'],
  access: 'user',
  requestKind: 'json',
  request: joinRequestIdSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Rejects a request to join (organisation admins); the requester is told.',
  errors: ['validation_failed', 'not_found', 'forbidden', 'conflict'],
});
