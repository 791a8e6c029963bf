import { findActiveLotDesign } from '@circa/db/designs.repository';
import { indicatorTotal } from '@circa/engine/aggregates';
import type { Design } from '@circa/engine/design-types';
import { evaluateDesign } from '@circa/engine/evaluate-design';
import { createEvaluationContext } from '@circa/reference-data/default-context';
import {
  AUSTRALIAN_EPD_SOURCE_ID,
  AUSTRALIAN_EPD_SOURCE_META,
} from '@circa/reference-data/lci-sources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLotId } from '../test-support/demo-lot';
import { lciSourceChangeMessage } from './project-settings.service';
import { payForLot } from '../test-support/paid-lot';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  admin = await t.signIn('admin@example.com');
});
afterAll(async () => t.close());

/** The lot's whole-life GWP as the results call gives it (kg CO2e, without generation). */
async function resultsTotal(structureId: number): Promise<number> {
  const response = await t.call(
    'GET',
    `/api/results?structureId=${structureId}&indicatorId=1`,
    undefined,
    admin,
  );
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().Data;
  return data.Totals.find((x: { ExcludingPowerGeneration: boolean }) => x.ExcludingPowerGeneration)
    .DesignImpact;
}

describe("a development's LCI source", () => {
  it('evaluates its designs: choosing another source changes their results to that source’s', async () => {
    const lot = await demoLotId(t, admin, 'Lot 102');
    await payForLot(t, lot);
    const before = (await findActiveLotDesign(t.database.db, lot))!;
    const { project_id: projectId } = await t.database.db
      .selectFrom('structures')
      .select('project_id')
      .where('id', '=', lot)
      .executeTakeFirstOrThrow();
    const totalBefore = await resultsTotal(lot);

    const form = (
      await t.call('GET', `/api/existingdevelopment?projectId=${projectId}`, undefined, admin)
    ).json().Data;
    const australian = form.LciSources.find(
      (s: { Description: string }) => s.Description === AUSTRALIAN_EPD_SOURCE_META.name,
    );
    expect(australian, 'the Australian EPD source is offered').toBeDefined();
    const saved = await t.call(
      'POST',
      '/api/updatedevelopment',
      { ...form, LciSourceId: australian.Id },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const after = (await findActiveLotDesign(t.database.db, lot))!;
    expect((after.design as Design).lciSourceId).toBe(AUSTRALIAN_EPD_SOURCE_ID);
    expect(after.version).toBe(before.version + 1);
    const expected = indicatorTotal(
      evaluateDesign(
        after.design as Design,
        createEvaluationContext({ sourceId: AUSTRALIAN_EPD_SOURCE_ID }),
      ),
      1,
    )!;
    const totalAfter = await resultsTotal(lot);
    expect(totalAfter).toBeCloseTo(expected, 6);
    expect(totalAfter).not.toBeCloseTo(totalBefore, 0);

    // the development's people are told, until one of them dismisses the notice
    const targets = (
      await t.call('GET', `/api/projecttargetsbystruct?structureId=${lot}`, undefined, admin)
    ).json().Data;
    expect(targets.NotifyLciSourceChange).toBe(true);
    expect(targets.WarningPopupMessage).toBe(
      lciSourceChangeMessage(AUSTRALIAN_EPD_SOURCE_META.name),
    );
  });
});
