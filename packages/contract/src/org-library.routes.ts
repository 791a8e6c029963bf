import { z } from 'zod';
import { buildSummarySchema } from './builds.schema';
import { structureIdQuery } from './customise.schema';
import {
  baselineResultSchema,
  completePresetDesignsQuerySchema,
  projectIdQuerySchema,
  setOrganisationBaselineSchema,
  setProjectBaselineSchema,
  templatesResultSchema,
  updateBaselineTemplateSchema,
  updateOrgTemplateSchema,
} from './org-library.schema';
import { orgIdQuerySchema } from './organisations.schema';
import { defineRoute } from './route';

/** Template and baseline enablement (document 3 §7 "Templates", "Baselines and presets"). */

export const allSelectableOrgTemplates = defineRoute({
  id: 'allSelectableOrgTemplates',
  method: 'GET',
  paths: ['/allSelectableOrgTemplates'],
  access: 'user',
  requestKind: 'query',
  request: orgIdQuerySchema,
  response: templatesResultSchema,
  envelope: 'data',
  summary: "The library's templates with the organisation's selection (organisation admins).",
  errors: ['not_found', 'forbidden'],
});

export const updateOrgTemplate = defineRoute({
  id: 'updateOrgTemplate',
  method: 'POST',
  paths: ['/updateOrgTemplate/'],
  access: 'user',
  requestKind: 'json',
  request: updateOrgTemplateSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Turns templates on or off for the organisation (organisation admins).',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const allSelectableBaselineTemplates = defineRoute({
  id: 'allSelectableBaselineTemplates',
  method: 'GET',
  paths: ['/allSelectableBaselineTemplates'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuery,
  response: templatesResultSchema,
  envelope: 'data',
  summary:
    "The templates the organisation approves, with the selection for designs built on a baseline lot's baseline.",
  errors: ['not_found', 'forbidden', 'validation_failed'],
});

export const updateBaselineTemplate = defineRoute({
  id: 'updateBaselineTemplate',
  method: 'POST',
  paths: ['/updateBaselineTemplate/'],
  access: 'user',
  requestKind: 'json',
  request: updateBaselineTemplateSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Turns templates on or off for the designs built on a baseline (organisation admins).',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const completeOrgBaselines = defineRoute({
  id: 'completeOrgBaselines',
  method: 'GET',
  paths: ['/CompleteOrgBaselines'],
  access: 'user',
  requestKind: 'query',
  request: orgIdQuerySchema,
  response: baselineResultSchema,
  envelope: 'data',
  summary:
    'Every baseline the organisation may offer; DisableLink when it does not (organisation admins).',
  errors: ['not_found', 'forbidden'],
});

export const completeProjectBaselines = defineRoute({
  id: 'completeProjectBaselines',
  method: 'GET',
  paths: ['/CompleteProjectBaselines'],
  access: 'user',
  requestKind: 'query',
  request: projectIdQuerySchema,
  response: baselineResultSchema,
  envelope: 'data',
  summary:
    "The organisation's baselines of the development's LCI group; DisableLink when the development does not offer it (admin coordinators).",
  errors: ['not_found', 'forbidden'],
});

export const completeBaselineDesigns = defineRoute({
  id: 'completeBaselineDesigns',
  method: 'GET',
  paths: ['/CompleteBaselineDesigns'],
  access: 'user',
  requestKind: 'query',
  request: projectIdQuerySchema,
  response: z.array(buildSummarySchema),
  envelope: 'data',
  summary: 'Every baseline a development offers to new lots (the unpaged /baselinedesigns).',
  errors: ['not_found'],
});

export const completePresetDesigns = defineRoute({
  id: 'completePresetDesigns',
  method: 'GET',
  paths: ['/CompletePresetDesigns'],
  access: 'user',
  requestKind: 'query',
  request: completePresetDesignsQuerySchema,
  response: z.array(buildSummarySchema),
  envelope: 'data',
  summary:
    'Every preset of a development (optionally of one baseline); DisableLink when its baseline is not enabled there.',
  errors: ['not_found'],
});

export const setOrganisationBaselineDesign = defineRoute({
  id: 'setOrganisationBaselineDesign',
  method: 'POST',
  paths: ['/setorganisationbaselinedesign'],
  access: 'user',
  requestKind: 'json',
  request: setOrganisationBaselineSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Enables or disables baselines for the organisation (organisation admins).',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const setProjectBaselineDesign = defineRoute({
  id: 'setProjectBaselineDesign',
  method: 'POST',
  paths: ['/setProjectBaselineDesign'],
  access: 'user',
  requestKind: 'json',
  request: setProjectBaselineSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Enables or disables baselines for a development (admin coordinators).',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});
