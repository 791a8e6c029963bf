import { findActiveLotDesign, findDesign, upsertLibraryDesign } from '@circa/db/designs.repository';
import { findUserByEmail } from '@circa/db/users.repository';
import { indicatorTotal } from '@circa/engine/aggregates';
import { evaluateBenchmark } from '@circa/engine/benchmark';
import type { Design } from '@circa/engine/design-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designContent } from '../catalogue/design-columns';
import { demoLotId } from '../test-support/demo-lot';
import { payForLot, uploadRequiredReferences } from '../test-support/paid-lot';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { contextOfDesign } from '../results/evaluation-cache';

/**
 * Library lots (docs/decisions/0015): a baseline (or preset) made by Create Baseline lives on a lot
 * of its own, but it is a library design of the organisation, not a builder's lot: only
 * organisation admins may change it, lot lists leave it out, and a lot built on it keeps the
 * benchmark it was built with.
 */

let t: TestApp;
let builder: string;
let admin: string;
let projectId: number;
let sourceLot: number;
let baselineLot: number;
let baselineDesignId: number;
let builtLot: number;

const get = (url: string, token: string) => t.call('GET', url, undefined, token);

/** Records the lot paid for its design's dwellings. */
async function pay(structureId: number) {
  const design = await findActiveLotDesign(t.database.db, structureId);
  await payForLot(t, structureId, Math.max(1, Math.ceil(design!.dwellings)));
}

async function submit(structureId: number, token: string) {
  await pay(structureId);
  await uploadRequiredReferences(t, structureId, token);
  const submitted = await t.call(
    'POST',
    '/api/submit-design',
    { structureId, designPurposeId: 1, designPhaseId: 2 },
    token,
  );
  expect(submitted.statusCode, submitted.body).toBe(200);
}

/** Each target's reduction and the whole-life benchmark of GWP, as GET /results answers them. */
async function benchmarkOf(structureId: number, token = builder) {
  const response = await get(`/api/results?structureId=${structureId}&indicatorId=1`, token);
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().Data as {
    BenchmarkComparison: Array<{ ProjectTargetId: number; Reduction: number | null }>;
    Totals: Array<{ ExcludingPowerGeneration: boolean; BenchmarkImpact: number | null }>;
  };
  return { reductions: data.BenchmarkComparison, totals: data.Totals };
}

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  builder = await t.signIn('builder@example.com');
  admin = await t.signIn('admin@example.com');
  sourceLot = await demoLotId(t, builder, 'Lot 101');
  projectId = (await get(`/api/findproject?structureId=${sourceLot}`, builder)).json().Data;
  await submit(sourceLot, builder);
  const cloned = await t.call('POST', `/api/lot/cloneasbaseline/${sourceLot}`, undefined, admin);
  expect(cloned.statusCode, cloned.body).toBe(200);
  baselineLot = cloned.json().Data;
  baselineDesignId = (await findActiveLotDesign(t.database.db, baselineLot))!.id;

  // a lot built by the builder on the new baseline, paid, so its results can be read
  builtLot = (
    await t.call(
      'POST',
      '/api/lot/create',
      { projectId, address: 'Lot 190, 9 Library Street, Marsden Park NSW 2765' },
      admin,
    )
  ).json().Data;
  const built = await t.call(
    'POST',
    '/api/lot/buildLot',
    { structureId: builtLot, baseStructureId: baselineDesignId, presetStructureId: 0 },
    builder,
  );
  expect(built.statusCode, built.body).toBe(200);
  await pay(builtLot);
});
afterAll(async () => t.close());

describe('a baseline made by Create Baseline', () => {
  it('is not a lot a builder may change: every write on it or its design is refused', async () => {
    const form = (await get(`/api/lot?structureId=${baselineLot}`, builder)).json().Data;
    expect(form.DesignId).toBe(baselineDesignId);
    expect(form.IsReadOnly).toBe(true);
    const details = (await get(`/api/lot/getLotDetails?structureId=${baselineLot}`, builder)).json()
      .Data;
    expect(details.IsReadOnly).toBe(true);

    const writes = [
      ['/api/lot', { designId: baselineDesignId, dwellings: 3 }],
      [
        '/api/lot/saveLotDetails',
        { StructureId: baselineLot, Address: 'Mine now', Description: '' },
      ],
      ['/api/deleteDesignTemplate/', { StructureId: baselineLot, Id: '1' }],
      [`/api/lot/archive/${baselineLot}`, undefined],
      [`/api/lot/archiveStructure/${baselineLot}`, undefined],
      [`/api/useStructureCredit/${baselineLot}`, {}],
      [
        '/api/lot/buildLot',
        { structureId: baselineLot, baseStructureId: baselineDesignId, presetStructureId: 0 },
      ],
    ] as const;
    for (const [url, body] of writes) {
      const response = await t.call('POST', url, body, builder);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(403);
    }
    const after = await findActiveLotDesign(t.database.db, baselineLot);
    expect(after!.id).toBe(baselineDesignId);
    expect(after!.dwellings).not.toBe(3);
  });

  it('is not listed among the lots of its development, except to organisation admins', async () => {
    const names = async (token: string) =>
      (
        (await get(`/api/lots?projectId=${projectId}`, token)).json().Data.LotSummaries as Array<{
          StructureId: number;
        }>
      ).map((l) => l.StructureId);
    expect(await names(builder)).not.toContain(baselineLot);
    expect(await names(builder)).toContain(builtLot);
    expect(await names(admin)).toContain(baselineLot);
  });

  it('may be edited by an organisation admin without moving the benchmark of a lot built on it', async () => {
    const before = await benchmarkOf(builtLot);
    expect(before.totals[0]!.BenchmarkImpact).toEqual(expect.any(Number));
    const phasesBefore = (await get(`/api/getDesignPhases?structureId=${builtLot}`, builder)).json()
      .Data;

    // the admin changes the baseline's specification: what a benchmark is made of
    const form = (await get(`/api/lot?structureId=${baselineLot}`, admin)).json().Data;
    expect(form.IsReadOnly).toBe(false);
    const otherRating = (form.ThermalRatings as Array<{ Id: number }>).find(
      (r) => r.Id !== form.ThermalRatingId && r.Id > 0,
    )!.Id;
    const otherSupply = (form.ElectricitySupplies as Array<{ Id: number }>).find(
      (s) => s.Id !== form.ElectricitySupplyId && s.Id > 0,
    )!.Id;
    const edited = await t.call(
      'POST',
      '/api/lot',
      {
        designId: baselineDesignId,
        thermalRatingId: otherRating,
        electricitySupplyId: otherSupply,
        dwellings: 4,
        bedrooms: 12,
      },
      admin,
    );
    expect(edited.statusCode, edited.body).toBe(200);

    // a lot built on it now compares with the changed baseline …
    const freshLot = (
      await t.call(
        'POST',
        '/api/lot/create',
        { projectId, address: 'Lot 191, 11 Library Street, Marsden Park NSW 2765' },
        admin,
      )
    ).json().Data;
    await t.call(
      'POST',
      '/api/lot/buildLot',
      { structureId: freshLot, baseStructureId: baselineDesignId, presetStructureId: 0 },
      builder,
    );
    await pay(freshLot);
    expect((await benchmarkOf(freshLot)).totals).not.toEqual(before.totals);

    // … while the lot built before keeps its benchmark and its reductions
    expect(await benchmarkOf(builtLot)).toEqual(before);
    expect(
      (await get(`/api/getDesignPhases?structureId=${builtLot}`, builder)).json().Data,
    ).toEqual(phasesBefore);
  });

  it('may not be archived by a coordinator of the development who is not an organisation admin', async () => {
    const user = (await findUserByEmail(t.database.db, 'builder@example.com'))!;
    await t.database.db
      .insertInto('project_coordinators')
      .values({ project_id: projectId, user_id: user.id })
      .execute();
    try {
      const response = await t.call(
        'POST',
        `/api/lot/archiveStructure/${baselineLot}`,
        undefined,
        builder,
      );
      expect(response.statusCode, response.body).toBe(403);
      const edit = await t.call(
        'POST',
        '/api/lot',
        { designId: baselineDesignId, floors: 2 },
        builder,
      );
      expect(edit.statusCode, edit.body).toBe(403);
    } finally {
      await t.database.db
        .deleteFrom('project_coordinators')
        .where('project_id', '=', projectId)
        .where('user_id', '=', user.id)
        .execute();
    }
  });
});

describe('a shipped baseline refreshed with a new release', () => {
  it('gets a new version, and lots built on it before keep their benchmark', async () => {
    const db = t.database.db;
    const lot102 = await demoLotId(t, admin, 'Lot 102');
    await pay(lot102);
    const before = await benchmarkOf(lot102, admin);
    const lotDesign = (await findActiveLotDesign(db, lot102))!;
    const shipped = (await findDesign(db, lotDesign.baselineDesignId!))!;
    expect(shipped.libraryKey).toBe('baseline-single-storey');

    // the release changes the baseline's specification
    const design = structuredClone(shipped.design) as Design;
    design.attributes.dwellings = 3;
    design.attributes.bedrooms = 9;
    design.designTemplates = design.designTemplates.map((dt) => ({
      ...dt,
      quantity: dt.quantity * 3,
      autoScale: dt.autoScale && {
        ...dt.autoScale,
        baselineQuantity: dt.autoScale.baselineQuantity * 3,
      },
    }));
    const content = designContent(design, {
      name: shipped.name,
      description: shipped.description,
      lciGroupId: shipped.lciGroupId,
    });
    await upsertLibraryDesign(db, shipped.libraryKey!, 'baseline', content, null);
    expect((await findDesign(db, shipped.id))!.version).toBe(shipped.version + 1);
    // the same content again is no new version
    await upsertLibraryDesign(db, shipped.libraryKey!, 'baseline', content, null);
    expect((await findDesign(db, shipped.id))!.version).toBe(shipped.version + 1);

    // compared with the refreshed baseline the lot's benchmark would move …
    const live = evaluateBenchmark(
      design,
      lotDesign.design as Design,
      contextOfDesign(lotDesign.design as Design),
    );
    const liveTotal = indicatorTotal(live, 1, { includeGeneration: true });
    const shownTotal = before.totals.find((x) => !x.ExcludingPowerGeneration)!.BenchmarkImpact;
    expect(liveTotal).not.toBeCloseTo(shownTotal!, 0);
    // … but it is the baseline as the lot was built on it
    expect(await benchmarkOf(lot102, admin)).toEqual(before);
  });
});
