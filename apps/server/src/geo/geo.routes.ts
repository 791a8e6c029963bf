import * as routes from '@circa/contract/geo.routes';
import type { FastifyInstance } from 'fastify';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import type { Geocoder } from './geocoder';

/** Address autocomplete. */
export function registerGeoRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  geocoder: Geocoder,
): void {
  implementRoute(app, authenticate, routes.searchAddresses, ({ input }) =>
    geocoder.suggest(input.query),
  );
}
