import * as routes from '@circa/contract/design.routes';
import { archiveDesign, findDesignStructureId } from '@circa/db/designs.repository';
import { markOnboardingRead } from '@circa/db/organisations.repository';
import type { Database } from '@circa/db/schema';
import type { ThermalUnitId } from '@circa/engine/units';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { organisationAccess } from '../access/access';
import { notFound } from '../http/app-error';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import type { AuthUser } from '../http/request-context';
import { attributeInfo } from './attribute-info';
import { designForm, saveDesignFields } from './design-form.service';
import { structureDrawerSetting } from './drawer.service';
import { customiseGfa, thermalLimitsFor, updateGfa, updateThermal } from './gfa-thermal.service';
import { loadLotDesign, loadLotDesignById, requireEditable } from './lot-design';

/** Design entry (document 2 §7 "Lots and design inputs"). */
export function registerDesignRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: { db: Kysely<Database>; supportEmail: string },
): void {
  const { db } = deps;
  const byDesign = (user: AuthUser, designId: number) =>
    loadLotDesignById(db, user, designId, (id) => findDesignStructureId(db, id));

  implementRoute(app, authenticate, routes.getLot, ({ user, input }) =>
    designForm(db, user, input.structureId, deps.supportEmail),
  );
  implementRoute(app, authenticate, routes.saveDesign, async ({ user, input }) =>
    saveDesignFields(db, await byDesign(user, input.designId), input),
  );
  implementRoute(app, authenticate, routes.getCustomiseGfa, async ({ user, input }) =>
    customiseGfa(await byDesign(user, input.designId)),
  );
  implementRoute(
    app,
    authenticate,
    routes.getPredictedGfa,
    async ({ user, input }) =>
      customiseGfa(await byDesign(user, input.designId)).PredictedGrossFloorArea,
  );
  implementRoute(app, authenticate, routes.updateCustomiseGfa, async ({ user, input }) =>
    updateGfa(db, await byDesign(user, input.DesignId), input),
  );
  implementRoute(app, authenticate, routes.updateThermalDemands, async ({ user, input }) =>
    updateThermal(db, await byDesign(user, input.designId), input),
  );
  implementRoute(app, authenticate, routes.getThermalLimits, async ({ user, input }) =>
    thermalLimitsFor(
      await loadLotDesign(db, user, input.structureId),
      input.thermalRatingId,
      input.thermalUnitId as ThermalUnitId,
    ),
  );
  implementRoute(app, authenticate, routes.getAttributeInfo, async ({ input }) => {
    const info = attributeInfo[input.attributeId];
    if (!info) throw notFound('There is no information about this attribute.');
    return { Name: info.name, InfoImageUrl: null, Information: info.information };
  });
  implementRoute(app, authenticate, routes.toggleOnboardingStatus, async ({ user, input }) => {
    await organisationAccess(db, user, input.orgId);
    await markOnboardingRead(db, input.orgId, user.userId);
    return true as const;
  });
  implementRoute(app, authenticate, routes.getStructureDrawerSetting, ({ user, input }) =>
    structureDrawerSetting(db, user, input.structureId),
  );
  implementRoute(app, authenticate, routes.resetDesign, async ({ user, input }) => {
    const lot = await loadLotDesign(db, user, input.id);
    requireEditable(lot);
    await archiveDesign(db, lot.record.id);
    return true as const;
  });
}
