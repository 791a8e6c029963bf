import { z } from 'zod';
import {
  calcTemplatesImpactSchema,
  customSortOrderSchema,
  customiseResponseSchema,
  deleteDesignTemplateSchema,
  designTemplateSchema,
  nestedTemplateSchema,
  nestedTemplatesQuerySchema,
  saveDesignTemplateSchema,
  structureIdQuery,
  templateRequestSchema,
  templateSchema,
  templatesResponseSchema,
} from './customise.schema';
import { defineRoute } from './route';
import { selectOptionSchema } from './select-option.schema';

/** Components and templates (document 2 §7 "Templates and customise"). */

export const customise = defineRoute({
  id: 'customise',
  method: 'GET',
  paths: ['/customise'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuery,
  response: customiseResponseSchema,
  envelope: 'data',
  summary: "The lot design's components with quantities and impacts, and the customise views.",
  errors: ['not_found', 'forbidden'],
});

export const templates = defineRoute({
  id: 'templates',
  method: 'GET',
  paths: ['/templates'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuery,
  response: templatesResponseSchema,
  envelope: 'data',
  summary: 'Templates usable in the lot (its LCI group), attributes and element categories.',
  errors: ['not_found'],
});

export const getNestedTemplates = defineRoute({
  id: 'getNestedTemplates',
  method: 'GET',
  paths: ['/getNestedTemplates'],
  access: 'user',
  requestKind: 'query',
  request: nestedTemplatesQuerySchema,
  response: z.array(nestedTemplateSchema),
  envelope: 'data',
  summary: "A template's nested templates (the component's own order when it has one).",
  errors: ['not_found'],
});

export const addDesignTemplate = defineRoute({
  id: 'addDesignTemplate',
  method: 'POST',
  paths: ['/addDesignTemplate/'],
  access: 'user',
  requestKind: 'json',
  request: saveDesignTemplateSchema,
  response: designTemplateSchema,
  envelope: 'data',
  summary: 'Adds a component to the lot design.',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const updateDesignTemplate = defineRoute({
  id: 'updateDesignTemplate',
  method: 'POST',
  paths: ['/updateDesignTemplate/'],
  access: 'user',
  requestKind: 'json',
  request: saveDesignTemplateSchema,
  response: designTemplateSchema,
  envelope: 'data',
  summary: 'Changes a component (locked components: organisation admins only).',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const deleteDesignTemplate = defineRoute({
  id: 'deleteDesignTemplate',
  method: 'POST',
  paths: ['/deleteDesignTemplate/'],
  access: 'user',
  requestKind: 'json',
  request: deleteDesignTemplateSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Removes a component (locked components: organisation admins only).',
  errors: ['not_found', 'forbidden', 'validation_failed'],
});

export const calcTemplatesImpactValue = defineRoute({
  id: 'calcTemplatesImpactValue',
  method: 'POST',
  paths: ['/calcTemplatesImpactValue'],
  access: 'user',
  requestKind: 'json',
  request: calcTemplatesImpactSchema,
  response: z.array(templateSchema),
  envelope: 'data',
  summary:
    "Impact per unit of each template on an indicator, over the lot's reference study period.",
  errors: ['not_found'],
});

export const sendTemplateRequestedEmail = defineRoute({
  id: 'sendTemplateRequestedEmail',
  method: 'POST',
  paths: ['/sendTemplateRequestedEmail'],
  access: 'user',
  requestKind: 'json',
  request: templateRequestSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: "Asks the development's administration for a new template (email and in-app notice).",
  errors: ['validation_failed', 'not_found'],
});

export const setRapidCustomSortOrderActive = defineRoute({
  id: 'setRapidCustomSortOrderActive',
  method: 'POST',
  paths: ['/setRapidCustomSortOrderActive'],
  access: 'user',
  requestKind: 'json',
  request: customSortOrderSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Records the furthest customise view reached; later views stay disabled until reached.',
  errors: ['not_found', 'forbidden'],
});

export const getAvailableIndicators = defineRoute({
  id: 'getAvailableIndicators',
  method: 'GET',
  paths: ['/getAvailableIndicators'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuery,
  response: z.array(selectOptionSchema),
  envelope: 'data',
  summary:
    "Indicators with data in the lot's LCI source (others are shown as no data, never zero).",
  errors: ['not_found'],
});
