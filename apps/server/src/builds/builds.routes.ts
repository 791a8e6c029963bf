import * as routes from '@circa/contract/builds.routes';
import { listFeatureDesigns, listUserBuilds } from '@circa/db/builds.repository';
import { listUserOrganisations } from '@circa/db/organisations.repository';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { toBuildSummary, toFeaturedSummary } from './build-summaries';
import { projectBaselineDesigns, projectPresetDesigns } from './builds.service';

/** Build lists and the baseline/preset choosers (documents 1 §7, 3 "Baselines and presets"). */
export function registerBuildRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  db: Kysely<Database>,
): void {
  implementRoute(app, authenticate, routes.featureDesigns, async ({ input }) =>
    (await listFeatureDesigns(db, input.start, input.numberOf)).map(toFeaturedSummary),
  );

  implementRoute(app, authenticate, routes.userBuilds, async ({ user, input }) =>
    (
      await listUserBuilds(db, user.userId, {
        includeArchived: false,
        offset: input.offset,
        limit: input.count,
      })
    ).map(toBuildSummary),
  );

  implementRoute(app, authenticate, routes.completeUserBuilds, async ({ user }) => {
    const builds = await listUserBuilds(db, user.userId, {
      includeArchived: true,
      offset: 0,
      limit: null,
    });
    const organisations = await listUserOrganisations(db, user.userId);
    const projects = new Map(
      builds.map((b) => [
        b.projectId,
        {
          ProjectId: b.projectId,
          Name: b.projectName,
          OrgId: b.organisationId,
          OrgName: b.organisationName,
          FeatureImage: null,
          IsArchived: false,
        },
      ]),
    );
    return {
      BuildSummaries: builds.map(toBuildSummary),
      Organisations: organisations.map((o) => ({
        Id: o.id,
        Title: o.name,
        Description: o.description,
        ImageUrl: o.imageUrl,
      })),
      Projects: [...projects.values()],
    };
  });

  implementRoute(app, authenticate, routes.baselineDesigns, ({ user, input }) =>
    projectBaselineDesigns(db, user, input),
  );

  implementRoute(app, authenticate, routes.presetDesigns, ({ user, input }) =>
    projectPresetDesigns(db, user, input),
  );
}
