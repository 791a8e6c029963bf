import { z } from 'zod';
import { structurePathSchema } from './lots.schema';
import { defineRoute } from './route';
import { baselineRequestedEmailSchema, baselineRequestedResponseSchema } from './submission.schema';

/** Submission, reference documents and cloning of designs (document 2 §7 "Results, submission, cloning"). */

/** Clones a submitted design as a new baseline lot (organisation admins only); answers the new structure id. */
export const cloneAsBaseline = defineRoute({
  id: 'cloneAsBaseline',
  method: 'POST',
  paths: ['/lot/cloneasbaseline/:id'],
  access: 'user',
  requestKind: 'path',
  request: structurePathSchema,
  response: z.number().int(),
  envelope: 'data',
  summary: 'Clones a submitted design as a baseline (organisation admins); irreversible.',
  errors: ['not_found', 'forbidden', 'conflict'],
});

/** Clones a submitted design as a preset build; answers the new structure id. */
export const cloneAsPreset = defineRoute({
  id: 'cloneAsPreset',
  method: 'POST',
  paths: ['/lot/cloneaspreset/:id'],
  access: 'user',
  requestKind: 'path',
  request: structurePathSchema,
  response: z.number().int(),
  envelope: 'data',
  summary: 'Clones a submitted design as a preset build.',
  errors: ['not_found', 'forbidden', 'conflict'],
});

/** Emails the project's administration team that the caller asks for the design to become a baseline. */
export const sendBaselineRequestedEmail = defineRoute({
  id: 'sendBaselineRequestedEmail',
  method: 'POST',
  paths: ['/sendBaselineRequestedEmail'],
  access: 'user',
  requestKind: 'json',
  request: baselineRequestedEmailSchema,
  response: baselineRequestedResponseSchema,
  envelope: 'data',
  summary: 'Asks the project administration team to convert the design into a baseline.',
  errors: ['not_found', 'validation_failed'],
});
