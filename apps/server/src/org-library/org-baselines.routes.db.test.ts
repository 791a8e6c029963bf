import { baselineDesigns, presetDesigns } from '@circa/contract/builds.routes';
import { buildLot, createLot } from '@circa/contract/lots.routes';
import {
  completeBaselineDesigns,
  completeOrgBaselines,
  completePresetDesigns,
  completeProjectBaselines,
  setOrganisationBaselineDesign,
  setProjectBaselineDesign,
} from '@circa/contract/org-library.routes';
import { results } from '@circa/contract/results.routes';
import { findActiveLotDesign } from '@circa/db/designs.repository';
import { addProjectCoordinator } from '@circa/db/projects.repository';
import { findUserByEmail } from '@circa/db/users.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLotId } from '../test-support/demo-lot';
import { payForLot } from '../test-support/paid-lot';
import { signInOutsider } from '../test-support/outsider';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

/**
 * Baseline and preset enablement (document 3 §2 "Baselines and presets"; decision 0022): what the
 * organisation or the development disables is not offered in the lot flow's choosers, presets of
 * a disabled baseline are cards with DisableLink, and a lot already built keeps its benchmark
 * (decision 0015).
 */

let t: TestApp;
let admin: string;
let builder: string;
let outsider: string;
let orgId: number;
let projectId: number;
let lot101: number;
let baselineId: number;

const enabledIds = async (token = builder) =>
  (await t.routeData(completeBaselineDesigns, { projectId }, token)).map((b) => b.Id);

async function gwpResults(structureId: number) {
  const r = await t.routeData(results, { structureId, indicatorId: 1 }, builder);
  return JSON.stringify({ b: r.BenchmarkComparison, totals: r.Totals });
}

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  admin = await t.signIn('admin@example.com');
  builder = await t.signIn('builder@example.com');
  outsider = (await signInOutsider(t)).token;
  lot101 = await demoLotId(t, builder, 'Lot 101');
  orgId = (await t.call('GET', '/api/rapidOrganisation', undefined, admin)).json().Data[0].Id;
  projectId = (
    await t.call('GET', `/api/findproject?structureId=${lot101}`, undefined, builder)
  ).json().Data;
  baselineId = (await findActiveLotDesign(t.database.db, lot101))!.baselineDesignId!;
  const design = await findActiveLotDesign(t.database.db, lot101);
  await payForLot(t, lot101, Math.max(1, Math.ceil(design!.dwellings)));
});
afterAll(async () => t.close());

describe('baseline lists', () => {
  it('the organisation list has every shipped baseline, enabled; the development list those of its LCI group', async () => {
    const org = await t.routeData(completeOrgBaselines, { orgId }, admin);
    expect(org.BuildSummaries.length).toBeGreaterThan(1);
    expect(org.BuildSummaries.every((b) => !b.DisableLink)).toBe(true);
    expect(org.Organisations[0]?.Id).toBe(orgId);
    const project = await t.routeData(completeProjectBaselines, { projectId }, admin);
    expect(project.Projects[0]?.ProjectId).toBe(projectId);
    expect(project.BuildSummaries.map((b) => b.Id)).toContain(baselineId);
    expect(project.BuildSummaries.every((b) => !b.DisableLink)).toBe(true);
    expect(await enabledIds()).toEqual(project.BuildSummaries.map((b) => b.Id));
  });

  it('are for organisation admins and admin coordinators; others are refused', async () => {
    expect((await t.route(completeOrgBaselines, { orgId }, builder)).status).toBe(403);
    expect((await t.route(completeOrgBaselines, { orgId }, outsider)).status).toBe(404);
    expect((await t.route(completeProjectBaselines, { projectId }, builder)).status).toBe(403);
    expect((await t.route(completeProjectBaselines, { projectId }, outsider)).status).toBe(404);
    const write = { projectId, designIds: [baselineId], isEnabled: false };
    expect((await t.route(setProjectBaselineDesign, write, builder)).status).toBe(403);
    expect((await t.route(setProjectBaselineDesign, write, outsider)).status).toBe(404);
    const orgWrite = { orgId, designIds: [baselineId], isEnabled: false };
    expect((await t.route(setOrganisationBaselineDesign, orgWrite, builder)).status).toBe(403);
    expect((await t.route(setOrganisationBaselineDesign, orgWrite, outsider)).status).toBe(404);
    expect((await t.route(completeBaselineDesigns, { projectId }, outsider)).status).toBe(404);
  });

  it("a coordinator of the development (not an organisation admin) manages the development's list", async () => {
    const builderId = (await findUserByEmail(t.database.db, 'builder@example.com'))!.id;
    await addProjectCoordinator(t.database.db, projectId, builderId);
    const coordinator = await t.signIn('builder@example.com');
    const list = await t.routeData(completeProjectBaselines, { projectId }, coordinator);
    expect(list.BuildSummaries.map((b) => b.Id)).toContain(baselineId);
    const write = { projectId, designIds: [baselineId], isEnabled: true };
    expect((await t.route(setProjectBaselineDesign, write, coordinator)).ok).toBe(true);
    expect((await t.route(completeOrgBaselines, { orgId }, coordinator)).status).toBe(403);
    await t.database.db
      .deleteFrom('project_coordinators')
      .where('project_id', '=', projectId)
      .where('user_id', '=', builderId)
      .execute();
  });

  it('refuses an empty choice (400) and a baseline that cannot be chosen (404)', async () => {
    expect(
      (
        await t.route(
          setProjectBaselineDesign,
          { projectId, designIds: [], isEnabled: true },
          admin,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await t.route(
          setProjectBaselineDesign,
          { projectId, designIds: [2_000_000], isEnabled: true },
          admin,
        )
      ).status,
    ).toBe(404);
  });
});

describe('a baseline disabled for the development', () => {
  it('leaves the choosers, its presets become disabled cards, and existing lots keep their benchmark', async () => {
    const before = await gwpResults(lot101);
    await t.routeData(
      setProjectBaselineDesign,
      { projectId, designIds: [baselineId], isEnabled: false },
      admin,
    );
    const project = await t.routeData(completeProjectBaselines, { projectId }, admin);
    expect(project.BuildSummaries.find((b) => b.Id === baselineId)?.DisableLink).toBe(true);
    expect(await enabledIds()).not.toContain(baselineId);
    const paged = await t.routeData(
      baselineDesigns,
      { projectId, start: 0, numberOf: 100 },
      builder,
    );
    expect(paged.map((b) => b.Id)).not.toContain(baselineId);

    const presets = await t.routeData(
      completePresetDesigns,
      { projectId, baseId: baselineId },
      builder,
    );
    expect(presets.length).toBeGreaterThan(0);
    expect(presets.every((p) => p.DisableLink)).toBe(true);
    const pagedPresets = await t.routeData(
      presetDesigns,
      { projectId, baseId: baselineId, start: 0, numberOf: 10, onlyApproved: false },
      builder,
    );
    expect(pagedPresets.every((p) => p.DisableLink)).toBe(true);

    const lot = await t.routeData(
      createLot,
      { projectId, address: 'Lot 192, 3 Chooser Street, Marsden Park NSW 2765' },
      admin,
    );
    const built = await t.route(
      buildLot,
      { structureId: lot, baseStructureId: baselineId, presetStructureId: 0 },
      builder,
    );
    expect(built.status).toBe(404);

    expect(await gwpResults(lot101)).toBe(before);
  });

  it('Enable All brings it back', async () => {
    const all = (
      await t.routeData(completeProjectBaselines, { projectId }, admin)
    ).BuildSummaries.map((b) => b.Id);
    await t.routeData(
      setProjectBaselineDesign,
      { projectId, designIds: all, isEnabled: true },
      admin,
    );
    expect(await enabledIds()).toContain(baselineId);
  });
});

describe('a baseline disabled for the organisation', () => {
  it('leaves every development, which remembers its own choice when it is enabled again', async () => {
    await t.routeData(
      setOrganisationBaselineDesign,
      { orgId, designIds: [baselineId], isEnabled: false },
      admin,
    );
    const org = await t.routeData(completeOrgBaselines, { orgId }, admin);
    expect(org.BuildSummaries.find((b) => b.Id === baselineId)?.DisableLink).toBe(true);
    expect(await enabledIds()).not.toContain(baselineId);
    const project = await t.routeData(completeProjectBaselines, { projectId }, admin);
    expect(project.BuildSummaries.map((b) => b.Id)).not.toContain(baselineId);
    // the development cannot turn on what the organisation turned off
    expect(
      (
        await t.route(
          setProjectBaselineDesign,
          { projectId, designIds: [baselineId], isEnabled: true },
          admin,
        )
      ).status,
    ).toBe(404);

    await t.routeData(
      setOrganisationBaselineDesign,
      { orgId, designIds: [baselineId], isEnabled: true },
      admin,
    );
    expect(await enabledIds()).toContain(baselineId);
  });
});
