import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;
let builder: string;
let projectId: number;
const lotId = (lots: { Name: string; StructureId: number }[], prefix: string) =>
  lots.find((l) => l.Name.startsWith(prefix))!.StructureId;

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  admin = await t.signIn('admin@example.com');
  builder = await t.signIn('builder@example.com');
  projectId = (await t.call('GET', '/api/GetUserDevelopments', undefined, admin)).json().Data
    .Developments[0].ProjectId;
});
afterAll(async () => t.close());

const lotsOf = async (token: string, archived = false) =>
  (
    await t.call(
      'GET',
      `/api/lots?projectId=${projectId}&showArchivedLots=${archived}`,
      undefined,
      token,
    )
  ).json().Data;

describe('the lot list', () => {
  it("shows the builder the admin's lot as allocated, their own as open, archived ones only when asked", async () => {
    const list = await lotsOf(builder);
    expect(list).toMatchObject({
      IsAdmin: false,
      IsPrepaid: true,
      IsPreconfigured: false,
      OrgName: 'Demo Builders',
      ProjectName: 'Demo Estate',
    });
    const byName = Object.fromEntries(
      list.LotSummaries.map((l: { Name: string }) => [l.Name.slice(0, 7), l]),
    );
    expect(byName['Lot 101']).toMatchObject({ IsBuilt: true, IsLocked: false });
    expect(byName['Lot 102']).toMatchObject({ IsBuilt: true, IsLocked: true });
    expect(byName['Lot 104']).toMatchObject({ IsBuilt: false, IsLocked: false });
    expect(byName['Lot 103']).toBeUndefined();
    expect(
      (await lotsOf(builder, true)).LotSummaries.find((l: { Name: string }) =>
        l.Name.startsWith('Lot 103'),
      ).IsArchived,
    ).toBe(true);
    expect(list.LotSummaries[0].BaselineDesigns).toHaveLength(4);
    expect(list.BaselinesWithApprovedPresets).toHaveLength(4);
    expect((await lotsOf(admin)).IsAdmin).toBe(true);
  });
});

describe('lots', () => {
  it('lets admin coordinators create lots and nobody else', async () => {
    const refused = await t.call(
      'POST',
      '/api/lot/create',
      { projectId, address: 'Lot 200' },
      builder,
    );
    expect(refused.statusCode).toBe(403);
    const created = await t.call(
      'POST',
      '/api/lot/create',
      {
        projectId,
        address: 'Lot 200, 1 Acacia Way',
        description: '<p>Corner</p><img src=x onerror=alert(1)>',
      },
      admin,
    );
    expect(created.statusCode).toBe(200);
    const details = (
      await t.call(
        'GET',
        `/api/lot/getLotDetails?structureId=${created.json().Data}`,
        undefined,
        admin,
      )
    ).json().Data;
    const duplicate = await t.call(
      'POST',
      '/api/lot/create',
      { projectId, address: 'lot 200, 1 acacia way' },
      admin,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(
      'A lot with this address already exists in the development.',
    );
    expect(details).toMatchObject({
      Address: 'Lot 200, 1 Acacia Way',
      Description: '<p>Corner</p>',
      IsBuilt: false,
      IsReadOnly: false,
      ProjectName: 'Demo Estate',
    });
  });

  it('builds a lot from a baseline and preset: the builder becomes lead and the lot is allocated', async () => {
    const lot = lotId((await lotsOf(builder)).LotSummaries, 'Lot 104');
    expect(
      (await t.call('GET', `/api/lot/isInitialised?structureId=${lot}`, undefined, builder)).json()
        .Data,
    ).toBe(false);
    const presets = (
      await t.call(
        'GET',
        `/api/presetdesigns?projectId=${projectId}&numberOf=10`,
        undefined,
        builder,
      )
    ).json().Data;
    const preset = presets.find((p: { Title: string }) => p.Title.startsWith('Timber frame'));
    const built = await t.call(
      'POST',
      '/api/lot/buildLot',
      { structureId: lot, baseStructureId: preset.BaselineId, presetStructureId: preset.Id },
      builder,
    );
    expect(built.statusCode, built.body).toBe(200);
    expect(
      (await t.call('GET', `/api/lot/isInitialised?structureId=${lot}`, undefined, builder)).json()
        .Data,
    ).toBe(true);
    const builds = (await t.call('GET', '/api/userbuilds?count=10', undefined, builder)).json()
      .Data;
    expect(builds.map((b: { StructureId: number }) => b.StructureId)).toContain(lot);
    const targets = (
      await t.call('GET', `/api/getAvailableProjectTargets?structureId=${lot}`, undefined, builder)
    ).json().Data;
    const upfront = targets.find((x: { Name: string }) => x.Name === 'Upfront carbon per m²');
    const phases = (
      await t.call(
        'GET',
        `/api/lot/getDesignPhases?structureId=${lot}&projectTargetId=${upfront.Id}`,
        undefined,
        builder,
      )
    ).json().Data;
    const [design] = phases.DesignPhases[0].Designs;
    expect(design.DesignName).toBe('Timber frame + low-carbon concrete');
    // timber frames and a slag-blend slab cut upfront carbon per m² well below the double-storey benchmark
    expect(design.Reduction).toBeGreaterThan(20);
    const otherUser = await t.signIn('admin@example.com');
    expect(
      (await lotsOf(otherUser)).LotSummaries.find(
        (l: { StructureId: number }) => l.StructureId === lot,
      ).IsLocked,
    ).toBe(false);
  });

  it('refuses a baseline not enabled in the development and a preset of another baseline', async () => {
    const lot = await t.call('POST', '/api/lot/create', { projectId, address: 'Lot 201' }, admin);
    const presets = (
      await t.call('GET', `/api/presetdesigns?projectId=${projectId}&numberOf=10`, undefined, admin)
    ).json().Data;
    const wrongPreset = presets.find(
      (p: { BaselineId: number }) => p.BaselineId !== presets[0].BaselineId,
    );
    const mismatch = await t.call(
      'POST',
      '/api/lot/buildLot',
      {
        structureId: lot.json().Data,
        baseStructureId: presets[0].BaselineId,
        presetStructureId: wrongPreset.Id,
      },
      admin,
    );
    expect(mismatch.statusCode).toBe(404);
    const unknown = await t.call(
      'POST',
      '/api/lot/buildLot',
      { structureId: lot.json().Data, baseStructureId: 99999, presetStructureId: 0 },
      admin,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps an allocated lot closed to others until they are given access', async () => {
    const locked = lotId((await lotsOf(builder)).LotSummaries, 'Lot 102');
    expect(
      (await t.call('GET', `/api/lot/getLotDetails?structureId=${locked}`, undefined, builder))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(
          'POST',
          '/api/lot/buildLot',
          { structureId: locked, baseStructureId: 1 },
          builder,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(
          'POST',
          '/api/lot/saveLotDetails',
          { StructureId: locked, Address: 'Mine' },
          builder,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('locks a design against everyone but organisation admins, who alone set and clear the lock', async () => {
    const own = lotId((await lotsOf(builder)).LotSummaries, 'Lot 101');
    const details = async (token: string) =>
      (await t.call('GET', `/api/lot/getLotDetails?structureId=${own}`, undefined, token)).json()
        .Data;
    const save = (token: string, IsDesignLocked: boolean) =>
      t.call(
        'POST',
        '/api/lot/saveLotDetails',
        { StructureId: own, Address: before.Address, IsDesignLocked },
        token,
      );
    const before = await details(builder);
    expect(before).toMatchObject({ IsDesignLocked: false, IsOrgAdmin: false, IsReadOnly: false });
    // a builder cannot set the lock
    expect((await save(builder, true)).statusCode).toBe(200);
    expect((await details(builder)).IsDesignLocked).toBe(false);

    expect((await save(admin, true)).statusCode).toBe(200);
    expect(await details(admin)).toMatchObject({ IsDesignLocked: true, IsOrgAdmin: true });
    const refused = await save(builder, false);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'forbidden',
      message: 'The design is locked: only an organisation admin can change this lot.',
    });
    expect((await details(builder)).IsDesignLocked).toBe(true);
    // the design inputs follow the same rule: read-only for the builder, editable for the admin
    const form = async (token: string) =>
      (await t.call('GET', `/api/lot?structureId=${own}`, undefined, token)).json().Data;
    expect((await form(builder)).IsReadOnly).toBe(true);
    expect((await form(admin)).IsReadOnly).toBe(false);

    expect((await save(admin, false)).statusCode).toBe(200);
    expect((await save(builder, false)).statusCode).toBe(200);
    expect((await form(builder)).IsReadOnly).toBe(false);
  });

  it('sends a Request Access email to the lead, coordinators and organisation, and records the request', async () => {
    const locked = lotId((await lotsOf(builder)).LotSummaries, 'Lot 102');
    const before = t.mails().length;
    const response = await t.call(
      'POST',
      '/api/sendLotRequestedEmail',
      { structureId: locked, accessLevel: 2 },
      builder,
    );
    expect(response.json()).toEqual({ Data: { OrgName: 'Demo Builders' } });
    const mails = t.mails().slice(before);
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(mails.some((m) => m.includes('To: admin@example.com'))).toBe(true);
    expect(mails.some((m) => m.includes('To: support@circa.localhost'))).toBe(true);
    expect(mails[0]).toContain('asks for Collaborator access to the lot "Lot 102');
    const unread = (await t.call('GET', '/api/unreadMessages', undefined, admin)).json().Data;
    expect(unread).toBeGreaterThanOrEqual(1);
    const again = await t.call(
      'POST',
      '/api/sendLotRequestedEmail',
      { structureId: lotId((await lotsOf(builder)).LotSummaries, 'Lot 101'), accessLevel: 3 },
      builder,
    );
    expect(again.statusCode).toBe(409);
  });

  it("MY LOT ISN'T LISTED emails the organisation and the coordinators", async () => {
    const before = t.mails().length;
    const response = await t.call(
      'POST',
      '/api/sendLotInformationEmail',
      { ProjectId: projectId, LotInformation: 'Lot 305, Banksia Street' },
      builder,
    );
    expect(response.json()).toEqual({ Data: true });
    const mails = t.mails().slice(before);
    expect(
      mails.some(
        (m) => m.includes('To: admin@example.com') && m.includes('Lot 305, Banksia Street'),
      ),
    ).toBe(true);
    const empty = await t.call(
      'POST',
      '/api/sendLotInformationEmail',
      { ProjectId: projectId, LotInformation: ' ' },
      builder,
    );
    expect(empty.statusCode).toBe(400);
  });

  it('archives a lot with its designs (admin coordinators only)', async () => {
    const lot = lotId((await lotsOf(admin)).LotSummaries, 'Lot 101');
    expect(
      (await t.call('POST', `/api/lot/archiveStructure/${lot}`, undefined, builder)).statusCode,
    ).toBe(403);
    expect(
      (await t.call('POST', `/api/lot/archiveStructure/${lot}`, undefined, admin)).statusCode,
    ).toBe(200);
    expect(
      (await t.call('GET', `/api/lot/isInitialised?structureId=${lot}`, undefined, admin)).json()
        .Data,
    ).toBe(false);
    expect(
      (await lotsOf(admin)).LotSummaries.map((l: { StructureId: number }) => l.StructureId),
    ).not.toContain(lot);
  });
});

describe('targets', () => {
  it('saves a whole-life scope with refrigerant leakage (B1, option 14) under its scope name', async () => {
    const saved = await t.call(
      'POST',
      '/api/saveProjectTarget',
      {
        TargetId: 0,
        ProjectId: projectId,
        IndicatorId: 1,
        TimescaleId: 1,
        LcPhases: [1, 2, 3, 14, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        SavingsTarget: 20,
      },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().Data;
    const selection = (
      await t.call(
        'GET',
        `/api/getProjectTargetSelection?projectId=${projectId}&targetId=${id}`,
        undefined,
        admin,
      )
    ).json().Data;
    expect(selection.Target.LcPhaseName).toBe('Whole of life (A-C)');
    await t.call('POST', '/api/deleteProjectTarget', { Id: id, ProjectId: projectId }, admin);
  });

  it('lets admin coordinators add, change and delete targets; the cost figure is rate × 220', async () => {
    const saved = await t.call(
      'POST',
      '/api/saveProjectTarget',
      {
        TargetId: 0,
        ProjectId: projectId,
        IndicatorId: 4,
        AttributeId: 56,
        TimescaleId: 2,
        LcPhases: [8],
        SavingsTarget: 30,
      },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().Data;
    const selection = (
      await t.call(
        'GET',
        `/api/getProjectTargetSelection?projectId=${projectId}&targetId=${id}`,
        undefined,
        admin,
      )
    ).json().Data;
    expect(selection.Target).toMatchObject({
      IndicatorName: 'Water footprint',
      AttributeName: 'Per occupant',
      LcPhaseName: 'Operational water (B7)',
      CostFigure: 220,
    });
    expect(selection.IndicatorsList.length).toBeGreaterThan(10);
    expect(
      (
        await t.call(
          'POST',
          '/api/saveProjectTarget',
          { TargetId: id, ProjectId: projectId, IndicatorId: 4, LcPhases: [8] },
          builder,
        )
      ).statusCode,
    ).toBe(403);
    const noIndicator = await t.call(
      'POST',
      '/api/saveProjectTarget',
      { TargetId: 0, ProjectId: projectId, LcPhases: [8] },
      admin,
    );
    expect(noIndicator.json().message).toBe('Indicator is required.');
    expect(
      (
        await t.call('POST', '/api/deleteProjectTarget', { Id: id, ProjectId: projectId }, admin)
      ).json(),
    ).toEqual({ Data: true });
  });

  it('gives new targets the defaults: 50 %… or the development’s carbon saving, per year, whole of life', async () => {
    const selection = (
      await t.call(
        'GET',
        `/api/getProjectTargetSelection?projectId=${projectId}&targetId=0`,
        undefined,
        admin,
      )
    ).json().Data;
    expect(selection.Target).toMatchObject({
      Id: 0,
      TimescaleId: 2,
      SavingsTarget: 40,
      BasePrice: 220,
      RelativeExchangeRate: 1,
      Currency: 'AUD',
    });
  });
});
