/**
 * Rainwater supply (docs/decisions/0016-rainwater.md): Circa ships no rainfall data, so the
 * rainwater supply options are refused on save; a design stored earlier with one keeps working and
 * is evaluated as mains water, with a note on its results.
 */
import { messages } from '@circa/contract/messages';
import { findActiveLotDesign, updateDesignContent } from '@circa/db/designs.repository';
import { indicatorTotal } from '@circa/engine/aggregates';
import type { Design } from '@circa/engine/design-types';
import { evaluateDesign } from '@circa/engine/evaluate-design';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLotId } from '../test-support/demo-lot';
import { payForLot } from '../test-support/paid-lot';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { contextOfDesign } from '../results/evaluation-cache';

let t: TestApp;
let admin: string;
let lot: number;
let designId: number;

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  admin = await t.signIn('admin@example.com');
  lot = await demoLotId(t, admin, 'Lot 101');
  designId = (await t.call('GET', `/api/lot?structureId=${lot}`, undefined, admin)).json().Data
    .DesignId;
});
afterAll(async () => t.close());

const form = async () =>
  (await t.call('GET', `/api/lot?structureId=${lot}`, undefined, admin)).json().Data;
const save = (changes: Record<string, unknown>) =>
  t.call('POST', '/api/lot', { designId, ...changes }, admin);
const WATER = 4;

describe('rainwater supply options', () => {
  it('are listed but disabled; Mains Supply is the one to choose', async () => {
    const options = (await form()).WaterSupplies as { Id: number; IsDisabled: boolean }[];
    expect(options.map((o) => [o.Id, o.IsDisabled])).toEqual([
      [1, false],
      [2, true],
      [3, true],
      [4, true],
    ]);
  });

  it.each([2, 3, 4])('option %i is refused with a message and nothing is stored', async (id) => {
    const before = await form();
    const response = await save({ waterSupplyId: id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.rainwaterSupplyUnavailable);
    const after = await form();
    expect(after.Version).toBe(before.Version);
    expect(after.WaterSupplyId).toBe(before.WaterSupplyId);
  });

  it('an unknown option keeps its own message, and mains saves', async () => {
    expect((await save({ waterSupplyId: 9 })).json().message).toBe(messages.waterSupplyRequired);
    expect((await save({ waterSupplyId: 1 })).statusCode).toBe(200);
  });
});

describe('a design stored earlier with Rain Water Only', () => {
  let mainsDesign: Design;

  beforeAll(async () => {
    const db = t.database.db;
    const record = (await findActiveLotDesign(db, lot))!;
    mainsDesign = record.design as Design;
    const stored: Design = {
      ...mainsDesign,
      attributes: { ...mainsDesign.attributes, waterSupplyId: 3 },
    };
    await updateDesignContent(db, record.id, {
      name: record.name,
      description: record.description,
      functionTypeName: record.functionTypeName,
      lciGroupId: record.lciGroupId,
      dwellings: record.dwellings,
      bedrooms: record.bedrooms,
      bathrooms: record.bathrooms,
      floors: record.floors,
      grossFloorArea: record.grossFloorArea,
      design: stored,
    });
    await payForLot(t, lot);
  });

  it('loads with its option and other fields still save', async () => {
    expect((await form()).WaterSupplyId).toBe(3);
    const response = await save({ gardenTypeId: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expect((await form()).WaterSupplyId).toBe(3);
    mainsDesign = {
      ...mainsDesign,
      attributes: { ...mainsDesign.attributes, gardenTypeId: 3 },
    };
  });

  it('has the results of mains water, with the note saying so', async () => {
    const response = await t.call(
      'GET',
      `/api/results?structureId=${lot}&indicatorId=${WATER}`,
      undefined,
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().Data;
    expect(data.WaterSupplyNote).toMatch(/^Rainwater supply cannot be assessed yet: Circa has no/);
    const mains = evaluateDesign(mainsDesign, contextOfDesign(mainsDesign));
    const designImpact = data.Totals.find(
      (x: { ExcludingPowerGeneration: boolean }) => x.ExcludingPowerGeneration,
    ).DesignImpact;
    // not 0 kL of mains water: the same water as the mains design
    expect(designImpact).toBeCloseTo(indicatorTotal(mains, WATER)!, 6);
    expect(indicatorTotal(mains, WATER, { modules: ['B7'] })).toBeGreaterThan(0);
  });

  it('has no note once Mains Supply is chosen', async () => {
    expect((await save({ waterSupplyId: 1 })).statusCode).toBe(200);
    const data = (
      await t.call('GET', `/api/results?structureId=${lot}&indicatorId=${WATER}`, undefined, admin)
    ).json().Data;
    expect(data.WaterSupplyNote).toBeUndefined();
  });
});
