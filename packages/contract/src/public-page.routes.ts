import { defineRoute } from './route';
import { designPerformanceQuerySchema, designPerformanceSchema } from './public-page.schema';

/** The public design performance page (document 2 §2, §7 "GET /DesignPerformance id"). */

export const designPerformance = defineRoute({
  id: 'designPerformance',
  method: 'GET',
  paths: ['/DesignPerformance'],
  access: 'optional',
  requestKind: 'query',
  request: designPerformanceQuerySchema,
  response: designPerformanceSchema,
  envelope: 'data',
  summary:
    "A design's public performance page (id: base36 design id). Public designs answer anyone; Private ones their stakeholders (401 signed out); others 403 'Access denied'.",
  errors: ['unauthenticated', 'forbidden', 'not_found'],
});
