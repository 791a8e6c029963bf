import {
  analysisNotSubmittedMessage,
  pivotSourceFieldNames,
} from '@circa/contract/analysis.schema';
import { unpackFloat64, unpackInt32 } from '@circa/contract/packed-columns';
import { findActiveLotDesign } from '@circa/db/designs.repository';
import { setDesignSubmitted } from '@circa/db/submission.repository';
import { indicatorTotal } from '@circa/engine/aggregates';
import type { Design } from '@circa/engine/design-types';
import { evaluateDesign } from '@circa/engine/evaluate-design';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLotId } from '../test-support/demo-lot';
import { payForLot } from '../test-support/paid-lot';
import { signInOutsider } from '../test-support/outsider';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { contextOfDesign } from '../results/evaluation-cache';

let t: TestApp;
let admin: string;
let lot: number;

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  admin = await t.signIn('admin@example.com');
  lot = await demoLotId(t, admin, 'Lot 102');
});
afterAll(async () => t.close());

const get = (url: string, token = admin) => t.call('GET', url, undefined, token);
const pivot = (indicatorId: number, token = admin) =>
  get(`/api/pivotTable?structureId=${lot}&indicatorId=${indicatorId}`, token);

async function submitLot(): Promise<Design> {
  const db = t.database.db;
  await payForLot(t, lot);
  const record = (await findActiveLotDesign(db, lot))!;
  await setDesignSubmitted(db, record.id, { designPurposeId: 1, designPhaseId: 1, userId: 1 });
  return record.design as Design;
}

describe('GET /pivotTable', () => {
  it('refuses a lot that is not paid and submitted with the spec text', async () => {
    const response = await pivot(1);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(analysisNotSubmittedMessage);
  });

  it("answers a submitted lot's rows column-wise; their sum is the engine's whole-life total (with generation)", async () => {
    const design = await submitLot();
    const response = await pivot(1);
    expect(response.statusCode).toBe(200);
    const data = response.json().Data;
    expect(data.LoadedIndicatorIds).toEqual([1]);
    expect(data.Indicators[0].Id).toBe(1);
    expect(data.SourceFields.map((f: { Name: string }) => f.Name)).toEqual([
      ...pivotSourceFieldNames,
    ]);
    const n = data.Rows.Count;
    expect(n).toBeGreaterThan(0);
    const value = unpackFloat64(data.Rows.Value);
    const modules = unpackInt32(data.Rows.Module);
    expect(value).toHaveLength(n);
    for (const column of ['Indicator', 'Module', 'Year', 'Source'])
      expect(unpackInt32(data.Rows[column])).toHaveLength(n);
    const sourceCount = unpackInt32(data.Sources[0]).length;
    expect(Math.max(...unpackInt32(data.Rows.Source))).toBeLessThan(sourceCount);
    const dIndex = data.Modules.findIndex((m: { Code: string }) => m.Code === 'D');
    let sum = 0;
    for (let i = 0; i < n; i++) if (modules[i] !== dIndex) sum += value[i]!;
    const expected = indicatorTotal(evaluateDesign(design, contextOfDesign(design)), 1, {
      includeGeneration: true,
    });
    expect(sum).toBeCloseTo(expected!, 6);
  });

  it('loads every impact with 0 and refuses an indicator the design has no rows for', async () => {
    const all = (await pivot(0)).json().Data;
    expect(all.LoadedIndicatorIds).toEqual(all.Indicators.map((i: { Id: number }) => i.Id));
    expect(new Set(unpackInt32(all.Rows.Indicator)).size).toBe(all.Indicators.length);
    const refused = await pivot(999);
    expect(refused.statusCode).toBe(400);
  });

  it('does not show another organisation the lot', async () => {
    const { token: outsider } = await signInOutsider(t);
    expect((await pivot(1, outsider)).statusCode).toBe(404);
  });
});
