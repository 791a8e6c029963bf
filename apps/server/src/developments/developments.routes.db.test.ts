import { messages } from '@circa/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;
let builder: string;
let orgId: number;

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  admin = await t.signIn('admin@example.com');
  builder = await t.signIn('builder@example.com');
  orgId = (await t.call('GET', '/api/rapidOrganisation', undefined, admin)).json().Data[0].Id;
});
afterAll(async () => t.close());

async function placeFor(query: string) {
  const suggestions = (
    await t.call(
      'GET',
      `/api/geo/autocomplete?query=${encodeURIComponent(query)}`,
      undefined,
      admin,
    )
  ).json().Data;
  const { IsApproximate: _approximate, ...address } = suggestions[0];
  return address;
}

async function settings(overrides: Record<string, unknown> = {}) {
  const form = (await t.call('GET', `/api/newdevelopment?orgId=${orgId}`, undefined, admin)).json()
    .Data;
  return {
    ProjectId: 0,
    ProjectTypeId: 1,
    ProjectName: 'Wattle Grove',
    Location: await placeFor('Wollert'),
    OrganisationId: orgId,
    LciGroupId: form.LciGroupId,
    LciSourceId: form.LciSourceId,
    ProjectManager: 'Sam Lee',
    Developer: 'Wattle Homes',
    LandArea: 12000,
    CarbonSavingsId: null,
    Prepaid: false,
    CreditsBalance: 0,
    Description: '<p>Stage 1</p><script>alert(1)</script>',
    ...overrides,
  };
}

describe('the project settings form', () => {
  it("loads a new development's form with the organisation's defaults and credits", async () => {
    const form = (
      await t.call('GET', `/api/newdevelopment?orgId=${orgId}`, undefined, admin)
    ).json().Data;
    expect(form).toMatchObject({ ProjectId: 0, OrganisationId: orgId, AvailableCredit: 80 });
    expect(form.LciGroups.map((g: { Description: string }) => g.Description)).toEqual([
      'Australia',
    ]);
    expect(form.LciSources.map((s: { Description: string }) => s.Description)).toEqual([
      'Australia — published EPDs 2026.1',
      'Circa open starter 2026.1',
    ]);
    // the organisation's default: the starter, until the Australian source covers the scope
    expect(form.LciSourceId).toBe(form.LciSources[1].Id);
    expect(form.ProjectTypes.map((p: { Description: string }) => p.Description)).toEqual([
      'Development',
      'Government Authority',
    ]);
  });

  it('creates a development: the creator coordinates it, the description is sanitised, a first target exists', async () => {
    const response = await t.call('POST', '/api/newdevelopment', await settings(), builder);
    expect(response.statusCode, response.body).toBe(200);
    const projectId = response.json().Data.ProjectId;
    expect(
      (
        await t.call(
          'GET',
          `/api/isProjectAdminCoordinator?projectId=${projectId}`,
          undefined,
          builder,
        )
      ).json().Data,
    ).toBe('admin');
    const form = (
      await t.call('GET', `/api/existingdevelopment?projectId=${projectId}`, undefined, builder)
    ).json().Data;
    expect(form.Description).toBe('<p>Stage 1</p>');
    expect(form.Location.State).toBe('VIC');
    const targets = (
      await t.call('GET', `/api/projecttargets?projectId=${projectId}`, undefined, builder)
    ).json().Data;
    expect(targets.ProjectTargets[0]).toMatchObject({
      IndicatorId: 1,
      LcPhaseName: 'Whole of life (A-C)',
      SavingsTarget: 50,
      CostFigure: 220,
    });
    const baselines = (
      await t.call('GET', `/api/baselinedesigns?projectId=${projectId}`, undefined, builder)
    ).json().Data;
    expect(baselines).toHaveLength(4);
  });

  it.each([
    [{ ProjectName: '' }, messages.projectNameRequired],
    [{ ProjectTypeId: 0 }, messages.projectTypeRequired],
    [{ ProjectManager: ' ' }, messages.projectManagerRequired],
    [{ Developer: '' }, messages.developerRequired],
    [{ LandArea: -5 }, messages.landAreaInvalid],
    [{ Location: null }, messages.locationFromList],
    [{ LciSourceId: 999 }, messages.lciSourceRequired],
    [{ Prepaid: true, CreditsBalance: 81 }, messages.projectCreditsInvalid],
    [{ Prepaid: true, CreditsBalance: -1 }, messages.projectCreditsInvalid],
  ])('refuses %j with the spec message', async (overrides, message) => {
    const response = await t.call('POST', '/api/newdevelopment', await settings(overrides), admin);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
  });

  // issue 20 item 5: every refusal says what to change, never zod's own words
  it.each([
    [{ ProjectName: 'N'.repeat(201) }, messages.projectNameTooLong],
    [{ ProjectManager: 'M'.repeat(201) }, messages.projectManagerTooLong],
    [{ Developer: 'D'.repeat(201) }, messages.developerTooLong],
    [
      { CustomProjectFieldValue: 'C'.repeat(201) },
      'Custom Project Field Value: Please enter at most 200 characters.',
    ],
    [{ LandArea: 2e9 }, messages.landAreaInvalid],
  ])('refuses %j saying what to change', async (overrides, message) => {
    const response = await t.call('POST', '/api/newdevelopment', await settings(overrides), admin);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.body).not.toMatch(/Too big|Too small|Invalid input|expected/);
  });

  it('refuses a land area of 1e309 (Infinity once read) instead of saving it empty', async () => {
    const body = JSON.stringify(await settings({ LandArea: 0 })).replace(
      '"LandArea":0',
      '"LandArea":1e309',
    );
    expect(body).toContain('1e309');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newdevelopment',
      payload: body,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(messages.landAreaInvalid);
  });

  it('refuses a postcode in another state than the address says', async () => {
    const location = { ...(await placeFor('Wollert')), State: 'NSW' };
    const response = await t.call(
      'POST',
      '/api/newdevelopment',
      await settings({ Location: location }),
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/is in VIC, not NSW/);
  });

  it('moves prepaid credits between the organisation and the development, both ways', async () => {
    const created = await t.call(
      'POST',
      '/api/newdevelopment',
      await settings({ ProjectName: 'Prepaid One', Prepaid: true, CreditsBalance: 30 }),
      admin,
    );
    const projectId = created.json().Data.ProjectId;
    const available = () =>
      t
        .call('GET', `/api/getOrgAvailableCredit?orgId=${orgId}`, undefined, admin)
        .then((r) => r.json().Data);
    expect(await available()).toBe(50);
    const form = (
      await t.call('GET', `/api/existingdevelopment?projectId=${projectId}`, undefined, admin)
    ).json().Data;
    expect(form.CreditsBalance).toBe(30);
    await t.call(
      'POST',
      '/api/updatedevelopment',
      {
        ...(await settings({ ProjectName: 'Prepaid One' })),
        ProjectId: projectId,
        Prepaid: true,
        CreditsBalance: 10,
      },
      admin,
    );
    expect(await available()).toBe(70);
    await t.call(
      'POST',
      '/api/updatedevelopment',
      {
        ...(await settings({ ProjectName: 'Prepaid One' })),
        ProjectId: projectId,
        Prepaid: false,
        CreditsBalance: 10,
      },
      admin,
    );
    expect(await available()).toBe(80);
  });

  it("lets only the organisation's admins allocate its credits", async () => {
    const available = () =>
      t
        .call('GET', `/api/getOrgAvailableCredit?orgId=${orgId}`, undefined, admin)
        .then((r) => r.json().Data);
    const before = await available();
    const taken = await t.call(
      'POST',
      '/api/newdevelopment',
      await settings({ ProjectName: 'Builder Prepaid', Prepaid: true, CreditsBalance: before }),
      builder,
    );
    expect(taken.statusCode).toBe(403);
    expect(taken.json().message).toBe(messages.projectCreditsAdminOnly);
    expect(await available()).toBe(before);
    // a builder's own development: they coordinate it, yet cannot make it prepaid
    const own = await t.call(
      'POST',
      '/api/newdevelopment',
      await settings({ ProjectName: 'Builder Own' }),
      builder,
    );
    expect(own.statusCode).toBe(200);
    const changed = await t.call(
      'POST',
      '/api/updatedevelopment',
      {
        ...(await settings({ ProjectName: 'Builder Own' })),
        ProjectId: own.json().Data.ProjectId,
        Prepaid: true,
        CreditsBalance: 5,
      },
      builder,
    );
    expect(changed.statusCode).toBe(403);
    expect(await available()).toBe(before);
  });

  it('needs a carbon saving target when the organisation has no credits', async () => {
    const drained = await t.call(
      'POST',
      '/api/newdevelopment',
      await settings({ ProjectName: 'Drain', Prepaid: true, CreditsBalance: 80 }),
      admin,
    );
    expect(drained.statusCode).toBe(200);
    const refused = await t.call(
      'POST',
      '/api/newdevelopment',
      await settings({ ProjectName: 'No credits' }),
      admin,
    );
    expect(refused.json().message).toBe(messages.carbonSavingRequired);
    const accepted = await t.call(
      'POST',
      '/api/newdevelopment',
      await settings({ ProjectName: 'No credits', CarbonSavingsId: 30 }),
      admin,
    );
    expect(accepted.statusCode).toBe(200);
  });

  it('lets only admin coordinators open or change the settings of an existing development', async () => {
    const demo = (await t.call('GET', '/api/GetUserDevelopments', undefined, builder))
      .json()
      .Data.Developments.find((d: { Name: string }) => d.Name === 'Demo Estate');
    const response = await t.call(
      'GET',
      `/api/existingdevelopment?projectId=${demo.ProjectId}`,
      undefined,
      builder,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('development lists', () => {
  it('finds developments within 50 km, nearest first, and none far away', async () => {
    const near = (
      await t.call(
        'GET',
        '/api/FindDevelopmentByLocation?latitude=-33.70&longitude=150.85',
        undefined,
        builder,
      )
    ).json().Data;
    expect(near[0]).toMatchObject({ Name: 'Demo Estate', Type: 1 });
    expect(near[0].DistanceKm).toBeLessThan(5);
    const far = (
      await t.call(
        'GET',
        '/api/FindDevelopmentByLocation?latitude=-37.81&longitude=144.96',
        undefined,
        builder,
      )
    ).json().Data;
    expect(far.map((d: { Name: string }) => d.Name)).not.toContain('Demo Estate');
  });

  it('archives and restores a development; archived ones leave the lists unless asked for', async () => {
    const demo = (await t.call('GET', '/api/GetUserDevelopments', undefined, admin))
      .json()
      .Data.Developments.find((d: { Name: string }) => d.Name === 'Demo Estate');
    expect(
      (await t.call('POST', '/api/archiveProject', { projectId: demo.ProjectId, orgId }, builder))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call('POST', '/api/archiveProject', { projectId: demo.ProjectId, orgId }, admin))
        .statusCode,
    ).toBe(200);
    const names = async (archived: boolean) =>
      (
        await t.call(
          'GET',
          `/api/GetOrgDevelopments?orgId=${orgId}&includeArchivedProjects=${archived}`,
          undefined,
          admin,
        )
      )
        .json()
        .Data.map((d: { Name: string }) => d.Name);
    expect(await names(false)).not.toContain('Demo Estate');
    expect(await names(true)).toContain('Demo Estate');
    await t.call('POST', '/api/unarchiveProject', { projectId: demo.ProjectId, orgId }, admin);
    expect(await names(false)).toContain('Demo Estate');
  });
});
