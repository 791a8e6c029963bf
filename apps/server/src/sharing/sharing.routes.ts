import * as routes from '@circa/contract/sharing.routes';
import type { FastifyInstance } from 'fastify';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { answerPublicLink, publicLinkRequests } from './public-link-requests.service';
import {
  canCreatePublicLink,
  lotShareDetails,
  projectShareDetails,
  requestPublicLink,
  updateShare,
} from './sharing.service';
import type { SharingDeps } from './sharing.service';

/** Sharing a lot's design and public-link approval (document 3 §7 "Sharing and reports"). */
export function registerSharingRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: SharingDeps,
): void {
  implementRoute(app, authenticate, routes.lotShareDetails, ({ user, input }) =>
    lotShareDetails(deps, user, input.structureId),
  );
  implementRoute(app, authenticate, routes.projectShareDetails, ({ user, input }) =>
    projectShareDetails(deps.db, user, input.projectId),
  );
  implementRoute(app, authenticate, routes.updateShare, ({ user, input }) =>
    updateShare(deps, user, input),
  );
  implementRoute(app, authenticate, routes.canCreatePublicLink, ({ user, input }) =>
    canCreatePublicLink(deps.db, user, input.structureId),
  );
  implementRoute(app, authenticate, routes.requestPublicLink, ({ user, input }) =>
    requestPublicLink(deps, user, input.structureId),
  );
  implementRoute(app, authenticate, routes.publicLinkRequests, ({ user, input }) =>
    publicLinkRequests(deps.db, user, input.orgId),
  );
  implementRoute(app, authenticate, routes.approvePublicLink, ({ user, input }) =>
    answerPublicLink(deps, user, input.requestId, 'approved'),
  );
  implementRoute(app, authenticate, routes.rejectPublicLink, ({ user, input }) =>
    answerPublicLink(deps, user, input.requestId, 'rejected'),
  );
}
