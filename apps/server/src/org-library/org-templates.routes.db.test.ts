import {
  addDesignTemplate,
  customise,
  templates as lotTemplates,
} from '@circa/contract/customise.routes';
import { messages } from '@circa/contract/messages';
import {
  allSelectableBaselineTemplates,
  allSelectableOrgTemplates,
  updateBaselineTemplate,
  updateOrgTemplate,
} from '@circa/contract/org-library.routes';
import { projectTargetsByStruct } from '@circa/contract/results.routes';
import { findActiveLotDesign } from '@circa/db/designs.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLotId } from '../test-support/demo-lot';
import { payForLot, uploadRequiredReferences } from '../test-support/paid-lot';
import { signInOutsider } from '../test-support/outsider';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

/**
 * Template enablement (document 3 §2 /org-templates, /baseline-templates; decision 0022): what an
 * organisation admin turns off is not offered in the component picker of the organisation's
 * designs, and a design already using it says so (IsInOrgTemplate, AnyTemplateOutsideOrg).
 */

let t: TestApp;
let admin: string;
let builder: string;
let outsider: string;
let orgId: number;
let lot101: number;
let usedTemplateId: string;

async function submit(structureId: number, token: string) {
  const design = await findActiveLotDesign(t.database.db, structureId);
  await payForLot(t, structureId, Math.max(1, Math.ceil(design!.dwellings)));
  await uploadRequiredReferences(t, structureId, token);
  const submitted = await t.call(
    'POST',
    '/api/submit-design',
    { structureId, designPurposeId: 1, designPhaseId: 2 },
    token,
  );
  expect(submitted.statusCode, submitted.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  admin = await t.signIn('admin@example.com');
  builder = await t.signIn('builder@example.com');
  outsider = (await signInOutsider(t)).token;
  lot101 = await demoLotId(t, builder, 'Lot 101');
  orgId = (await t.call('GET', '/api/rapidOrganisation', undefined, admin)).json().Data[0].Id;
  const components = await t.routeData(customise, { structureId: lot101 }, builder);
  usedTemplateId = components.DesignTemplates[0]!.TemplateId;
});
afterAll(async () => t.close());

describe('organisation templates', () => {
  it('lists every library template by category, all selected by default, to the admin only', async () => {
    const result = await t.routeData(allSelectableOrgTemplates, { orgId }, admin);
    expect(result.Templates.length).toBeGreaterThan(20);
    expect(result.Templates.every((x) => x.IsSelected && x.OrgId === orgId)).toBe(true);
    expect(result.ElementCategories.length).toBeGreaterThan(3);
    expect(result.Templates.every((x) => x.PrimaryCategory !== '')).toBe(true);
    expect((await t.route(allSelectableOrgTemplates, { orgId }, builder)).status).toBe(403);
    expect((await t.route(allSelectableOrgTemplates, { orgId }, outsider)).status).toBe(404);
    const write = { OrgId: orgId, TemplateIds: [usedTemplateId], IsSelected: false };
    expect((await t.route(updateOrgTemplate, write, builder)).status).toBe(403);
    expect((await t.route(updateOrgTemplate, write, outsider)).status).toBe(404);
  });

  it('refuses an empty choice (400) and a template that is not in the library (404)', async () => {
    const empty = await t.route(
      updateOrgTemplate,
      { OrgId: orgId, TemplateIds: [], IsSelected: false },
      admin,
    );
    expect(empty).toMatchObject({ ok: false, status: 400 });
    const unknown = await t.route(
      updateOrgTemplate,
      { OrgId: orgId, TemplateIds: ['no-such-template'], IsSelected: false },
      admin,
    );
    expect(unknown.status).toBe(404);
  });

  it('a disabled template is not offered, is refused when added, and is flagged where it is used', async () => {
    await t.routeData(
      updateOrgTemplate,
      { OrgId: orgId, TemplateIds: [usedTemplateId], IsSelected: false },
      admin,
    );
    const listed = await t.routeData(allSelectableOrgTemplates, { orgId }, admin);
    expect(listed.Templates.find((x) => x.Id === usedTemplateId)?.IsSelected).toBe(false);

    const picker = await t.routeData(lotTemplates, { structureId: lot101 }, builder);
    expect(picker.Templates.find((x) => x.Id === usedTemplateId)?.IsSelected).toBe(false);
    expect(picker.Templates.filter((x) => !x.IsSelected)).toHaveLength(1);

    const view = await t.routeData(customise, { structureId: lot101 }, builder);
    expect(view.AnyTemplateOutsideOrg).toBe(true);
    const flagged = view.DesignTemplates.filter((c) => !c.IsInOrgTemplate);
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.every((c) => c.TemplateId === usedTemplateId)).toBe(true);

    const summary = await t.routeData(projectTargetsByStruct, { structureId: lot101 }, builder);
    expect(summary.AnyTemplateOutsideOrg).toBe(true);

    const added = await t.route(
      addDesignTemplate,
      { StructureId: lot101, TemplateId: usedTemplateId, AttributeId: 0, Quantity: 1 },
      builder,
    );
    expect(added).toMatchObject({
      ok: false,
      status: 400,
      error: { message: messages.templateNotApproved },
    });
  });

  it('Enable All turns every template back on', async () => {
    const all = (await t.routeData(allSelectableOrgTemplates, { orgId }, admin)).Templates.map(
      (x) => x.Id,
    );
    await t.routeData(
      updateOrgTemplate,
      { OrgId: orgId, TemplateIds: all, IsSelected: true },
      admin,
    );
    const view = await t.routeData(customise, { structureId: lot101 }, builder);
    expect(view.AnyTemplateOutsideOrg).toBe(false);
    expect(view.DesignTemplates.every((c) => c.IsInOrgTemplate)).toBe(true);
  });
});

describe('baseline templates', () => {
  let baselineLot: number;
  let builtLot: number;

  beforeAll(async () => {
    await submit(lot101, builder);
    const cloned = await t.call('POST', `/api/lot/cloneasbaseline/${lot101}`, undefined, admin);
    expect(cloned.statusCode, cloned.body).toBe(200);
    baselineLot = cloned.json().Data;
    const baselineDesignId = (await findActiveLotDesign(t.database.db, baselineLot))!.id;
    const projectId = (
      await t.call('GET', `/api/findproject?structureId=${lot101}`, undefined, builder)
    ).json().Data;
    builtLot = (
      await t.call(
        'POST',
        '/api/lot/create',
        { projectId, address: 'Lot 191, 9 Template Street, Marsden Park NSW 2765' },
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
  });

  it('apply to the designs built on that baseline only', async () => {
    const before = await t.routeData(
      allSelectableBaselineTemplates,
      { structureId: baselineLot },
      admin,
    );
    expect(before.Templates.every((x) => x.IsSelected)).toBe(true);
    await t.routeData(
      updateBaselineTemplate,
      { StructureId: baselineLot, TemplateIds: [usedTemplateId], IsSelected: false },
      admin,
    );
    const after = await t.routeData(
      allSelectableBaselineTemplates,
      { structureId: baselineLot },
      admin,
    );
    expect(after.Templates.find((x) => x.Id === usedTemplateId)?.IsSelected).toBe(false);

    const onBaseline = await t.routeData(customise, { structureId: builtLot }, builder);
    expect(onBaseline.AnyTemplateOutsideOrg).toBe(true);
    const elsewhere = await t.routeData(customise, { structureId: lot101 }, builder);
    expect(elsewhere.AnyTemplateOutsideOrg).toBe(false);
  });

  it('are chosen by organisation admins, on lots holding a baseline', async () => {
    const input = { StructureId: baselineLot, TemplateIds: [usedTemplateId], IsSelected: true };
    expect((await t.route(updateBaselineTemplate, input, builder)).status).toBe(403);
    expect((await t.route(updateBaselineTemplate, input, outsider)).status).toBe(404);
    expect(
      (await t.route(allSelectableBaselineTemplates, { structureId: lot101 }, admin)).status,
    ).toBe(400);
  });
});
