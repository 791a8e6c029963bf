import { z } from 'zod';
import { defineRoute } from './route';
import {
  buildSummarySchema,
  completeUserBuildsSchema,
  libraryDesignsQuerySchema,
  pageRequestSchema,
  userBuildsQuerySchema,
} from './builds.schema';
import { emptyRequestSchema } from './identity.schema';

/** Build lists (document 1 §7 "Lists and lookups", document 3 "Baselines and presets"). */

export const featureDesigns = defineRoute({
  id: 'featureDesigns',
  method: 'GET',
  paths: ['/featuredesigns'],
  access: 'optional',
  requestKind: 'query',
  request: pageRequestSchema,
  response: z.array(buildSummarySchema),
  envelope: 'data',
  summary:
    'Featured public designs for the home feed (signed out too), newest first; a short page ends the list. Each card carries only what the public page shows and its link (FeatureUrl /feed/{base36 id}).',
  errors: [],
});

export const userBuilds = defineRoute({
  id: 'userBuilds',
  method: 'GET',
  paths: ['/userbuilds'],
  access: 'user',
  requestKind: 'query',
  request: userBuildsQuerySchema,
  response: z.array(buildSummarySchema),
  envelope: 'data',
  summary: "The caller's most recent builds (home shows 3).",
  errors: [],
});

export const completeUserBuilds = defineRoute({
  id: 'completeUserBuilds',
  method: 'GET',
  paths: ['/completeUserBuilds'],
  access: 'user',
  requestKind: 'none',
  request: emptyRequestSchema,
  response: completeUserBuildsSchema,
  envelope: 'data',
  summary: "All the caller's builds with list fields, and their organisations and developments.",
  errors: [],
});

export const baselineDesigns = defineRoute({
  id: 'baselineDesigns',
  method: 'GET',
  paths: ['/baselinedesigns'],
  access: 'user',
  requestKind: 'query',
  request: libraryDesignsQuerySchema,
  response: z.array(buildSummarySchema),
  envelope: 'data',
  summary: 'Baseline designs enabled for a development.',
  errors: ['not_found'],
});

export const presetDesigns = defineRoute({
  id: 'presetDesigns',
  method: 'GET',
  paths: ['/presetdesigns'],
  access: 'user',
  requestKind: 'query',
  request: libraryDesignsQuerySchema,
  response: z.array(buildSummarySchema),
  envelope: 'data',
  summary:
    'Preset designs for a development (of baseId when given); DisableLink marks presets whose baseline is not enabled in it.',
  errors: ['not_found'],
});
