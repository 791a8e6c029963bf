import * as routes from '@circa/contract/exports.routes';
import { exportResultsQuerySchema } from '@circa/contract/exports.schema';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { AppError } from '../http/app-error';
import type { Authenticate } from '../http/implement-route';
import { attachmentDisposition } from '../submission/content-disposition';
import { exportResults } from './exports.service';

/**
 * Open data out (issue 14 part 3): GET /exportResults answers the file itself, so it is
 * registered here rather than through implementRoute (which answers JSON); same path,
 * validation and authentication as the contract declares.
 */
export function registerExportsRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: { db: Kysely<Database> },
): void {
  const route = routes.exportResults;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: `/api${route.paths[0]}`,
    schema: {
      operationId: route.id,
      summary: route.summary,
      security: [{ bearer: [] }],
      querystring: exportResultsQuerySchema,
    },
    handler: async (request, reply) => {
      const user = await authenticate(request, route.id);
      if (!user) throw new AppError('unauthenticated', 'Please sign in again.');
      const { structureId, format } = request.query;
      const file = await exportResults(deps.db, user, structureId, format);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', attachmentDisposition(file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.data);
    },
  });
}
