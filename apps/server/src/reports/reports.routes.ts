import * as routes from '@circa/contract/reports.routes';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { registerPublicReportRoutes } from './public-reports.routes';
import { handleReportJobs } from './report-jobs';
import { reportLine } from './report-presenters';
import {
  fetchLotReport,
  fetchProjectReport,
  lotReportLines,
  lotReportName,
  lotReportTypes,
  projectReportLines,
  projectReportName,
  projectReportTypes,
  requestLotReport,
  requestProjectReport,
  withContent,
} from './reports.service';
import {
  lotReportRecipients,
  projectReportRecipients,
  sendLotReport,
  sendProjectReport,
} from './send-report.service';

/**
 * Lot and project reports and sending them (document 3 §7 "Sharing and reports"), and the public
 * page's reports (document 2 §7); registers the report jobs' handlers on the app's job queue.
 */
export function registerReportRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: Pick<AppDeps, 'db' | 'jobs' | 'blobs' | 'mailer' | 'now'>,
): void {
  handleReportJobs(deps.jobs, deps);
  registerPublicReportRoutes(app, authenticate, deps);
  implementRoute(app, authenticate, routes.getLotReportTypes, ({ user, input }) =>
    lotReportTypes(deps, user, input.structureId),
  );
  implementRoute(app, authenticate, routes.getProjectReportTypes, ({ user, input }) =>
    projectReportTypes(deps, user, input.projectId),
  );
  implementRoute(app, authenticate, routes.getLotReportName, ({ user, input }) =>
    lotReportName(deps, user, input),
  );
  implementRoute(app, authenticate, routes.getProjectReportName, ({ user, input }) =>
    projectReportName(deps, user, input),
  );
  implementRoute(app, authenticate, routes.getLotReportLines, ({ user, input }) =>
    lotReportLines(deps, user, input.structureId),
  );
  implementRoute(app, authenticate, routes.getProjectReportLines, ({ user, input }) =>
    projectReportLines(deps, user, input.projectId),
  );
  // the PDF is not kept in the read cache
  implementRoute(
    app,
    authenticate,
    routes.fetchLotReport,
    ({ user, input }) => fetchLotReport(deps, user, input),
    { isCached: false },
  );
  // the PDF is not kept in the read cache
  implementRoute(
    app,
    authenticate,
    routes.fetchProjectReport,
    ({ user, input }) => fetchProjectReport(deps, user, input),
    { isCached: false },
  );
  implementRoute(app, authenticate, routes.createLotReport, async ({ user, input }) =>
    reportLine(await requestLotReport(deps, user, input)),
  );
  implementRoute(app, authenticate, routes.createAndFetchLotReport, async ({ user, input }) =>
    withContent(deps, await requestLotReport(deps, user, input)),
  );
  implementRoute(app, authenticate, routes.createProjectReport, async ({ user, input }) =>
    reportLine(await requestProjectReport(deps, user, input)),
  );
  implementRoute(app, authenticate, routes.createAndFetchProjectReport, async ({ user, input }) =>
    withContent(deps, await requestProjectReport(deps, user, input)),
  );
  implementRoute(app, authenticate, routes.getLotReportRecipients, ({ user, input }) =>
    lotReportRecipients(deps, user, input),
  );
  implementRoute(app, authenticate, routes.getProjectReportRecipients, ({ user, input }) =>
    projectReportRecipients(deps, user, input),
  );
  implementRoute(app, authenticate, routes.sendLotReport, ({ user, input }) =>
    sendLotReport(deps, user, input),
  );
  implementRoute(app, authenticate, routes.sendProjectReport, ({ user, input }) =>
    sendProjectReport(deps, user, input),
  );
}
