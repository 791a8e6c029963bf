import * as routes from '@circa/contract/lots.routes';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { buildLot, isLotInitialised } from './build-lot.service';
import { designPhases } from './design-phases.service';
import { requestLotAccess, sendLotInformation } from './lot-requests.service';
import type { LotRequestDeps } from './lot-requests.service';
import {
  availableProjectTargets,
  createLot,
  customLotLabel,
  listLots,
  lotDetails,
  saveLotDetails,
  setLotArchived,
} from './lots.service';

/** Lots (document 1 §7, document 2 "Lot creation and lot details"). */
export function registerLotRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: LotRequestDeps,
): void {
  const db: Kysely<Database> = deps.db;
  implementRoute(app, authenticate, routes.lots, ({ user, input }) =>
    listLots(db, user, input.projectId, input.showArchivedLots),
  );
  implementRoute(app, authenticate, routes.createLot, ({ user, input }) =>
    createLot(db, user, input),
  );
  implementRoute(app, authenticate, routes.lotDetails, ({ user, input }) =>
    lotDetails(db, user, input.structureId),
  );
  implementRoute(app, authenticate, routes.saveLotDetails, ({ user, input }) =>
    saveLotDetails(db, user, input),
  );
  implementRoute(app, authenticate, routes.getDesignPhases, ({ user, input }) =>
    designPhases(db, user, input.structureId, input.projectTargetId),
  );
  implementRoute(app, authenticate, routes.getAvailableProjectTargets, ({ user, input }) =>
    availableProjectTargets(db, user, input.structureId),
  );
  implementRoute(app, authenticate, routes.archiveLot, ({ user, input }) =>
    setLotArchived(db, user, input.id, true),
  );
  implementRoute(app, authenticate, routes.unarchiveLot, ({ user, input }) =>
    setLotArchived(db, user, input.id, false),
  );
  implementRoute(app, authenticate, routes.sendLotInformationEmail, ({ user, input }) =>
    sendLotInformation(deps, user, input),
  );
  implementRoute(app, authenticate, routes.sendLotRequestedEmail, ({ user, input }) =>
    requestLotAccess(deps, user, input),
  );
  implementRoute(app, authenticate, routes.isLotInitialised, ({ user, input }) =>
    isLotInitialised(db, user, input.structureId),
  );
  implementRoute(app, authenticate, routes.getCustomLotLabel, ({ user, input }) =>
    customLotLabel(db, user, input.projectId),
  );
  implementRoute(app, authenticate, routes.buildLot, ({ user, input }) =>
    buildLot(db, user, input),
  );
}
