import * as routes from '@circa/contract/org-library.routes';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import {
  completeBaselineDesigns,
  completeOrgBaselines,
  completePresetDesigns,
  completeProjectBaselines,
  setOrganisationBaselineDesign,
  setProjectBaselineDesign,
} from './org-baselines.service';
import {
  allSelectableBaselineTemplates,
  allSelectableOrgTemplates,
  updateBaselineTemplate,
  updateOrgTemplate,
} from './org-templates.service';

/** Template and baseline enablement (document 3 §7 "Templates", "Baselines and presets"). */
export function registerOrgLibraryRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  db: Kysely<Database>,
): void {
  implementRoute(app, authenticate, routes.allSelectableOrgTemplates, ({ user, input }) =>
    allSelectableOrgTemplates(db, user, input.orgId),
  );
  implementRoute(app, authenticate, routes.updateOrgTemplate, ({ user, input }) =>
    updateOrgTemplate(db, user, input),
  );
  implementRoute(app, authenticate, routes.allSelectableBaselineTemplates, ({ user, input }) =>
    allSelectableBaselineTemplates(db, user, input.structureId),
  );
  implementRoute(app, authenticate, routes.updateBaselineTemplate, ({ user, input }) =>
    updateBaselineTemplate(db, user, input),
  );
  implementRoute(app, authenticate, routes.completeOrgBaselines, ({ user, input }) =>
    completeOrgBaselines(db, user, input.orgId),
  );
  implementRoute(app, authenticate, routes.completeProjectBaselines, ({ user, input }) =>
    completeProjectBaselines(db, user, input.projectId),
  );
  implementRoute(app, authenticate, routes.completeBaselineDesigns, ({ user, input }) =>
    completeBaselineDesigns(db, user, input.projectId),
  );
  implementRoute(app, authenticate, routes.completePresetDesigns, ({ user, input }) =>
    completePresetDesigns(db, user, input),
  );
  implementRoute(app, authenticate, routes.setOrganisationBaselineDesign, ({ user, input }) =>
    setOrganisationBaselineDesign(db, user, input),
  );
  implementRoute(app, authenticate, routes.setProjectBaselineDesign, ({ user, input }) =>
    setProjectBaselineDesign(db, user, input),
  );
}
