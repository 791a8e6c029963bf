import * as routes from '@circa/contract/design.routes';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { notFound } from '../http/app-error';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { attributeInfo } from './attribute-info';
import { designForm } from './design-form.service';
import {
  designGfa,
  lotThermalLimits,
  markOnboardingSeen,
  resetLotDesign,
  saveDesign,
  saveDesignGfa,
  saveDesignThermal,
} from './design.service';
import { structureDrawerSetting } from './drawer.service';

/** Design entry (document 2 §7 "Lots and design inputs"). */
export function registerDesignRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: { db: Kysely<Database>; supportEmail: string },
): void {
  const { db } = deps;
  implementRoute(app, authenticate, routes.getLot, ({ user, input }) =>
    designForm(db, user, input.structureId, deps.supportEmail),
  );
  implementRoute(app, authenticate, routes.saveDesign, ({ user, input }) =>
    saveDesign(db, user, input),
  );
  implementRoute(app, authenticate, routes.getCustomiseGfa, ({ user, input }) =>
    designGfa(db, user, input.designId),
  );
  implementRoute(
    app,
    authenticate,
    routes.getPredictedGfa,
    async ({ user, input }) => (await designGfa(db, user, input.designId)).PredictedGrossFloorArea,
  );
  implementRoute(app, authenticate, routes.updateCustomiseGfa, ({ user, input }) =>
    saveDesignGfa(db, user, input),
  );
  implementRoute(app, authenticate, routes.updateThermalDemands, ({ user, input }) =>
    saveDesignThermal(db, user, input),
  );
  implementRoute(app, authenticate, routes.getThermalLimits, ({ user, input }) =>
    lotThermalLimits(db, user, input),
  );
  implementRoute(app, authenticate, routes.getAttributeInfo, async ({ input }) => {
    const info = attributeInfo[input.attributeId];
    if (!info) throw notFound('There is no information about this attribute.');
    return { Name: info.name, InfoImageUrl: null, Information: info.information };
  });
  implementRoute(app, authenticate, routes.toggleOnboardingStatus, ({ user, input }) =>
    markOnboardingSeen(db, user, input.orgId),
  );
  implementRoute(app, authenticate, routes.getStructureDrawerSetting, ({ user, input }) =>
    structureDrawerSetting(db, user, input.structureId),
  );
  implementRoute(app, authenticate, routes.resetDesign, ({ user, input }) =>
    resetLotDesign(db, user, input.id),
  );
}
