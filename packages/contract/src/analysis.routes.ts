import { pivotTableQuerySchema, pivotTableSchema } from './analysis.schema';
import { defineRoute } from './route';

/**
 * Design analysis (document 2 §7 "Public page and reports": GET /pivotTable). Needs the lot to
 * be paid and its design submitted: until then 403 `forbidden` with
 * `analysisNotSubmittedMessage`.
 */

export const pivotTable = defineRoute({
  id: 'pivotTable',
  method: 'GET',
  paths: ['/pivotTable'],
  access: 'user',
  requestKind: 'query',
  request: pivotTableQuerySchema,
  response: pivotTableSchema,
  envelope: 'data',
  summary:
    "The pivot rows of a submitted lot's design, column-wise: one indicator (default GWP) or all (0).",
  errors: ['not_found', 'forbidden', 'validation_failed'],
});
