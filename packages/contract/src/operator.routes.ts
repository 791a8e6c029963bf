import { z } from 'zod';
import { defineRoute } from './route';
import { emptyRequestSchema } from './identity.schema';
import {
  operatorCreateOrganisationSchema,
  operatorGrantCreditsSchema,
  operatorMakeAdminSchema,
  operatorOrganisationSchema,
} from './operator.schema';

/** Installation operators set up customers (issue 20 item 3, decision 0024). */

export const isOperator = defineRoute({
  id: 'isOperator',
  method: 'GET',
  paths: ['/isOperator'],
  access: 'user',
  requestKind: 'none',
  request: emptyRequestSchema,
  response: z.boolean(),
  envelope: 'data',
  summary: 'Whether the caller operates this installation (CIRCA_OPERATOR_EMAILS).',
  errors: [],
});

export const operatorOrganisations = defineRoute({
  id: 'operatorOrganisations',
  method: 'GET',
  paths: ['/operator/organisations'],
  access: 'user',
  requestKind: 'none',
  request: emptyRequestSchema,
  response: z.array(operatorOrganisationSchema),
  envelope: 'data',
  summary: 'Every organisation with its members, admins and credits, by name (operators).',
  errors: ['forbidden'],
});

export const operatorCreateOrganisation = defineRoute({
  id: 'operatorCreateOrganisation',
  method: 'POST',
  paths: ['/operator/createOrganisation'],
  access: 'user',
  requestKind: 'json',
  request: operatorCreateOrganisationSchema,
  response: operatorOrganisationSchema,
  envelope: 'data',
  summary: 'Creates an organisation for a customer (operators); it has no members yet.',
  errors: ['validation_failed', 'forbidden'],
});

export const operatorGrantCredits = defineRoute({
  id: 'operatorGrantCredits',
  method: 'POST',
  paths: ['/operator/grantCredits'],
  access: 'user',
  requestKind: 'json',
  request: operatorGrantCreditsSchema,
  response: operatorOrganisationSchema,
  envelope: 'data',
  summary:
    'Adds credits to an organisation with the reason, as a new row of the append-only credit ledger (operators).',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const operatorMakeAdmin = defineRoute({
  id: 'operatorMakeAdmin',
  method: 'POST',
  paths: ['/operator/makeAdmin'],
  access: 'user',
  requestKind: 'json',
  request: operatorMakeAdminSchema,
  response: operatorOrganisationSchema,
  envelope: 'data',
  summary:
    'Makes the account with this email an admin of the organisation (operators); they are told.',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});
