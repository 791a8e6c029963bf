import { formatMessage, messages } from '@circa/contract/messages';
import { minimumGrossFloorArea } from '@circa/engine/gross-floor-area';
import { findActiveLotDesign } from '@circa/db/designs.repository';
import type { Design } from '@circa/engine/design-types';
import { evaluateDesign } from '@circa/engine/evaluate-design';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOfDesign } from '../results/evaluation-cache';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { demoLotId } from '../test-support/demo-lot';

let t: TestApp;
let builder: string;
let admin: string;
let lot101: number;
let designId: number;

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  builder = await t.signIn('builder@example.com');
  admin = await t.signIn('admin@example.com');
  lot101 = await demoLotId(t, builder, 'Lot 101');
  designId = (await t.call('GET', `/api/lot?structureId=${lot101}`, undefined, builder)).json().Data
    .DesignId;
});
afterAll(async () => t.close());

const form = async (token = builder) =>
  (await t.call('GET', `/api/lot?structureId=${lot101}`, undefined, token)).json().Data;
const save = (changes: Record<string, unknown>, token = builder) =>
  t.call('POST', '/api/lot', { designId, ...changes }, token);
const gwp = async () => {
  const lines = (
    await t.call('GET', `/api/customise?structureId=${lot101}`, undefined, builder)
  ).json().Data.DesignTemplates as { Impact: number | null }[];
  return lines.reduce((sum, l) => sum + (l.Impact ?? 0), 0);
};

describe('the design form', () => {
  it('loads every field with its option list', async () => {
    const data = await form();
    expect(data).toMatchObject({
      StructureId: lot101,
      Dwellings: 1,
      Bedrooms: 4,
      IsReadOnly: false,
      ReadOnlyReason: null,
      PaymentRequired: true,
    });
    expect(data.ThermalRatings.length).toBeGreaterThan(5);
    expect(data.ShowerWaterRatings.length).toBeGreaterThan(2);
    expect(data.OccupancyDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.MinimumGrossFloorArea).toBeGreaterThan(0);
    expect(data.PaymentPopUp).toMatchObject({
      Prepaid: true,
      OrgName: 'Demo Builders',
      ProjectCreditAmount: 20,
    });
  });

  it('saves only the fields sent, bumps the version, and the design is recomputed', async () => {
    const before = await form();
    const beforeGwp = await gwp();
    const response = await save({ dwellings: 2, bedrooms: 6 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Data.Version).toBe(before.Version + 1);
    const after = await form();
    expect(after).toMatchObject({
      Dwellings: 2,
      Bedrooms: 6,
      Bathrooms: before.Bathrooms,
      ThermalRatingId: before.ThermalRatingId,
    });
    // two dwellings: auto-scaled components grow, so does the design's GWP
    expect(await gwp()).toBeGreaterThan(beforeGwp);
  });

  it('saves a lighting power density, which the evaluation uses; empty is the default', async () => {
    const lighting = async () => {
      const design = (await findActiveLotDesign(t.database.db, lot101))!.design as Design;
      const ev = evaluateDesign(design, contextOfDesign(design));
      return ev.lines.find((l) => l.endUse === 'lighting')!.annualDemand;
    };
    expect((await form()).LightingPowerDensity).toBeNull();
    const atDefault = await lighting();
    expect((await save({ lightingPowerDensity: 2 })).statusCode).toBe(200);
    expect((await form()).LightingPowerDensity).toBe(2);
    // 2 W/m² instead of the Whole of Home default of 5 W/m²
    expect(await lighting()).toBeCloseTo((atDefault * 2) / 5, 6);
    expect((await save({ lightingPowerDensity: -1 })).json().message).toBe(
      messages.nonNegativeNumber,
    );
    expect((await save({ lightingPowerDensity: null })).statusCode).toBe(200);
    expect(await lighting()).toBeCloseTo(atDefault, 6);
  });

  it('switches GFA to Predicted and back to Known', async () => {
    const predicted = (await save({ calculationType: 0 })).json().Data;
    expect(predicted.GrossFloorArea).toBe(predicted.PredictedGrossFloorArea);
    expect((await form()).CalculationTypeId).toBe(0);
    const known = (await save({ grossFloorArea: 400 })).json().Data;
    expect(known.GrossFloorArea).toBe(400);
    expect((await form()).CalculationTypeId).toBe(1);
  });

  it.each([
    [{ dwellings: 0 }, messages.positiveNumber],
    [{ dwellings: -2 }, messages.positiveNumber],
    [{ dwellings: 1.5 }, messages.positiveWholeNumber],
    [{ floors: 1.5 }, messages.positiveWholeNumber],
    [{ bedrooms: -1 }, messages.nonNegativeNumber],
    [{ ceilingHeight: 0 }, messages.positiveNumber],
    [{ ceilingHeight: 100 }, messages.ceilingHeightRange],
    [{ ceilingHeight: 1.2 }, messages.ceilingHeightRange],
    [{ floors: 200 }, messages.floorsTooMany],
    [{ grossFloorArea: 1e9 }, messages.grossFloorAreaTooLarge],
    [{ designName: ' ' }, messages.designNameRequired],
    [{ occupancyDate: '2026-13-40' }, messages.validDate],
    [{ thermalRatingId: 999 }, messages.thermalRatingRequired],
    [{ showerWaterRatingId: 999 }, messages.showerRequired],
    [{ carparkTypeId: 9 }, messages.carParkTypeRequired],
  ])('refuses %j with the spec message and keeps the design', async (changes, message) => {
    const before = await form();
    const response = await save(changes);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await form()).Version).toBe(before.Version);
  });

  it('refuses a Known GFA under the minimum with its figure', async () => {
    const { MinimumGrossFloorArea: minimum } = await form();
    const response = await save({ grossFloorArea: 20 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(formatMessage(messages.gfaTooSmall, { n: minimum }));
  });

  it('names the GFA field when more dwellings raise the minimum above a Known GFA', async () => {
    const { MinimumGrossFloorArea: minimum, Dwellings: dwellings } = await form();
    expect((await save({ grossFloorArea: Math.ceil(minimum) + 1 })).statusCode).toBe(200);
    const response = await save({ dwellings: dwellings + 11 });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toEqual(['grossFloorArea']);
    expect((await form()).Dwellings).toBe(dwellings);
  });
});

describe('GFA and thermal screens', () => {
  it('calculates GFA from the two covered areas, with the spec messages', async () => {
    const record = (
      await t.call('GET', `/api/lot/getCustomiseGfa?designId=${designId}`, undefined, builder)
    ).json().Data;
    const update = (body: Record<string, unknown>) =>
      t.call('POST', '/api/lot/updateCustomiseGfa', { DesignId: designId, ...body }, builder);
    expect(
      (await update({ CalculationTypeId: 2, FullyEnclosedFloorArea: 200 })).json().message,
    ).toBe(messages.bothAreasRequired);
    expect(
      (
        await update({ CalculationTypeId: 2, FullyEnclosedFloorArea: 10, UnenclosedCoveredArea: 1 })
      ).json().message,
    ).toBe(formatMessage(messages.areasTooSmall, { min: record.MinimumGrossFloorArea }));
    // the spec checks the plain sum: it may reach the minimum while enclosed + ½ unenclosed does not
    const minimum = record.MinimumGrossFloorArea as number;
    const atSum = await update({
      CalculationTypeId: 2,
      FullyEnclosedFloorArea: minimum - 20,
      UnenclosedCoveredArea: 20,
    });
    expect(atSum.statusCode, atSum.body).toBe(200);
    expect(atSum.json().Data.GrossFloorArea).toBeCloseTo(minimum - 10, 6);
    const ok = await update({
      CalculationTypeId: 2,
      FullyEnclosedFloorArea: 300,
      UnenclosedCoveredArea: 40,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().Data.GrossFloorArea).toBe(320); // 300 + ½ × 40
    const predicted = (
      await t.call('GET', `/api/lot/getPredictedGfa?designId=${designId}`, undefined, builder)
    ).json().Data;
    expect(predicted).toBeGreaterThan(0);
  });

  it('gives thermal limits in either unit (× 3.6) and keeps demands within them', async () => {
    const { ThermalRatingId: rating } = await form();
    const mj = (
      await t.call(
        'GET',
        `/api/getThermalLimits?structureId=${lot101}&thermalUnitId=1&thermalRatingId=${rating}`,
        undefined,
        builder,
      )
    ).json().Data;
    const kwh = (
      await t.call(
        'GET',
        `/api/getThermalLimits?structureId=${lot101}&thermalUnitId=2&thermalRatingId=${rating}`,
        undefined,
        builder,
      )
    ).json().Data;
    expect(mj).toHaveLength(4);
    expect(kwh[1]).toBeCloseTo(mj[1] / 3.6, 0);
    const [lower, upper] = mj;
    const thermal = (cooling: number, heating: number) =>
      t.call(
        'POST',
        '/api/updateThermalDemands',
        {
          designId,
          thermalRatingId: rating,
          thermalUnitId: 1,
          coolingDemand: cooling,
          heatingDemand: heating,
        },
        builder,
      );
    expect((await thermal(upper, upper)).json().message).toBe(messages.thermalOutOfRange);
    const inside = (lower + upper) / 2;
    const saved = await thermal(inside / 2, inside / 2);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await form()).CoolingDemand).toBeCloseTo(inside / 2, 6);
  });

  it('refuses a new thermal rating on Design Details that the entered demands fall outside', async () => {
    const { ThermalRatings: ratings } = await form();
    const limits = async (ratingId: number): Promise<number[]> =>
      (
        await t.call(
          'GET',
          `/api/getThermalLimits?structureId=${lot101}&thermalUnitId=1&thermalRatingId=${ratingId}`,
          undefined,
          builder,
        )
      ).json().Data;
    // two ratings whose ranges do not overlap: demands inside the first are outside the second
    const ids = (ratings as Array<{ Id: number }>).map((r) => r.Id);
    const ranges = await Promise.all(ids.map(limits));
    const first = ranges.findIndex((r, i) => ranges.some((o, j) => j !== i && o[1]! < r[0]!));
    const other = ranges.findIndex((o) => o[1]! < ranges[first]![0]!);
    const inside = (ranges[first]![0]! + ranges[first]![1]!) / 2;
    const saved = await t.call(
      'POST',
      '/api/updateThermalDemands',
      {
        designId,
        thermalRatingId: ids[first],
        thermalUnitId: 1,
        coolingDemand: inside / 2,
        heatingDemand: inside / 2,
      },
      builder,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await t.call(
      'POST',
      '/api/lot',
      { designId, thermalRatingId: ids[other] },
      builder,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.thermalOutOfRange);
    expect(refused.json().details[0].path).toEqual(['thermalRatingId']);
    expect((await form()).ThermalRatingId).toBe(ids[first]);
    // other fields still save while the demands fit the rating
    expect((await t.call('POST', '/api/lot', { designId, bedrooms: 3 }, builder)).statusCode).toBe(
      200,
    );
  });
});

describe('locks and reset', () => {
  it('makes a locked design read-only for the builder and editable for an organisation admin', async () => {
    const details = (
      await t.call('GET', `/api/lot/getLotDetails?structureId=${lot101}`, undefined, admin)
    ).json().Data;
    await t.call(
      'POST',
      '/api/lot/saveLotDetails',
      { StructureId: lot101, Address: details.Address, IsDesignLocked: true },
      admin,
    );
    expect(await form()).toMatchObject({ IsReadOnly: true, ReadOnlyReason: 'locked' });
    expect((await save({ bathrooms: 3 })).statusCode).toBe(403);
    expect((await save({ bathrooms: 3 }, admin)).statusCode).toBe(200);
    await t.call(
      'POST',
      '/api/lot/saveLotDetails',
      { StructureId: lot101, Address: details.Address, IsDesignLocked: false },
      admin,
    );
    expect((await form()).IsReadOnly).toBe(false);
  });

  it('locks a submitted (shared) design for all but its user admins (document 2 §6)', async () => {
    const submitted = (isSubmitted: boolean) =>
      t.database.db
        .updateTable('designs')
        .set({ is_submitted: isSubmitted })
        .where('id', '=', designId)
        .execute();
    await submitted(true);
    try {
      expect(await form()).toMatchObject({ IsReadOnly: true, ReadOnlyReason: 'submitted' });
      const refused = await save({ bathrooms: 2 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('The design is submitted: re-design it to make changes.');
      expect(await form(admin)).toMatchObject({ IsReadOnly: false, ReadOnlyReason: null });
      expect((await save({ bathrooms: 2 }, admin)).statusCode).toBe(200);
    } finally {
      await submitted(false);
    }
    expect((await form()).IsReadOnly).toBe(false);
  });

  it('shows the drawer settings', async () => {
    const drawer = (
      await t.call(
        'GET',
        `/api/getStructureDrawerSetting?structureId=${lot101}`,
        undefined,
        builder,
      )
    ).json().Data;
    expect(drawer).toMatchObject({
      IsStructureLead: true,
      IsDesignBuilt: true,
      IsPaidAndSubmitted: false,
      RapidCustomSortOrderActive: 1,
    });
    expect(drawer.CustomiseViews).toHaveLength(5);
  });

  it('explains attributes', async () => {
    const info = (await t.call('GET', '/api/attribute?attributeId=8', undefined, builder)).json()
      .Data;
    expect(info.Name).toBe('Gross floor area');
    expect(
      (await t.call('GET', '/api/attribute?attributeId=7777', undefined, builder)).statusCode,
    ).toBe(404);
  });
});

describe('the minimum gross floor area: one figure in messages, browser and server', () => {
  /** One dwelling, one bedroom, no car space: the first bedroom size sets the exact minimum. */
  async function makeMinimum(exact: number) {
    const f = await form();
    const inputs = {
      dwellings: 1,
      bedrooms: 1,
      bathrooms: 1,
      carparks: 0,
      carParkTypeId: f.CarparkTypeId,
      firstBedroomSize: 0,
      otherBedroomSize: f.OtherBedroomSize,
    };
    const firstBedroomSize = exact - minimumGrossFloorArea(inputs);
    expect(minimumGrossFloorArea({ ...inputs, firstBedroomSize })).toBeCloseTo(exact, 9);
    const response = await save({
      dwellings: 1,
      bedrooms: 1,
      bathrooms: 1,
      carparks: 0,
      calculationType: 1,
      grossFloorArea: 999,
      firstBedroomSize,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  const updateGfa = (GrossFloorArea: number) =>
    t.call(
      'POST',
      '/api/lot/updateCustomiseGfa',
      { DesignId: designId, CalculationTypeId: 1, GrossFloorArea },
      builder,
    );
  const gfaRecord = async () =>
    (
      await t.call('GET', `/api/lot/getCustomiseGfa?designId=${designId}`, undefined, builder)
    ).json().Data;

  it('rounds a minimum of 123.44 m² up to 123.5: 123.4 is refused on both screens, 123.5 kept', async () => {
    await makeMinimum(123.44);
    expect((await form()).MinimumGrossFloorArea).toBe(123.5);
    expect((await gfaRecord()).MinimumGrossFloorArea).toBe(123.5);
    const message = formatMessage(messages.gfaTooSmall, { n: 123.5 });
    for (const refused of [await save({ grossFloorArea: 123.4 }), await updateGfa(123.4)]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    // between the engine's exact minimum and the figure shown: refused too, as in the browser
    expect((await save({ grossFloorArea: 123.45 })).json().message).toBe(message);
    expect((await save({ grossFloorArea: 123.5 })).statusCode).toBe(200);
    expect((await updateGfa(123.5)).statusCode).toBe(200);
    expect((await form()).GrossFloorArea).toBe(123.5);
  });

  it('keeps a minimum of exactly 123.4 m² as 123.4, which is accepted', async () => {
    await makeMinimum(123.4);
    expect((await form()).MinimumGrossFloorArea).toBe(123.4);
    expect((await save({ grossFloorArea: 123.4 })).statusCode).toBe(200);
    expect((await updateGfa(123.4)).statusCode).toBe(200);
    const refused = await save({ grossFloorArea: 123.3 });
    expect(refused.json().message).toBe(formatMessage(messages.gfaTooSmall, { n: 123.4 }));
  });
});
