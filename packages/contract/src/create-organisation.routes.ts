import { createdOrganisationSchema, createOrganisationSchema } from './create-organisation.schema';
import { defineRoute } from './route';

/** A signed-in user who belongs to no organisation creates one and becomes its admin. */
export const createOrganisation = defineRoute({
  id: 'createOrganisation',
  method: 'POST',
  paths: ['/createOrganisation'],
  access: 'user',
  requestKind: 'json',
  request: createOrganisationSchema,
  response: createdOrganisationSchema,
  envelope: 'data',
  summary:
    'Creates an organisation with the caller as its admin, the shipped baselines enabled and the configured trial credits.',
  errors: ['validation_failed', 'conflict'],
});
