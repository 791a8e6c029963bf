import * as routes from '@circa/contract/lot-collaborators.routes';
import type { FastifyInstance } from 'fastify';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import {
  addLotCollaborator,
  approveRequestLot,
  cancelLotInvitation,
  editLotCollaborator,
  lotCollaborators,
  rejectRequestLot,
  removeLotCollaborator,
} from './lot-collaborators.service';
import type { LotCollaboratorDeps } from './lot-collaborators.service';

/** A lot's collaborators and access requests (document 3 §2, §7). */
export function registerLotCollaboratorRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: LotCollaboratorDeps,
): void {
  implementRoute(app, authenticate, routes.lotCollaborators, ({ user, input }) =>
    lotCollaborators(deps.db, user, input.structureId),
  );
  implementRoute(app, authenticate, routes.addLotCollaborator, ({ user, input }) =>
    addLotCollaborator(deps, user, input),
  );
  implementRoute(app, authenticate, routes.editLotCollaborator, ({ user, input }) =>
    editLotCollaborator(deps, user, input),
  );
  implementRoute(app, authenticate, routes.removeLotCollaborator, ({ user, input }) =>
    removeLotCollaborator(deps, user, input),
  );
  implementRoute(app, authenticate, routes.cancelLotInvitation, ({ user, input }) =>
    cancelLotInvitation(deps, user, input),
  );
  implementRoute(app, authenticate, routes.approveRequestLot, ({ user, input }) =>
    approveRequestLot(deps, user, input),
  );
  implementRoute(app, authenticate, routes.rejectRequestLot, ({ user, input }) =>
    rejectRequestLot(deps, user, input),
  );
}
