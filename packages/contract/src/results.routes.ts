import { z } from 'zod';
import { structureIdQuery } from './customise.schema';
import {
  designResultsSchema,
  impactDetailsQuerySchema,
  impactDetailsSchema,
  lciSourceNotifiedSchema,
  projectTargetsByStructSchema,
  resultsQuerySchema,
} from './results.schema';
import { defineRoute } from './route';

/**
 * Results of a lot's design (document 2 §7 "Results, submission, cloning"). Indicator numbers
 * need the lot to be paid: until then /results and /getImpactDetails answer 403 `forbidden` with
 * `paymentRequiredMessage`, while /projecttargetsbystruct (the targets list) stays readable.
 */

export const results = defineRoute({
  id: 'results',
  method: 'GET',
  paths: ['/results'],
  access: 'user',
  requestKind: 'query',
  request: resultsQuerySchema,
  response: designResultsSchema,
  envelope: 'data',
  summary:
    "One indicator's results of the lot's design: by focal point and category, and each target against the benchmark.",
  errors: ['not_found', 'forbidden', 'validation_failed'],
});

export const projectTargetsByStruct = defineRoute({
  id: 'projectTargetsByStruct',
  method: 'GET',
  paths: ['/projecttargetsbystruct'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuery,
  response: projectTargetsByStructSchema,
  envelope: 'data',
  summary: "The results summary of a lot: its development's targets and what the caller may do.",
  errors: ['not_found', 'forbidden'],
});

export const getImpactDetails = defineRoute({
  id: 'getImpactDetails',
  method: 'GET',
  paths: ['/getImpactDetails'],
  access: 'user',
  requestKind: 'query',
  request: impactDetailsQuerySchema,
  response: impactDetailsSchema,
  envelope: 'data',
  summary:
    "The impact rows of the lot's design (pivot data): one row per indicator, module, year and element or line.",
  errors: ['not_found', 'forbidden', 'validation_failed'],
});

export const toggleLciSourceChangeNotified = defineRoute({
  id: 'toggleLciSourceChangeNotified',
  method: 'POST',
  paths: ['/toggleLciSourceChangeNotified'],
  access: 'user',
  requestKind: 'json',
  request: lciSourceNotifiedSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    "Dismisses the development's LCI source change notice (clears NotifyLciSourceChange for it).",
  errors: ['not_found'],
});
