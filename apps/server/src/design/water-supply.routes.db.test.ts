/**
 * Rainwater supply and garden water (docs/decisions/0016-rainwater.md; issue 16 item 6): the
 * rainwater options can be chosen where Circa has daily rainfall near the site (the demo estate,
 * Marsden Park NSW, is within reach of Sydney's Observatory Hill) and are refused elsewhere; a
 * design stored earlier with one at such a site is evaluated as mains water, with a note. The
 * results of the water indicator say how the garden's water and the tank's supply were found.
 */
import { messages } from '@circa/contract/messages';
import { findActiveLotDesign, updateDesignContent } from '@circa/db/designs.repository';
import { indicatorTotal } from '@circa/engine/aggregates';
import type { Design } from '@circa/engine/design-types';
import { evaluateDesign } from '@circa/engine/evaluate-design';
import { designLocationForPostcode } from '@circa/reference-data/nathers-zones';
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
  await payForLot(t, lot);
});
afterAll(async () => t.close());

const form = async () =>
  (await t.call('GET', `/api/lot?structureId=${lot}`, undefined, admin)).json().Data;
const save = (changes: Record<string, unknown>) =>
  t.call('POST', '/api/lot', { designId, ...changes }, admin);
const WATER = 4;
const waterResults = async () => {
  const response = await t.call(
    'GET',
    `/api/results?structureId=${lot}&indicatorId=${WATER}`,
    undefined,
    admin,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Data;
};
const designTotal = (data: {
  Totals: { ExcludingPowerGeneration: boolean; DesignImpact: number }[];
}) => data.Totals.find((x) => x.ExcludingPowerGeneration)!.DesignImpact;

/** Stores the lot's design with other attributes or location, as an earlier version might have. */
async function storeDesign(change: (design: Design) => Design): Promise<Design> {
  const db = t.database.db;
  const record = (await findActiveLotDesign(db, lot))!;
  const stored = change(record.design as Design);
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
  return stored;
}

describe('a site with daily rainfall near it (Marsden Park NSW)', () => {
  it('offers every water supply option', async () => {
    const options = (await form()).WaterSupplies as { Id: number; IsDisabled: boolean }[];
    expect(options.map((o) => [o.Id, o.IsDisabled])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, false],
    ]);
    expect((await save({ waterSupplyId: 9 })).json().message).toBe(messages.waterSupplyRequired);
  });

  it('counts what a 2 kL tank supplies, and says how', async () => {
    const mains = designTotal(await waterResults());
    expect((await save({ waterSupplyId: 4 })).statusCode).toBe(200);
    const data = await waterResults();
    expect(data.WaterSupplyNote).toBeUndefined();
    expect(data.WaterEstimateNote).toMatch(
      /Rainwater: the 2,000 L tank supplies [\d.,]+ of the [\d.,]+ kL a year asked of it, .* SYDNEY \(OBSERVATORY HILL\), \d+ km from the site, 2010–2019/,
    );
    // the tank's water is not mains water: less mains water over the period
    expect(designTotal(data)).toBeLessThan(mains);
  });

  it('asks for the tank size of an option without a named tank', async () => {
    expect((await save({ waterSupplyId: 2 })).statusCode).toBe(200);
    expect((await waterResults()).WaterSupplyNote).toMatch(/^The rainwater tank size was not/);
    expect((await save({ rainwaterTankSize: 5000 })).statusCode).toBe(200);
    expect((await form()).RainwaterTankSize).toBe(5000);
    const data = await waterResults();
    expect(data.WaterSupplyNote).toBeUndefined();
    expect(data.WaterEstimateNote).toMatch(/the 5,000 L tank supplies/);
    expect((await save({ rainwaterTankSize: -1 })).json().message).toBe(messages.nonNegativeNumber);
    expect((await save({ waterSupplyId: 1, rainwaterTankSize: null })).statusCode).toBe(200);
  });

  it("estimates the garden's water from its area and the site's climate once the area is entered", async () => {
    const before = await waterResults();
    expect(before.WaterEstimateNote).toMatch(/^Garden water is a typical share .* no garden area/);
    expect((await save({ gardenArea: 150 })).statusCode).toBe(200);
    expect((await form()).GardenArea).toBe(150);
    expect((await waterResults()).WaterEstimateNote).toMatch(
      /^Garden water: 150 m² needing \d+ mm a year .* SYDNEY \(OBSERVATORY HILL\), \d+ km from the site; approximate\)\.$/,
    );
    expect((await save({ gardenArea: null })).statusCode).toBe(200);
    expect((await form()).GardenArea).toBeNull();
  });
});

describe('a site with no daily rainfall near it (a design located in Hobart)', () => {
  let mainsDesign: Design;

  beforeAll(async () => {
    mainsDesign = await storeDesign((design) => ({
      ...design,
      location: designLocationForPostcode('7000'),
    }));
  });

  it('lists the rainwater options disabled and refuses them', async () => {
    const options = (await form()).WaterSupplies as { Id: number; IsDisabled: boolean }[];
    expect(options.map((o) => o.IsDisabled)).toEqual([false, true, true, true]);
    for (const id of [2, 3, 4]) {
      const before = await form();
      const response = await save({ waterSupplyId: id });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.rainwaterSupplyUnavailable);
      expect((await form()).Version).toBe(before.Version);
    }
  });

  it('evaluates a design stored earlier with Rain Water Only as mains water, with the note', async () => {
    await storeDesign((design) => ({
      ...design,
      attributes: { ...design.attributes, waterSupplyId: 3 },
    }));
    expect((await form()).WaterSupplyId).toBe(3);
    // other fields still save
    expect((await save({ gardenTypeId: 3 })).statusCode).toBe(200);
    mainsDesign = { ...mainsDesign, attributes: { ...mainsDesign.attributes, gardenTypeId: 3 } };
    const data = await waterResults();
    expect(data.WaterSupplyNote).toMatch(/^Rainwater supply cannot be assessed: Circa has no/);
    const mains = evaluateDesign(mainsDesign, contextOfDesign(mainsDesign));
    // not 0 kL of mains water: the same water as the mains design
    expect(designTotal(data)).toBeCloseTo(indicatorTotal(mains, WATER)!, 6);
    expect(indicatorTotal(mains, WATER, { modules: ['B7'] })).toBeGreaterThan(0);
    expect((await save({ waterSupplyId: 1 })).statusCode).toBe(200);
    expect((await waterResults()).WaterSupplyNote).toBeUndefined();
  });
});
