import * as routes from '@circa/contract/customise.routes';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import type { JobQueue } from '../jobs/job-queue.service';
import { addComponent, deleteComponent, updateComponent } from './components.service';
import {
  availableIndicators,
  customiseView,
  nestedTemplates,
  setCustomSortOrderActive,
  templateImpactValues,
  templatesForLot,
} from './customise.service';
import { requestTemplate } from './template-request.service';

/** Components and templates (document 2 §7 "Templates and customise"). */
export function registerCustomiseRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: { db: Kysely<Database>; jobs: JobQueue; supportEmail: string; publicUrl: string },
): void {
  const { db } = deps;
  implementRoute(app, authenticate, routes.customise, ({ user, input }) =>
    customiseView(db, user, input.structureId),
  );
  implementRoute(app, authenticate, routes.templates, ({ user, input }) =>
    templatesForLot(db, user, input.structureId),
  );
  implementRoute(app, authenticate, routes.getNestedTemplates, ({ user, input }) =>
    nestedTemplates(db, user, input, input.structureId),
  );
  implementRoute(app, authenticate, routes.addDesignTemplate, ({ user, input }) =>
    addComponent(db, user, input),
  );
  implementRoute(app, authenticate, routes.updateDesignTemplate, ({ user, input }) =>
    updateComponent(db, user, input),
  );
  implementRoute(app, authenticate, routes.deleteDesignTemplate, ({ user, input }) =>
    deleteComponent(db, user, input),
  );
  implementRoute(app, authenticate, routes.calcTemplatesImpactValue, ({ user, input }) =>
    templateImpactValues(db, user, input),
  );
  implementRoute(app, authenticate, routes.sendTemplateRequestedEmail, ({ user, input }) =>
    requestTemplate(deps, user, input),
  );
  implementRoute(app, authenticate, routes.setRapidCustomSortOrderActive, ({ user, input }) =>
    setCustomSortOrderActive(db, user, input),
  );
  implementRoute(app, authenticate, routes.getAvailableIndicators, ({ user, input }) =>
    availableIndicators(db, user, input.structureId),
  );
}
