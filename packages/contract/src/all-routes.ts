import type { RouteDescriptor } from './route';
import * as analysis from './analysis.routes';
import * as identity from './identity.routes';
import * as shell from './shell.routes';
import * as submission from './submission.routes';
import * as builds from './builds.routes';
import * as credits from './credits.routes';
import * as createOrganisation from './create-organisation.routes';
import * as customise from './customise.routes';
import * as design from './design.routes';
import * as developments from './developments.routes';
import * as exportsRoutes from './exports.routes';
import * as geo from './geo.routes';
import * as lots from './lots.routes';
import * as lotCollaborators from './lot-collaborators.routes';
import * as messageList from './messages.routes';
import * as operator from './operator.routes';
import * as orgMembership from './org-membership.routes';
import * as organisations from './organisations.routes';
import * as orgLibrary from './org-library.routes';
import * as orgSettings from './org-settings.routes';
import * as orgUsers from './org-users.routes';
import * as payment from './payment.routes';
import * as portfolio from './portfolio.routes';
import * as projectPeople from './project-people.routes';
import * as reports from './reports.routes';
import * as publicPage from './public-page.routes';
import * as results from './results.routes';
import * as sharing from './sharing.routes';
import * as targets from './targets.routes';
import * as uploads from './uploads.routes';

/**
 * Every route of the API, for the server (to check each is implemented) and for OpenAPI.
 * Namespace imports collect the descriptors of each `*.routes.ts` file.
 */
export const allRoutes: readonly RouteDescriptor[] = [
  ...Object.values(identity),
  ...Object.values(shell),
  ...Object.values(organisations),
  ...Object.values(createOrganisation),
  ...Object.values(developments),
  ...Object.values(targets),
  ...Object.values(lots),
  ...Object.values(lotCollaborators),
  ...Object.values(builds),
  ...Object.values(geo),
  ...Object.values(uploads),
  ...Object.values(design),
  ...Object.values(customise),
  ...Object.values(submission),
  ...Object.values(credits),
  ...Object.values(payment),
  ...Object.values(results),
  ...Object.values(exportsRoutes),
  ...Object.values(analysis),
  ...Object.values(portfolio),
  ...Object.values(orgLibrary),
  ...Object.values(orgUsers),
  ...Object.values(orgSettings),
  ...Object.values(projectPeople),
  ...Object.values(reports),
  ...Object.values(publicPage),
  ...Object.values(messageList),
  ...Object.values(orgMembership),
  ...Object.values(operator),
  ...Object.values(sharing),
];
