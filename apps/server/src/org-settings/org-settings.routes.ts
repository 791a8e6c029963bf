import * as routes from '@circa/contract/org-settings.routes';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { organisationDashboard } from './dashboard.service';
import { onboardingDetails, resetOnboarding, saveOnboarding } from './onboarding.service';
import { organisationSettings, saveOrganisationSettings } from './org-settings.service';

/** Organisation settings, onboarding and dashboard (document 3 §7 "Organisation"). */
export function registerOrgSettingsRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: { db: Kysely<Database> },
): void {
  const { db } = deps;
  implementRoute(app, authenticate, routes.getOrgSettingsDetails, ({ user, input }) =>
    organisationSettings(db, user, input.orgId),
  );
  implementRoute(app, authenticate, routes.saveOrgSettingsDetails, ({ user, input }) =>
    saveOrganisationSettings(db, user, input),
  );
  implementRoute(app, authenticate, routes.getOrgOnboardingDetails, ({ user, input }) =>
    onboardingDetails(db, user, input.orgId),
  );
  implementRoute(app, authenticate, routes.saveOrgOnboardingDetails, ({ user, input }) =>
    saveOnboarding(db, user, input),
  );
  implementRoute(app, authenticate, routes.resetOnboardingStatus, ({ user, input }) =>
    resetOnboarding(db, user, input.orgId),
  );
  implementRoute(app, authenticate, routes.getOrgDashboard, ({ user, input }) =>
    organisationDashboard(db, user, input.orgId),
  );
}
