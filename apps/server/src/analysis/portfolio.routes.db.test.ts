import { getOrgDashboard } from '@circa/contract/org-settings.routes';
import { developmentPortfolio, orgPortfolio } from '@circa/contract/portfolio.routes';
import type { PortfolioPivot } from '@circa/contract/portfolio.schema';
import { unpackFloat64, unpackInt32 } from '@circa/contract/packed-columns';
import { submitDesign, unsubmitDesign } from '@circa/contract/submission.routes';
import { findDesignJson } from '@circa/db/designs.repository';
import { listStoredIndicatorRows, writeStoredResults } from '@circa/db/portfolio.repository';
import { findOrganisationByName } from '@circa/db/organisations.repository';
import { indicatorTotal } from '@circa/engine/aggregates';
import type { Design } from '@circa/engine/design-types';
import { evaluateDesign } from '@circa/engine/evaluate-design';
import { LIFE_CYCLE_SCOPES } from '@circa/engine/life-cycle-modules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisationName } from '../seed/demo-seed';
import { demoLotId } from '../test-support/demo-lot';
import { payForLot, uploadRequiredReferences } from '../test-support/paid-lot';
import { signInOutsider } from '../test-support/outsider';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { developmentPortfolio as developmentPortfolioService } from './portfolio.service';
import { contextOfDesign } from '../results/evaluation-cache';

let t: TestApp;
let admin: string;
let builder: string;
let orgId: number;
let projectId: number;
let lot: number;
let designId: number;
let submittedVersion: number;

/** Pays for a lot, uploads its two required reference documents and submits it. */
async function submit(structureId: number) {
  await payForLot(t, structureId);
  await uploadRequiredReferences(t, structureId, builder);
  await t.routeData(submitDesign, { structureId, designPurposeId: 1, designPhaseId: 2 }, builder);
}

/** Sum of a lot's rows over the given modules. */
function lotSum(p: PortfolioPivot, structureId: number, modules: readonly string[]): number {
  const index = p.Lots.findIndex((l) => l.StructureId === structureId);
  const lot = unpackInt32(p.Rows.Lot);
  const module = unpackInt32(p.Rows.Module);
  const value = unpackFloat64(p.Rows.Value);
  let sum = 0;
  for (let i = 0; i < p.Rows.Count; i++)
    if (lot[i] === index && modules.includes(p.Modules[module[i]!]!.Code)) sum += value[i]!;
  return sum;
}

const storedRowCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('stored_result_rows')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('design_id', '=', designId)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  admin = await t.signIn('admin@example.com');
  builder = await t.signIn('builder@example.com');
  orgId = (await findOrganisationByName(t.database.db, demoOrganisationName))!;
  lot = await demoLotId(t, builder, 'Lot 101');
  const row = await t.database.db
    .selectFrom('structures as s')
    .innerJoin('designs as d', 'd.structure_id', 's.id')
    .select(['s.project_id', 'd.id', 'd.version'])
    .where('s.id', '=', lot)
    .where('d.is_archived', '=', false)
    .executeTakeFirstOrThrow();
  projectId = row.project_id;
  designId = row.id;
  submittedVersion = row.version;
});
afterAll(async () => t.close());

describe('portfolio analysis (GET /orgPortfolio, GET /developmentPortfolio)', () => {
  it('lists no lots before any is submitted', async () => {
    const p = await t.routeData(orgPortfolio, { orgId, indicatorId: 1 }, admin);
    expect(p).toMatchObject({ Scope: { Kind: 'organisation', Id: orgId }, Lots: [] });
    expect(p.Rows.Count).toBe(0);
  });

  it('stores the rows of a lot when it is submitted (a job), once', async () => {
    await submit(lot);
    expect(await storedRowCount()).toBeGreaterThan(0);
    const before = await storedRowCount();
    await t.jobs.drain();
    expect(await storedRowCount()).toBe(before);
  });

  it("answers the engine's totals per lot, and 'targets achieved' as the dashboard decides it", async () => {
    const p = await t.routeData(orgPortfolio, { orgId, indicatorId: 1 }, admin);
    expect(p.Lots).toHaveLength(1);
    expect(p.Lots[0]).toMatchObject({ StructureId: lot, DesignId: designId, ProjectId: projectId });
    expect(p.Indicators.map((i) => i.Id)).toContain(1);
    expect(p.Rows.Count).toBeGreaterThan(0);
    expect(unpackInt32(p.Rows.Lot)).toHaveLength(p.Rows.Count);
    expect(unpackFloat64(p.Rows.Value)).toHaveLength(p.Rows.Count);
    const design = (await findDesignJson(t.database.db, designId)) as Design;
    const ev = evaluateDesign(design, contextOfDesign(design));
    expect(lotSum(p, lot, LIFE_CYCLE_SCOPES.wholeLife)).toBeCloseTo(
      indicatorTotal(ev, 1, { modules: LIFE_CYCLE_SCOPES.wholeLife, includeGeneration: true })!,
      6,
    );
    const dashboard = await t.routeData(getOrgDashboard, { orgId }, admin);
    expect(dashboard.Targets.SubmittedWithTargets).toBe(1);
    expect(p.Lots[0]!.TargetsAchieved).toBe(
      dashboard.Targets.Achieved === 1 ? 'Achieved' : 'Missed',
    );
    // the development's portfolio holds the same lot and rows
    const d = await t.routeData(developmentPortfolio, { projectId, indicatorId: 1 }, admin);
    expect(d.Scope).toMatchObject({ Kind: 'development', Id: projectId, Name: 'Demo Estate' });
    expect(d.Rows).toEqual(p.Rows);
    // another indicator: water, in its own unit
    const water = await t.routeData(orgPortfolio, { orgId, indicatorId: 4 }, admin);
    expect(lotSum(water, lot, LIFE_CYCLE_SCOPES.wholeLife)).toBeCloseTo(
      indicatorTotal(ev, 4, { modules: LIFE_CYCLE_SCOPES.wholeLife, includeGeneration: true }) ?? 0,
      6,
    );
  });

  it('decides the outcome again when the targets change, without writing the rows again', async () => {
    const rows = await storedRowCount();
    const setSavings = (savings: number) =>
      t.database.db
        .updateTable('project_targets')
        .set({ savings_target: savings })
        .where('project_id', '=', projectId)
        .execute();
    const original = await t.database.db
      .selectFrom('project_targets')
      .select(['id', 'savings_target'])
      .where('project_id', '=', projectId)
      .execute();
    await setSavings(-1000);
    const easy = await t.routeData(developmentPortfolio, { projectId, indicatorId: 1 }, admin);
    expect(easy.Lots[0]!.TargetsAchieved).toBe('Achieved');
    await setSavings(1000);
    const hard = await t.routeData(developmentPortfolio, { projectId, indicatorId: 1 }, admin);
    expect(hard.Lots[0]!.TargetsAchieved).toBe('Missed');
    expect(await storedRowCount()).toBe(rows);
    for (const target of original)
      await t.database.db
        .updateTable('project_targets')
        .set({ savings_target: target.savings_target })
        .where('id', '=', target.id)
        .execute();
  });

  it('answers Preparing and queues a job for lots a read has no time to store', async () => {
    await t.database.db.deleteFrom('stored_results').where('design_id', '=', designId).execute();
    const adminUser = await t.database.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow();
    const caller = { userId: adminUser.id, email: adminUser.email, sessionId: 0 };
    const deps = { db: t.database.db, jobs: t.jobs, storeBudgetMs: 0 };
    const input = { projectId, indicatorId: 1 };
    const pending = await developmentPortfolioService(deps, caller, input);
    expect(pending.PreparingLots).toBe(1);
    expect(pending.Lots[0]!.TargetsAchieved).toBe('Preparing');
    expect(pending.Rows.Count).toBe(0);
    expect(await storedRowCount()).toBe(0);
    // asking again while its job waits queues nothing more
    const waiting = () =>
      t.database.db
        .selectFrom('jobs')
        .select('payload')
        .where('kind', '=', 'portfolio-rows')
        .where('done_at', 'is', null)
        .execute();
    expect(await waiting()).toEqual([{ payload: { designIds: [designId] } }]);
    await developmentPortfolioService(deps, caller, input);
    expect(await waiting()).toHaveLength(1);
    await t.jobs.drain();
    const ready = await developmentPortfolioService(deps, caller, input);
    expect(ready.PreparingLots).toBe(0);
    expect(ready.Rows.Count).toBeGreaterThan(0);
  });

  it('refuses a builder (403) and another organisation (404); bad input is a 400', async () => {
    expect((await t.route(orgPortfolio, { orgId, indicatorId: 1 }, builder)).status).toBe(403);
    expect(
      (await t.route(developmentPortfolio, { projectId, indicatorId: 1 }, builder)).status,
    ).toBe(403);
    const outsider = await signInOutsider(t);
    expect((await t.route(orgPortfolio, { orgId, indicatorId: 1 }, outsider.token)).status).toBe(
      404,
    );
    expect(
      (await t.route(developmentPortfolio, { projectId, indicatorId: 1 }, outsider.token)).status,
    ).toBe(404);
    const bad = await t.call(
      'GET',
      `/api/orgPortfolio?orgId=${orgId}&indicatorId=x`,
      undefined,
      admin,
    );
    expect(bad.statusCode).toBe(400);
    const unknown = await t.route(orgPortfolio, { orgId, indicatorId: 999 }, admin);
    expect(unknown.status).toBe(400);
    if (!unknown.ok) expect(unknown.error.message).toMatch(/Please choose one of the impacts\./);
  });

  it('leaves a lot out once it is unsubmitted', async () => {
    await t.routeData(unsubmitDesign, { structureId: lot }, builder);
    const p = await t.routeData(orgPortfolio, { orgId, indicatorId: 1 }, admin);
    expect(p.Lots).toEqual([]);
  });

  it('stores any category name and value as written, once per version', async () => {
    const design = { designId, version: 1_000_000 };
    const names = ['Quote " and \\ backslash', 'Comma, {brace}', 'Ünïcode – dash', ''];
    const rows = names.map((name, i) => ({
      indicatorId: 1,
      module: 'A1-A3',
      category: name,
      material: `${name} material`,
      value: i + 0.123456789012345,
    }));
    const outcome = { targetsKey: '[]', targetsAchieved: null };
    await writeStoredResults(t.database.db, design, outcome, rows);
    await writeStoredResults(t.database.db, design, outcome, rows);
    const [stored, ...more] = await listStoredIndicatorRows(t.database.db, [design], 1);
    expect(more).toEqual([]);
    const read = stored!.rows.Value.map((value, i) => ({
      category: stored!.rows.Categories[stored!.rows.Category[i]!],
      material: stored!.rows.Materials[stored!.rows.Material[i]!],
      value,
    }));
    expect(read).toEqual(
      rows.map(({ category, material, value }) => ({ category, material, value })),
    );
    // the design's earlier versions were removed
    expect(submittedVersion).toBeLessThan(design.version);
    expect(
      await listStoredIndicatorRows(t.database.db, [{ designId, version: submittedVersion }], 1),
    ).toEqual([]);
  });
});
