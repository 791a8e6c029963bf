import { findActiveLotDesign, findDesign } from '@circa/db/designs.repository';
import { recordStructurePaid } from '@circa/db/payments.repository';
import {
  deleteProjectTarget,
  insertProjectTarget,
  listProjectTargets,
} from '@circa/db/project-targets.repository';
import { indicatorTotal } from '@circa/engine/aggregates';
import { ATTRIBUTE_ID } from '@circa/engine/attributes';
import { evaluateBenchmark } from '@circa/engine/benchmark';
import type { Design } from '@circa/engine/design-types';
import { DEFAULT_EVALUATION_OPTIONS, evaluateDesign } from '@circa/engine/evaluate-design';
import { computeReductions } from '@circa/engine/targets';
import { dataQualityFigures } from '@circa/reference-data/data-quality';
import { createEvaluationContext } from '@circa/reference-data/default-context';
import { DEFAULT_GRID_TRAJECTORY } from '@circa/reference-data/grid-trajectories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLotId } from '../test-support/demo-lot';
import { multipartForm, tinyPdf } from '../test-support/multipart-form';
import { signInOutsider } from '../test-support/outsider';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { engineTarget } from './lot-evaluation';

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

/** Uses the lot's credits through the API when the credits call exists, else records it paid. */
async function pay(structureId: number): Promise<void> {
  if (t.app.hasRoute({ method: 'POST', url: '/api/useStructureCredit/:id' })) {
    const response = await t.call('POST', `/api/useStructureCredit/${structureId}`, {}, admin);
    if (response.statusCode === 200) return;
  }
  await recordStructurePaid(t.database.db, {
    structureId,
    method: 'credits',
    paymentId: null,
    dwellings: 1,
    paidFrom: 0,
    paidBy: null,
  });
}

/** What the engine gives for the lot, computed here independently of the service. */
async function engineExpectation(structureId: number) {
  const db = t.database.db;
  const record = (await findActiveLotDesign(db, structureId))!;
  const baseline = (await findDesign(db, record.baselineDesignId!))!;
  const ctx = createEvaluationContext({ sourceId: (record.design as Design).lciSourceId });
  const design = evaluateDesign(record.design as Design, ctx);
  const benchmark = evaluateBenchmark(baseline.design as Design, record.design as Design, ctx);
  const targets = await listProjectTargets(db, await targetsProject());
  return { design, benchmark, targets };
}

async function targetsProject(): Promise<number> {
  return (await get(`/api/projecttargetsbystruct?structureId=${lot}`)).json().Data.ProjectId;
}

describe('results before payment', () => {
  it('lists the targets without numbers and says payment is required', async () => {
    const response = await get(`/api/projecttargetsbystruct?structureId=${lot}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().Data;
    expect(data.PaymentRequired).toBe(true);
    const stored = await listProjectTargets(t.database.db, data.ProjectId);
    expect(
      data.ProjectTargetList.map((x: { ProjectTargetId: number }) => x.ProjectTargetId),
    ).toEqual(stored.map((x) => x.id));
    expect(data.ProjectTargetList.every((x: { Reduction: null }) => x.Reduction === null)).toBe(
      true,
    );
  });

  it.each(['results?indicatorId=1', 'getImpactDetails?indicatorId=0'])(
    'refuses %s with "Payment is required."',
    async (call) => {
      const [path, query] = call.split('?');
      const response = await get(`/api/${path}?structureId=${lot}&${query}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden', message: 'Payment is required.' });
    },
  );
});

describe('results of a paid lot', () => {
  beforeAll(async () => pay(lot));

  it('no longer needs payment', async () => {
    const data = (await get(`/api/projecttargetsbystruct?structureId=${lot}`)).json().Data;
    expect(data.PaymentRequired).toBe(false);
  });

  it.each([1, 4])('gives the engine’s reductions and totals for indicator %i', async (id) => {
    const response = await get(`/api/results?structureId=${lot}&indicatorId=${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().Data;
    const { design, benchmark, targets } = await engineExpectation(lot);
    const mine = targets.filter((x) => x.indicatorId === id);
    const expected = computeReductions(mine.map(engineTarget), design, benchmark);
    expect(data.BenchmarkComparison).toHaveLength(mine.length);
    data.BenchmarkComparison.forEach(
      (c: { Reduction: number; SavingsTarget: number }, i: number) => {
        expect(c.Reduction).toBe(Math.round(expected[i]!.reduction! * 1000) / 10);
        expect(c.SavingsTarget).toBe(mine[i]!.savingsTarget);
      },
    );
    const total = indicatorTotal(design, id)!;
    const excluded = data.Totals.find(
      (x: { ExcludingPowerGeneration: boolean }) => x.ExcludingPowerGeneration,
    );
    expect(excluded.DesignImpact).toBeCloseTo(total, 6);
    expect(excluded.BenchmarkImpact).toBeCloseTo(indicatorTotal(benchmark, id)!, 6);
    // every focal point partitions the total
    for (const fp of [1, 2, 3, 4]) {
      const sum = data.Details.filter(
        (d: { CategoryId: number; ExcludingPowerGeneration: boolean }) =>
          d.CategoryId === fp && d.ExcludingPowerGeneration,
      ).reduce((s: number, d: { Impact: number }) => s + d.Impact, 0);
      expect(sum).toBeCloseTo(total, 4);
    }
  });

  it('says what a total leaves out when the source lacks data for part of it', async () => {
    const gwp = (await get(`/api/results?structureId=${lot}&indicatorId=1`)).json().Data;
    expect(gwp.CoverageNote).toBeUndefined();
    const cost = (await get(`/api/results?structureId=${lot}&indicatorId=3`)).json().Data;
    expect(cost.CoverageNote).toMatch(
      // wastewater has an emission factor but no price (no sewerage charge is in hand)
      /^Replacements \(B4\) and end of life \(C1–C4\) of materials .*and some operational water have no price data in Circa open starter 2026\.1: this cost covers construction \(A1-A5\), operational energy and the other operational water only\.$/,
    );
  });

  it('says GWP leaves biogenic carbon out, and how much the materials store upfront', async () => {
    const gwp = (await get(`/api/results?structureId=${lot}&indicatorId=1`)).json().Data;
    const record = (await findActiveLotDesign(t.database.db, lot))!;
    const design = record.design as Design;
    const stored = indicatorTotal(evaluateDesign(design, createEvaluationContext()), 24, {
      modules: ['A1-A3', 'A4', 'A5'],
    })!;
    expect(stored).toBeLessThan(-1000); // a timber-framed house stores tonnes
    const tonnes = (-stored / 1000).toFixed(1);
    expect(gwp.BiogenicNote).toBe(
      `Excludes biogenic carbon: the materials store ${tonnes} t CO2e taken up as wood grew (upfront, A1–A5); it is reported apart as Global warming potential, biogenic, with what their end of life releases of it.`,
    );
    const water = (await get(`/api/results?structureId=${lot}&indicatorId=4`)).json().Data;
    expect(water.BiogenicNote).toBeUndefined();
  });

  it('says how much of the GWP figure rests on Australian and overseas data (methodology §15.1)', async () => {
    const gwp = (await get(`/api/results?structureId=${lot}&indicatorId=1`)).json().Data;
    const record = (await findActiveLotDesign(t.database.db, lot))!;
    const design = record.design as Design;
    const ctx = createEvaluationContext({ sourceId: design.lciSourceId });
    const figures = dataQualityFigures(evaluateDesign(design, ctx));
    const pc = (share: number) => Math.round(share * 100);
    const whole = pc(figures.wholeLife.australian);
    const upfront = pc(figures.upfront.australian);
    // Operational energy (NGA, Australian) dominates the whole life; the starter's materials are
    // German and British, so the upfront figure rests on overseas data.
    expect(whole).toBeGreaterThan(50);
    expect(gwp.DataQualityNote).toMatch(
      new RegExp(
        `^Data quality: ${whole} % of this whole-life figure rests on Australian data, ${100 - whole} % on overseas data \\(Germany \\d+ %.*\\); ${pc(figures.wholeLife.approximate)} % on approximations\\. Upfront \\(A1–A5\\): ${upfront} % Australian, ${100 - upfront} % overseas; ${pc(figures.upfront.approximate)} % approximations\\.$`,
      ),
    );
    const water = (await get(`/api/results?structureId=${lot}&indicatorId=4`)).json().Data;
    expect(water.DataQualityNote).toBeUndefined();
  });

  it('gives GWP with the grid decarbonising as projected, the engine’s own figures', async () => {
    const gwp = (await get(`/api/results?structureId=${lot}&indicatorId=1`)).json().Data;
    const db = t.database.db;
    const record = (await findActiveLotDesign(db, lot))!;
    const baseline = (await findDesign(db, record.baselineDesignId!))!;
    const ctx = createEvaluationContext({ sourceId: (record.design as Design).lciSourceId });
    const options = { ...DEFAULT_EVALUATION_OPTIONS, gridTrajectory: DEFAULT_GRID_TRAJECTORY };
    const design = indicatorTotal(evaluateDesign(record.design as Design, ctx, options), 1)!;
    const today = indicatorTotal(evaluateDesign(record.design as Design, ctx), 1)!;
    const benchmark = indicatorTotal(
      evaluateBenchmark(baseline.design as Design, record.design as Design, ctx, options),
      1,
    )!;
    expect(design).toBeLessThan(today * 0.8); // most of a house's whole life is its grid power
    const t1 = (kg: number) => (kg / 1000).toFixed(1);
    const reduction = Math.round(((benchmark - design) / Math.abs(benchmark)) * 1000) / 10;
    expect(gwp.DecarbonisingGridNote).toBe(
      `With the grid decarbonising as AEMO’s 2026 Integrated System Plan (Step Change) projects for the NEM, applied to every state (approximate; methodology §6.2): this design ${t1(design)} t CO2e over its whole life, against ${t1(today)} t at today’s grid factors; the benchmark ${t1(benchmark)} t (${Math.abs(reduction)} % ${reduction >= 0 ? 'reduction' : 'increase'}).`,
    );
    const water = (await get(`/api/results?structureId=${lot}&indicatorId=4`)).json().Data;
    expect(water.DecarbonisingGridNote).toBeUndefined();
  });

  it('gives each target its design and benchmark values with their unit', async () => {
    const gwp = (await get(`/api/results?structureId=${lot}&indicatorId=1`)).json().Data;
    expect(gwp.Unit).toBe('kg CO2e');
    expect(gwp.CurrencyNote).toBeUndefined();
    // the demo's targets: whole-life carbon per year, upfront carbon per m², water per occupant per year
    const units = (list: { ValueUnit: string }[]) => list.map((c) => c.ValueUnit);
    expect(units(gwp.BenchmarkComparison)).toEqual(['kg CO2e/yr', 'kg CO2e/m²']);
    for (const c of gwp.BenchmarkComparison) {
      expect(c.DesignValue).toEqual(expect.any(Number));
      expect(c.BenchmarkValue).toEqual(expect.any(Number));
    }
    const water = (await get(`/api/results?structureId=${lot}&indicatorId=4`)).json().Data;
    expect(units(water.BenchmarkComparison)).toEqual(['kL/occupant/yr']);
  });

  it('answers only totals, targets and notes when asked for the summary', async () => {
    const full = (await get(`/api/results?structureId=${lot}&indicatorId=1`)).json().Data;
    const summary = (
      await get(`/api/results?structureId=${lot}&indicatorId=1&summaryOnly=true`)
    ).json().Data;
    expect(summary.Details).toEqual([]);
    expect(summary.MasterTemplateModels).toEqual([]);
    expect(full.Details.length).toBeGreaterThan(0);
    // the decarbonising grid's second evaluation is left to the indicator's page
    expect(full.DecarbonisingGridNote).toBeTruthy();
    expect(summary.DecarbonisingGridNote).toBeUndefined();
    const { Details, MasterTemplateModels, DecarbonisingGridNote: _grid, ...rest } = full;
    expect({ ...summary, Details, MasterTemplateModels }).toEqual({
      ...rest,
      Details,
      MasterTemplateModels,
    });
  });

  it('names material categories, not their slugs', async () => {
    const data = (await get(`/api/results?structureId=${lot}&indicatorId=1`)).json().Data;
    const materials = data.Details.filter((d: { CategoryId: number }) => d.CategoryId === 3);
    const names = new Map(materials.map((d: { Code: string; Name: string }) => [d.Code, d.Name]));
    expect(names.get('electricity')).toBe('Electricity');
    for (const d of data.Details as { Name: string }[])
      expect(d.Name, 'a slug as a name').not.toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('answers every currency in AUD, unconverted, and says so', async () => {
    const aud = (await get(`/api/results?structureId=${lot}&indicatorId=3`)).json().Data;
    expect(aud).toMatchObject({ Unit: 'AUD', CurrencyNote: 'Costs in AUD.' });
    // a target in pounds with a relative exchange rate other than 1: still AUD, not converted
    const projectId = await targetsProject();
    const id = await insertProjectTarget(t.database.db, projectId, {
      name: 'Operating cost',
      indicatorId: 25,
      attributeId: 1,
      timescaleId: 2,
      lcPhases: ['B6', 'B7'],
      savingsTarget: 10,
      includeOnSiteRenewable: false,
    });
    await t.database.db
      .updateTable('project_targets')
      .set({ relative_exchange_rate: 0.5, currency: 'GBP' })
      .where('id', '=', id)
      .execute();
    try {
      const gbp = (await get(`/api/results?structureId=${lot}&indicatorId=25`)).json().Data;
      expect(gbp.Unit).toBe('AUD');
      expect(gbp.CurrencyNote).toBe(
        'Costs in AUD: Circa’s cost data are in Australian dollars and are not converted to GBP.',
      );
      expect(gbp.Totals).toEqual(aud.Totals);
      const { design } = await engineExpectation(lot);
      const [target] = gbp.BenchmarkComparison;
      expect(target.ValueUnit).toBe('AUD/dwelling/yr');
      const dwellings = design.resolved.attributeValues[ATTRIBUTE_ID.dwellings]!;
      const perYear = indicatorTotal(design, 3, { modules: ['B6', 'B7'] })! / dwellings;
      expect(target.DesignValue).toBeCloseTo(perYear / design.referenceStudyPeriod, 6);
    } finally {
      await deleteProjectTarget(t.database.db, id);
    }
  });

  it('names the components behind each line, with their customise view', async () => {
    const data = (await get(`/api/results?structureId=${lot}&indicatorId=1`)).json().Data;
    const models = new Map(
      data.MasterTemplateModels.map((m: { DesignTemplateId: string; ViewIndex: number }) => [
        m.DesignTemplateId,
        m,
      ]),
    );
    const walls = data.Details.find(
      (d: { CategoryId: number; Code: string }) => d.CategoryId === 4 && d.Code !== 'whole-of-home',
    );
    expect(walls.MasterDesignTemplateIds.length).toBeGreaterThan(0);
    for (const id of walls.MasterDesignTemplateIds) expect(models.has(id)).toBe(true);
  });

  it('gives the impact rows with the spec’s headers', async () => {
    const response = await get(`/api/getImpactDetails?structureId=${lot}&indicatorId=1`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().Data;
    expect(data.ImpactsData[0]).toContain('CategoryName');
    expect(data.ImpactsData.length).toBeGreaterThan(1);
    expect(data.CategorySortOrder.length).toBeGreaterThan(0);
  });

  it('refuses an unknown indicator with a 400', async () => {
    const response = await get(`/api/results?structureId=${lot}&indicatorId=999`);
    expect(response.statusCode).toBe(400);
  });
});

describe("the design's reference documents", () => {
  it('lists the uploaded ones in the results summary', async () => {
    const before = (await get(`/api/projecttargetsbystruct?structureId=${lot}`)).json().Data;
    expect(before.DesignReferences).toEqual([]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/submit/upload-design-ref',
      ...multipartForm(
        { structureId: String(lot), refTypeId: '1' },
        { field: 'file', name: 'plans.pdf', type: 'application/pdf', data: tinyPdf },
        admin,
      ),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const data = (await get(`/api/projecttargetsbystruct?structureId=${lot}`)).json().Data;
    expect(data.DesignReferences).toEqual([
      { DesignRefId: uploaded.json().Data.DesignRefId, DesignRefName: 'plans.pdf' },
    ]);
  });
});

describe('the LCI source change notice', () => {
  it('shows until an admin coordinator dismisses it', async () => {
    const projectId = await targetsProject();
    await t.database.db
      .updateTable('projects')
      .set({ notify_lci_source_change: true, lci_source_change_message: 'New LCI data.' })
      .where('id', '=', projectId)
      .execute();
    let data = (await get(`/api/projecttargetsbystruct?structureId=${lot}`)).json().Data;
    expect(data).toMatchObject({
      NotifyLciSourceChange: true,
      WarningPopupMessage: 'New LCI data.',
    });
    // a builder who does not manage the development cannot clear it for everyone
    const builder = await t.signIn('builder@example.com');
    const refused = await t.call(
      'POST',
      '/api/toggleLciSourceChangeNotified',
      { projectId },
      builder,
    );
    expect(refused.statusCode).toBe(403);
    data = (await get(`/api/projecttargetsbystruct?structureId=${lot}`)).json().Data;
    expect(data.NotifyLciSourceChange).toBe(true);
    const dismissed = await t.call(
      'POST',
      '/api/toggleLciSourceChangeNotified',
      { projectId },
      admin,
    );
    expect(dismissed.statusCode).toBe(200);
    data = (await get(`/api/projecttargetsbystruct?structureId=${lot}`)).json().Data;
    expect(data.NotifyLciSourceChange).toBe(false);
  });
});

describe("another organisation's user", () => {
  it('gets 404 from every results call', async () => {
    const { token } = await signInOutsider(t);
    for (const url of [
      `/api/results?structureId=${lot}&indicatorId=1`,
      `/api/projecttargetsbystruct?structureId=${lot}`,
      `/api/getImpactDetails?structureId=${lot}&indicatorId=0`,
    ])
      expect((await get(url, token)).statusCode).toBe(404);
  });
});
