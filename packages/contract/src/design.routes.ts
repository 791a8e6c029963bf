import { z } from 'zod';
import {
  attributeInfoSchema,
  attributeQuerySchema,
  customiseGfaSchema,
  designFormSchema,
  designIdQuerySchema,
  orgIdBodySchema,
  saveDesignResponseSchema,
  saveDesignSchema,
  structureDrawerSettingSchema,
  thermalLimitsQuerySchema,
  thermalLimitsSchema,
  updateCustomiseGfaSchema,
  updateThermalSchema,
} from './design.schema';
import { structureIdQuerySchema } from './developments.schema';
import { structurePathSchema } from './lots.schema';
import { defineRoute } from './route';

/** Design entry (document 2 §7 "Lots and design inputs"). */

export const getLot = defineRoute({
  id: 'getLot',
  method: 'GET',
  paths: ['/lot'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuerySchema,
  response: designFormSchema,
  envelope: 'data',
  summary: "The lot's current design as the Design Details form shows it, with every option list.",
  errors: ['not_found', 'forbidden'],
});

export const saveDesign = defineRoute({
  id: 'saveDesign',
  method: 'POST',
  paths: ['/lot'],
  access: 'user',
  requestKind: 'json',
  request: saveDesignSchema,
  response: saveDesignResponseSchema,
  envelope: 'data',
  summary:
    'Saves the changed design fields; the design is recomputed. Answers the resolved GFA and payment state.',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const getCustomiseGfa = defineRoute({
  id: 'getCustomiseGfa',
  method: 'GET',
  paths: ['/lot/getCustomiseGfa'],
  access: 'user',
  requestKind: 'query',
  request: designIdQuerySchema,
  response: customiseGfaSchema,
  envelope: 'data',
  summary: 'The gross floor area record of a design, with its minimum and predicted GFA.',
  errors: ['not_found'],
});

export const getPredictedGfa = defineRoute({
  id: 'getPredictedGfa',
  method: 'GET',
  paths: ['/lot/getPredictedGfa'],
  access: 'user',
  requestKind: 'query',
  request: designIdQuerySchema,
  response: z.number(),
  envelope: 'data',
  summary:
    'The GFA predicted from dwellings, bedrooms, bathrooms and car spaces, m² (docs/methodology.md).',
  errors: ['not_found'],
});

export const updateCustomiseGfa = defineRoute({
  id: 'updateCustomiseGfa',
  method: 'POST',
  paths: ['/lot/updateCustomiseGfa'],
  access: 'user',
  requestKind: 'json',
  request: updateCustomiseGfaSchema,
  response: saveDesignResponseSchema,
  envelope: 'data',
  summary:
    'Sets the GFA type and values (Known, Predicted, or Calculated from the two covered areas).',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const updateThermalDemands = defineRoute({
  id: 'updateThermalDemands',
  method: 'POST',
  paths: ['/updateThermalDemands'],
  access: 'user',
  requestKind: 'json',
  request: updateThermalSchema,
  response: saveDesignResponseSchema,
  envelope: 'data',
  summary:
    "Sets the thermal rating, unit and demands (their total must lie within the rating's limits).",
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const getThermalLimits = defineRoute({
  id: 'getThermalLimits',
  method: 'GET',
  paths: ['/getThermalLimits'],
  access: 'user',
  requestKind: 'query',
  request: thermalLimitsQuerySchema,
  response: thermalLimitsSchema,
  envelope: 'data',
  summary:
    "The rating's total-load limits and default cooling and heating for the lot's climate zone.",
  errors: ['not_found', 'validation_failed'],
});

export const getAttributeInfo = defineRoute({
  id: 'getAttributeInfo',
  method: 'GET',
  paths: ['/attribute'],
  access: 'user',
  requestKind: 'query',
  request: attributeQuerySchema,
  response: attributeInfoSchema,
  envelope: 'data',
  summary: 'What a design attribute means (sanitised HTML).',
  errors: ['not_found'],
});

export const toggleOnboardingStatus = defineRoute({
  id: 'toggleOnboardingStatus',
  method: 'POST',
  paths: ['/toggleOnboardingStatus'],
  access: 'user',
  requestKind: 'json',
  request: orgIdBodySchema,
  response: z.literal(true),
  envelope: 'data',
  summary: "Marks the organisation's onboarding message read by the caller.",
  errors: ['not_found'],
});

export const getStructureDrawerSetting = defineRoute({
  id: 'getStructureDrawerSetting',
  method: 'GET',
  paths: ['/getStructureDrawerSetting'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuerySchema,
  response: structureDrawerSettingSchema,
  envelope: 'data',
  summary: "What the lot's drawer shows and enables for the caller.",
  errors: ['not_found'],
});

export const resetDesign = defineRoute({
  id: 'resetDesign',
  method: 'POST',
  paths: ['/lot/archive/:id'],
  access: 'user',
  requestKind: 'path',
  request: structurePathSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    "Reset design: archives the lot's current design (the lot keeps its lead and can be built again).",
  errors: ['not_found', 'forbidden'],
});
