import { z } from 'zod';
import {
  archiveProjectRequestSchema,
  costInfoQuerySchema,
  costInfoSchema,
  developmentProfileSchema,
  locationQuerySchema,
  nearbyDevelopmentSchema,
  newDevelopmentQuerySchema,
  projectIdQuerySchema,
  projectIdResponseSchema,
  projectSettingsFieldsSchema,
  projectSettingsSchema,
  structureIdQuerySchema,
  userDevelopmentsQuerySchema,
  userDevelopmentsSchema,
} from './developments.schema';
import { defineRoute } from './route';

/** Developments (document 3 §7 "Projects and targets"; document 1 §7). */

export const getUserDevelopments = defineRoute({
  id: 'getUserDevelopments',
  method: 'GET',
  paths: ['/GetUserDevelopments'],
  access: 'user',
  requestKind: 'query',
  request: userDevelopmentsQuerySchema,
  response: userDevelopmentsSchema,
  envelope: 'data',
  summary:
    'Developments the caller may see, newest first (numberOf -1 for all), with their organisations.',
  errors: [],
});

export const findDevelopmentByLocation = defineRoute({
  id: 'findDevelopmentByLocation',
  method: 'GET',
  paths: ['/FindDevelopmentByLocation'],
  access: 'user',
  requestKind: 'query',
  request: locationQuerySchema,
  response: z.array(nearbyDevelopmentSchema),
  envelope: 'data',
  summary: 'Developments the caller may see within 50 km of a point, nearest first.',
  errors: [],
});

export const newDevelopment = defineRoute({
  id: 'newDevelopment',
  method: 'GET',
  paths: ['/newdevelopment'],
  access: 'user',
  requestKind: 'query',
  request: newDevelopmentQuerySchema,
  response: projectSettingsSchema,
  envelope: 'data',
  summary: 'The project settings form for a new development (orgId 0: the caller picks one).',
  errors: ['not_found'],
});

export const existingDevelopment = defineRoute({
  id: 'existingDevelopment',
  method: 'GET',
  paths: ['/existingdevelopment'],
  access: 'user',
  requestKind: 'query',
  request: projectIdQuerySchema,
  response: projectSettingsSchema,
  envelope: 'data',
  summary: "A development's settings form (admin coordinators).",
  errors: ['not_found'],
});

export const createDevelopment = defineRoute({
  id: 'createDevelopment',
  method: 'POST',
  paths: ['/newdevelopment'],
  access: 'user',
  requestKind: 'json',
  request: projectSettingsFieldsSchema,
  response: projectIdResponseSchema,
  envelope: 'data',
  summary: 'Creates a development in an organisation the caller belongs to.',
  errors: ['validation_failed', 'not_found'],
});

export const updateDevelopment = defineRoute({
  id: 'updateDevelopment',
  method: 'POST',
  paths: ['/updatedevelopment'],
  access: 'user',
  requestKind: 'json',
  request: projectSettingsFieldsSchema,
  response: projectIdResponseSchema,
  envelope: 'data',
  summary: "Saves a development's settings (admin coordinators).",
  errors: ['validation_failed', 'not_found'],
});

export const getCostInfo = defineRoute({
  id: 'getCostInfo',
  method: 'GET',
  paths: ['/getCostInfo'],
  access: 'user',
  requestKind: 'query',
  request: costInfoQuerySchema,
  response: costInfoSchema,
  envelope: 'data',
  summary: 'The cost per dwelling of a submission and its currency (the cost dialog).',
  errors: [],
});

export const developmentProfile = defineRoute({
  id: 'developmentProfile',
  method: 'GET',
  paths: ['/developmentProfile'],
  access: 'user',
  requestKind: 'query',
  request: projectIdQuerySchema,
  response: developmentProfileSchema,
  envelope: 'data',
  summary: 'The development page: its details and what the caller may do.',
  errors: ['not_found'],
});

export const findProject = defineRoute({
  id: 'findProject',
  method: 'GET',
  paths: ['/findproject'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuerySchema,
  response: z.int32(),
  envelope: 'data',
  summary: 'The development id of a lot.',
  errors: ['not_found'],
});

export const isProjectArchived = defineRoute({
  id: 'isProjectArchived',
  method: 'GET',
  paths: ['/isProjectArchived'],
  access: 'user',
  requestKind: 'query',
  request: projectIdQuerySchema,
  response: z.boolean(),
  envelope: 'data',
  summary: 'Whether a development is archived.',
  errors: ['not_found'],
});

export const isProjectAdminCoordinator = defineRoute({
  id: 'isProjectAdminCoordinator',
  method: 'GET',
  paths: ['/isProjectAdminCoordinator'],
  access: 'user',
  requestKind: 'query',
  request: projectIdQuerySchema,
  response: z.enum(['admin', 'not']),
  envelope: 'data',
  summary:
    'Answers "admin" when the caller is an admin coordinator of the development, else "not".',
  errors: ['not_found'],
});

export const archiveProject = defineRoute({
  id: 'archiveProject',
  method: 'POST',
  paths: ['/archiveProject'],
  access: 'user',
  requestKind: 'json',
  request: archiveProjectRequestSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Archives a development (admin coordinators; the screen asks to type ARCHIVE).',
  errors: ['not_found'],
});

export const unarchiveProject = defineRoute({
  id: 'unarchiveProject',
  method: 'POST',
  paths: ['/unarchiveProject'],
  access: 'user',
  requestKind: 'json',
  request: archiveProjectRequestSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Restores an archived development (the screen asks to type UNARCHIVE).',
  errors: ['not_found'],
});
