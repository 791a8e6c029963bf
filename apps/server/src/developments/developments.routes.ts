import * as routes from '@circa/contract/developments.routes';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import {
  adminCoordinatorStanding,
  costInfo,
  developmentProfile,
  isDevelopmentArchived,
  lotProjectId,
  nearbyDevelopments,
  setDevelopmentArchived,
  userDevelopments,
} from './developments.service';
import {
  createProject,
  existingProjectForm,
  newProjectForm,
  updateProjectSettings,
} from './project-settings.service';

/** Developments (document 3 §7 "Projects and targets"). */
export function registerDevelopmentRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: { db: Kysely<Database>; unitCost: number; currency: string },
): void {
  const { db } = deps;
  implementRoute(app, authenticate, routes.getUserDevelopments, ({ user, input }) =>
    userDevelopments(db, user, {
      start: input.start,
      numberOf: input.numberOf,
      includeArchived: input.includeArchivedProjects,
    }),
  );
  implementRoute(app, authenticate, routes.findDevelopmentByLocation, ({ user, input }) =>
    nearbyDevelopments(db, user, input),
  );
  implementRoute(app, authenticate, routes.newDevelopment, ({ user, input }) =>
    newProjectForm(db, user, input.orgId),
  );
  implementRoute(app, authenticate, routes.existingDevelopment, ({ user, input }) =>
    existingProjectForm(db, user, input.projectId),
  );
  implementRoute(app, authenticate, routes.createDevelopment, async ({ user, input }) => ({
    ProjectId: await createProject(db, user, input),
  }));
  implementRoute(app, authenticate, routes.updateDevelopment, async ({ user, input }) => ({
    ProjectId: await updateProjectSettings(db, user, input),
  }));
  implementRoute(app, authenticate, routes.getCostInfo, ({ user, input }) =>
    costInfo(db, user, input.projectId, deps),
  );
  implementRoute(app, authenticate, routes.developmentProfile, ({ user, input }) =>
    developmentProfile(db, user, input.projectId),
  );
  implementRoute(app, authenticate, routes.findProject, ({ user, input }) =>
    lotProjectId(db, user, input.structureId),
  );
  implementRoute(app, authenticate, routes.isProjectArchived, ({ user, input }) =>
    isDevelopmentArchived(db, user, input.projectId),
  );
  implementRoute(app, authenticate, routes.isProjectAdminCoordinator, ({ user, input }) =>
    adminCoordinatorStanding(db, user, input.projectId),
  );
  implementRoute(app, authenticate, routes.archiveProject, ({ user, input }) =>
    setDevelopmentArchived(db, user, input, true),
  );
  implementRoute(app, authenticate, routes.unarchiveProject, ({ user, input }) =>
    setDevelopmentArchived(db, user, input, false),
  );
}
