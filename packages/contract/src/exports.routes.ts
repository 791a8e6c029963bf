import { z } from 'zod';
import { exportResultsQuerySchema } from './exports.schema';
import { defineRoute } from './route';

/**
 * Downloads a lot's design results as a file (CSV, Excel or LCAx): the answer is the file itself
 * (not JSON), as an attachment named after the design. Same access as the results: a lot the
 * caller may read, paid (403 `forbidden` "Payment is required." until then).
 */
export const exportResults = defineRoute({
  id: 'exportResults',
  method: 'GET',
  paths: ['/exportResults'],
  access: 'user',
  requestKind: 'query',
  request: exportResultsQuerySchema,
  response: z.unknown(),
  envelope: 'raw',
  summary:
    "Downloads the lot's design results per life cycle module and indicator as CSV, Excel or an LCAx project file.",
  errors: ['not_found', 'forbidden', 'validation_failed'],
});
