import { z } from 'zod';
import { projectIdQuerySchema } from './developments.schema';
import { defineRoute } from './route';
import {
  deleteProjectTargetSchema,
  projectTargetSelectionQuerySchema,
  projectTargetSelectionSchema,
  projectTargetsSchema,
  saveProjectTargetSchema,
} from './targets.schema';

/** Project targets (document 3 §7). */

export const projectTargets = defineRoute({
  id: 'projectTargets',
  method: 'GET',
  paths: ['/projecttargets'],
  access: 'user',
  requestKind: 'query',
  request: projectIdQuerySchema,
  response: projectTargetsSchema,
  envelope: 'data',
  summary: "A development's targets.",
  errors: ['not_found'],
});

export const getProjectTargetSelection = defineRoute({
  id: 'getProjectTargetSelection',
  method: 'GET',
  paths: ['/getProjectTargetSelection'],
  access: 'user',
  requestKind: 'query',
  request: projectTargetSelectionQuerySchema,
  response: projectTargetSelectionSchema,
  envelope: 'data',
  summary: 'One target (targetId 0: a new one with defaults) and the option lists of its form.',
  errors: ['not_found'],
});

export const saveProjectTarget = defineRoute({
  id: 'saveProjectTarget',
  method: 'POST',
  paths: ['/saveProjectTarget'],
  access: 'user',
  requestKind: 'json',
  request: saveProjectTargetSchema,
  response: z.int32(),
  envelope: 'data',
  summary: 'Creates (TargetId 0) or updates a target (admin coordinators); answers its id.',
  errors: ['validation_failed', 'not_found', 'conflict'],
});

export const deleteProjectTarget = defineRoute({
  id: 'deleteProjectTarget',
  method: 'POST',
  paths: ['/deleteProjectTarget'],
  access: 'user',
  requestKind: 'json',
  request: deleteProjectTargetSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Deletes a target (admin coordinators; a locked target cannot be deleted).',
  errors: ['not_found', 'conflict'],
});
