import { createOrganisation } from '@circa/contract/create-organisation.routes';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { createOwnOrganisation } from './create-organisation.service';
import type { NewOrganisationDefaults } from './create-organisation.service';

/** POST /createOrganisation (issue 20 item 1). */
export function registerCreateOrganisationRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: { db: Kysely<Database> } & NewOrganisationDefaults,
): void {
  implementRoute(app, authenticate, createOrganisation, ({ user, input }) =>
    createOwnOrganisation(deps.db, user, input, deps),
  );
}
