import { projectIdQuerySchema, structureIdQuerySchema } from './developments.schema';
import {
  lotShareDetailsSchema,
  projectShareDetailsSchema,
  publicLinkAnswerSchema,
  publicLinkRequestsSchema,
  requestPublicLinkSchema,
  updateShareSchema,
} from './sharing.schema';
import { orgIdQuerySchema } from './organisations.schema';
import { z } from 'zod';
import { defineRoute } from './route';

/**
 * Sharing (document 3 §7 "Sharing and reports"; decision 0027): a lot's share details and
 * visibility, a development's share details, and public-link requests that an organisation
 * administrator approves where the development requires it. Reports are reports.routes.ts.
 */

export const lotShareDetails = defineRoute({
  id: 'lotShareDetails',
  method: 'GET',
  paths: ['/share/lotShareDetails', '/share'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuerySchema,
  response: lotShareDetailsSchema,
  envelope: 'data',
  summary:
    "A lot's share details: its design, who may see the public link, the link's id and social links, report recipients and what the caller may do.",
  errors: ['not_found', 'forbidden', 'conflict'],
});

export const projectShareDetails = defineRoute({
  id: 'projectShareDetails',
  method: 'GET',
  paths: ['/share/projectShareDetails'],
  access: 'user',
  requestKind: 'query',
  request: projectIdQuerySchema,
  response: projectShareDetailsSchema,
  envelope: 'data',
  summary:
    "A development's share details: its name, whether the caller may see its reports (admin coordinators) and its report recipients.",
  errors: ['not_found'],
});

export const updateShare = defineRoute({
  id: 'updateShare',
  method: 'POST',
  paths: ['/share/update'],
  access: 'user',
  requestKind: 'json',
  request: updateShareSchema,
  response: lotShareDetailsSchema,
  envelope: 'data',
  summary:
    "Sets who may see the lot's design and whether it is featured. Public needs the right to create public links (else 403); RequestPublic asks the organisation's administrators.",
  errors: ['validation_failed', 'not_found', 'forbidden', 'conflict'],
});

export const canCreatePublicLink = defineRoute({
  id: 'canCreatePublicLink',
  method: 'GET',
  paths: ['/canCreatePublicLink'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuerySchema,
  response: z.boolean(),
  envelope: 'data',
  summary:
    "True when the caller may make the lot's design public at once: the development does not require approval, or the caller administers its organisation.",
  errors: ['not_found'],
});

export const requestPublicLink = defineRoute({
  id: 'requestPublicLink',
  method: 'POST',
  paths: ['/requestPublicLink'],
  access: 'user',
  requestKind: 'json',
  request: requestPublicLinkSchema,
  response: lotShareDetailsSchema,
  envelope: 'data',
  summary:
    "Asks the organisation's administrators to make the design public (a message and an email each); until one approves, the link is not public. Asking again is not an error.",
  errors: ['validation_failed', 'not_found', 'forbidden', 'conflict'],
});

export const publicLinkRequests = defineRoute({
  id: 'publicLinkRequests',
  method: 'GET',
  paths: ['/publicLinkRequests'],
  access: 'user',
  requestKind: 'query',
  request: orgIdQuerySchema,
  response: publicLinkRequestsSchema,
  envelope: 'data',
  summary: "An organisation's public-link requests waiting for an answer (its administrators).",
  errors: ['not_found', 'forbidden'],
});

export const approvePublicLink = defineRoute({
  id: 'approvePublicLink',
  method: 'POST',
  paths: ['/approvePublicLink'],
  access: 'user',
  requestKind: 'json',
  request: publicLinkAnswerSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    'Approves a public-link request (organisation administrators): the design becomes public and the requester is told.',
  errors: ['validation_failed', 'not_found', 'forbidden', 'conflict'],
});

export const rejectPublicLink = defineRoute({
  id: 'rejectPublicLink',
  method: 'POST',
  paths: ['/rejectPublicLink'],
  access: 'user',
  requestKind: 'json',
  request: publicLinkAnswerSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    'Rejects a public-link request (organisation administrators): the design stays private and the requester is told.',
  errors: ['validation_failed', 'not_found', 'forbidden', 'conflict'],
});
