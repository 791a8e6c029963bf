import * as routes from '@circa/contract/reports.routes';
import { designPerformanceReportSchema } from '@circa/contract/reports.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { attachmentDisposition } from '../submission/content-disposition';
import { designReportFile, generateDesignReport } from './public-reports.service';
import { reportLine } from './report-presenters';

/**
 * The public design page's report calls (document 2 §7 "Public page and reports"): asking for a
 * report, and downloading it as a file once made.
 */
export function registerPublicReportRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: Pick<AppDeps, 'db' | 'jobs' | 'blobs' | 'now'>,
): void {
  implementRoute(
    app,
    authenticate,
    routes.generateDesignPerformanceReport,
    async ({ user, input }) => reportLine(await generateDesignReport(deps, user, input)),
  );
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: `/api${routes.designPerformanceReport.paths[0]}`,
    schema: {
      operationId: routes.designPerformanceReport.id,
      summary: routes.designPerformanceReport.summary,
      body: designPerformanceReportSchema,
    },
    handler: async (request, reply) => {
      const user = await authenticate(request, routes.designPerformanceReport.id);
      const file = await designReportFile(deps, user, request.body);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachmentDisposition(file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.pdf);
    },
  });
}
