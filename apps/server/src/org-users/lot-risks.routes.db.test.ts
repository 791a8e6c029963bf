import { deleteDesignTemplate } from '@circa/contract/customise.routes';
import { updateCustomiseGfa } from '@circa/contract/design.routes';
import { markSafeLotRisk, orgLotRisks } from '@circa/contract/org-users.routes';
import { submitDesign, unsubmitDesign } from '@circa/contract/submission.routes';
import { findCurrentLotRisk } from '@circa/db/lot-risks.repository';
import { findOrganisationByName } from '@circa/db/organisations.repository';
import { findUserByEmail } from '@circa/db/users.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisationName } from '../seed/demo-seed';
import { demoLotId } from '../test-support/demo-lot';
import { payForLot, uploadRequiredReferences } from '../test-support/paid-lot';
import { signInOutsider } from '../test-support/outsider';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { GFA_FAR_OUTSIDE_POINTS, POINTS_PER_REMOVED_COMPONENT } from './lot-risk-rule';

let t: TestApp;
let admin: string;
let builder: string;
let orgId: number;
let lot: number;

/** Pays for a lot and uploads its two required reference documents, so it can be submitted. */
async function readyToSubmit(structureId: number) {
  await payForLot(t, structureId);
  await uploadRequiredReferences(t, structureId, builder);
}

const submit = (structureId: number) =>
  t.routeData(submitDesign, { structureId, designPurposeId: 1, designPhaseId: 2 }, builder);

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  admin = await t.signIn('admin@example.com');
  builder = await t.signIn('builder@example.com');
  orgId = (await findOrganisationByName(t.database.db, demoOrganisationName))!;
  lot = await demoLotId(t, builder, 'Lot 101');
  await readyToSubmit(lot);
});
afterAll(async () => t.close());

describe('lot risk (GET /orgLotRisks, POST /markSafeLotRisk)', () => {
  it('lists nothing before any lot is submitted', async () => {
    expect(await t.routeData(orgLotRisks, { orgId }, admin)).toEqual([]);
  });

  it('assesses a submission: a GFA far from the predicted and removed components score their points', async () => {
    const form = (await t.call('GET', `/api/lot?structureId=${lot}`, undefined, builder)).json()
      .Data;
    const predicted = form.PredictedGrossFloorArea as number;
    await t.routeData(
      updateCustomiseGfa,
      { DesignId: form.DesignId, CalculationTypeId: 1, GrossFloorArea: Math.round(predicted * 3) },
      builder,
    );
    const components = (
      await t.call('GET', `/api/customise?structureId=${lot}`, undefined, builder)
    ).json().Data.DesignTemplates as Array<{ Id: string; IsLocked?: boolean }>;
    const removable = components.filter((c) => !c.IsLocked).slice(0, 2);
    for (const c of removable)
      await t.routeData(deleteDesignTemplate, { StructureId: lot, Id: c.Id }, builder);
    await submit(lot);

    const [risk, ...rest] = await t.routeData(orgLotRisks, { orgId }, admin);
    expect(rest).toEqual([]);
    expect(risk).toMatchObject({ StructureId: lot, ProjectName: 'Demo Estate' });
    const points = risk!.RiskDescriptions.map((d) => d.RiskPoint);
    expect(points).toContain(GFA_FAR_OUTSIDE_POINTS);
    expect(points).toContain(2 * POINTS_PER_REMOVED_COMPONENT);
    expect(risk!.RiskPoint).toBe(points.reduce((a, b) => a + b, 0));
    expect(risk!.RiskDescriptions.map((d) => d.Description).join('\n')).toMatch(
      /Gross floor area \d+ m² is far above the \d+ m² predicted/,
    );
  });

  it('answers a builder 403, and 404 to another organisation (list and marking)', async () => {
    expect((await t.route(orgLotRisks, { orgId }, builder)).status).toBe(403);
    expect((await t.route(markSafeLotRisk, { StructureId: lot }, builder)).status).toBe(403);
    const outsider = await signInOutsider(t);
    expect((await t.route(orgLotRisks, { orgId }, outsider.token)).status).toBe(404);
    expect((await t.route(markSafeLotRisk, { StructureId: lot }, outsider.token)).status).toBe(404);
    expect((await t.route(markSafeLotRisk, { StructureId: 999999 }, admin)).status).toBe(404);
    const bad = await t.call('POST', '/api/markSafeLotRisk', { StructureId: 'x' }, admin);
    expect(bad.statusCode).toBe(400);
  });

  it('marks a lot low risk with who and when; it leaves the list until it is submitted again', async () => {
    await t.routeData(markSafeLotRisk, { StructureId: lot }, admin);
    expect(await t.routeData(orgLotRisks, { orgId }, admin)).toEqual([]);
    const adminId = (await findUserByEmail(t.database.db, 'admin@example.com'))!.id;
    const marked = await findCurrentLotRisk(t.database.db, lot);
    expect(marked).toMatchObject({ approvedBy: adminId, approvedAt: expect.any(Date) });
    // marking again answers true (the spec's screen swallows errors of this call)
    expect(await t.routeData(markSafeLotRisk, { StructureId: lot }, admin)).toBe(true);

    await t.routeData(unsubmitDesign, { structureId: lot }, builder);
    expect(await t.routeData(orgLotRisks, { orgId }, admin)).toEqual([]);
    await submit(lot);
    const [again] = await t.routeData(orgLotRisks, { orgId }, admin);
    expect(again?.StructureId).toBe(lot);
    expect((await findCurrentLotRisk(t.database.db, lot))?.approvedAt).toBeNull();
    // the earlier marking is kept
    const history = await t.database.db
      .selectFrom('lot_risk_assessments')
      .select(['approved_by', 'superseded_at'])
      .where('structure_id', '=', lot)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { approved_by: adminId, superseded_at: expect.any(Date) },
      { approved_by: null, superseded_at: null },
    ]);
  });

  it('refuses to mark a lot that was never submitted (404)', async () => {
    const other = await demoLotId(t, builder, 'Lot 102');
    const response = await t.route(markSafeLotRisk, { StructureId: other }, admin);
    expect(response.status).toBe(404);
  });
});
