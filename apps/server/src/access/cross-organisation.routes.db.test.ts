import { allRoutes } from '@circa/contract/all-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { signInOutsider } from '../test-support/outsider';

let t: TestApp;
let outsider: string;
let demo: { orgId: number; projectId: number; structureId: number; targetId: number };

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  outsider = (await signInOutsider(t)).token;
  const admin = await t.signIn('admin@example.com');
  const developments = (await t.call('GET', '/api/GetUserDevelopments', undefined, admin)).json()
    .Data;
  const projectId = developments.Developments[0].ProjectId as number;
  const lots = (await t.call('GET', `/api/lots?projectId=${projectId}`, undefined, admin)).json()
    .Data;
  const targets = (
    await t.call('GET', `/api/projecttargets?projectId=${projectId}`, undefined, admin)
  ).json().Data;
  demo = {
    orgId: developments.Developments[0].OrgId,
    projectId,
    structureId: lots.LotSummaries[0].StructureId,
    targetId: targets.ProjectTargets[0].Id,
  };
});
afterAll(async () => t.close());

const validLocation = {
  Address: 'Marsden Park NSW 2765',
  Longitude: 150.83,
  Latitude: -33.69,
  Line1: '',
  Line2: '',
  PostCode: '2765',
  State: 'NSW',
  Country: 'Australia',
  ISOCountry2: 'AU',
};

/**
 * A request for every call that names one of the demo organisation's objects, as an outsider
 * would send it with otherwise valid input.
 */
function requests(): Array<{ id: string; method: 'GET' | 'POST'; url: string; body?: unknown }> {
  const { orgId, projectId, structureId, targetId } = demo;
  const settings = {
    ProjectId: projectId,
    ProjectTypeId: 1,
    ProjectName: 'Taken over',
    Location: validLocation,
    OrganisationId: orgId,
    LciGroupId: 1,
    LciSourceId: 1,
    ProjectManager: 'X',
    Developer: 'Y',
    LandArea: null,
    CarbonSavingsId: 50,
  };
  return [
    { id: 'isRapidOrgAdmin', method: 'GET', url: `/api/isRapidOrgAdmin?orgId=${orgId}` },
    { id: 'getCustomOrgSetting', method: 'GET', url: `/api/getCustomOrgSetting?orgId=${orgId}` },
    { id: 'getOrgLciInfo', method: 'GET', url: `/api/getOrgLciInfo?orgId=${orgId}` },
    {
      id: 'getLciGroupSource',
      method: 'GET',
      url: `/api/getLciGroupSource?groupId=1&orgId=${orgId}`,
    },
    {
      id: 'getOrgAvailableCredit',
      method: 'GET',
      url: `/api/getOrgAvailableCredit?orgId=${orgId}`,
    },
    { id: 'getOrgDevelopments', method: 'GET', url: `/api/GetOrgDevelopments?orgId=${orgId}` },
    { id: 'newDevelopment', method: 'GET', url: `/api/newdevelopment?orgId=${orgId}` },
    {
      id: 'existingDevelopment',
      method: 'GET',
      url: `/api/existingdevelopment?projectId=${projectId}`,
    },
    {
      id: 'createDevelopment',
      method: 'POST',
      url: '/api/newdevelopment',
      body: { ...settings, ProjectId: 0 },
    },
    { id: 'updateDevelopment', method: 'POST', url: '/api/updatedevelopment', body: settings },
    { id: 'getCostInfo', method: 'GET', url: `/api/getCostInfo?projectId=${projectId}` },
    {
      id: 'developmentProfile',
      method: 'GET',
      url: `/api/developmentProfile?projectId=${projectId}`,
    },
    { id: 'findProject', method: 'GET', url: `/api/findproject?structureId=${structureId}` },
    {
      id: 'isProjectArchived',
      method: 'GET',
      url: `/api/isProjectArchived?projectId=${projectId}`,
    },
    {
      id: 'isProjectAdminCoordinator',
      method: 'GET',
      url: `/api/isProjectAdminCoordinator?projectId=${projectId}`,
    },
    {
      id: 'archiveProject',
      method: 'POST',
      url: '/api/archiveProject',
      body: { projectId, orgId },
    },
    {
      id: 'unarchiveProject',
      method: 'POST',
      url: '/api/unarchiveProject',
      body: { projectId, orgId },
    },
    { id: 'projectTargets', method: 'GET', url: `/api/projecttargets?projectId=${projectId}` },
    {
      id: 'getProjectTargetSelection',
      method: 'GET',
      url: `/api/getProjectTargetSelection?projectId=${projectId}&targetId=${targetId}`,
    },
    {
      id: 'saveProjectTarget',
      method: 'POST',
      url: '/api/saveProjectTarget',
      body: { TargetId: targetId, ProjectId: projectId, IndicatorId: 1, LcPhases: [1] },
    },
    {
      id: 'deleteProjectTarget',
      method: 'POST',
      url: '/api/deleteProjectTarget',
      body: { Id: targetId, ProjectId: projectId },
    },
    { id: 'lots', method: 'GET', url: `/api/lots?projectId=${projectId}` },
    {
      id: 'createLot',
      method: 'POST',
      url: '/api/createLot',
      body: { projectId, address: 'Lot 999' },
    },
    { id: 'lotDetails', method: 'GET', url: `/api/lotDetails?structureId=${structureId}` },
    {
      id: 'saveLotDetails',
      method: 'POST',
      url: '/api/saveLotDetails',
      body: { StructureId: structureId, Address: 'Mine now' },
    },
    {
      id: 'getDesignPhases',
      method: 'GET',
      url: `/api/getDesignPhases?structureId=${structureId}`,
    },
    {
      id: 'getAvailableProjectTargets',
      method: 'GET',
      url: `/api/getAvailableProjectTargets?structureId=${structureId}`,
    },
    { id: 'archiveLot', method: 'POST', url: `/api/lot/archiveStructure/${structureId}` },
    { id: 'unarchiveLot', method: 'POST', url: `/api/lot/unarchiveStructure/${structureId}` },
    {
      id: 'getCustomLotLabel',
      method: 'GET',
      url: `/api/lot/getCustomLotLabel?projectId=${projectId}`,
    },
    {
      id: 'getSupportEmail',
      method: 'GET',
      url: `/api/getSupportEmail?structureId=${structureId}`,
    },
    {
      id: 'sendLotInformationEmail',
      method: 'POST',
      url: '/api/sendLotInformationEmail',
      body: { ProjectId: projectId, LotInformation: 'x' },
    },
    {
      id: 'sendLotRequestedEmail',
      method: 'POST',
      url: '/api/sendLotRequestedEmail',
      body: { structureId, accessLevel: 1 },
    },
    {
      id: 'isLotInitialised',
      method: 'GET',
      url: `/api/lot/isInitialised?structureId=${structureId}`,
    },
    {
      id: 'buildLot',
      method: 'POST',
      url: '/api/lot/buildLot',
      body: { structureId, baseStructureId: 1, presetStructureId: 0 },
    },
    { id: 'baselineDesigns', method: 'GET', url: `/api/baselinedesigns?projectId=${projectId}` },
    { id: 'presetDesigns', method: 'GET', url: `/api/presetdesigns?projectId=${projectId}` },
  ];
}

describe("another organisation's user", () => {
  it('gets 404 from every project and lot call of this organisation', async () => {
    for (const r of requests()) {
      const response = await t.call(r.method, r.url, r.body, outsider);
      expect(response.statusCode, `${r.id}: ${response.body}`).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });

  it('covers every route that takes an organisation, development or lot id', () => {
    const covered = new Set(requests().map((r) => r.id));
    const idFields = /^(id|orgId|projectId|structureId|ProjectId|StructureId|OrganisationId)$/;
    const idRoutes = allRoutes.filter((route) =>
      Object.keys((route.request as unknown as { shape?: object }).shape ?? {}).some((key) =>
        idFields.test(key),
      ),
    );
    const uncovered = idRoutes.map((r) => r.id).filter((id) => !covered.has(id));
    // uploads take their ids in multipart fields: tested in the uploads tests
    expect(uncovered.filter((id) => !id.startsWith('upload'))).toEqual([]);
  });

  it('sees none of them in its lists', async () => {
    const developments = await t.call('GET', '/api/GetUserDevelopments', undefined, outsider);
    expect(developments.json().Data.Developments).toEqual([]);
    const builds = await t.call('GET', '/api/completeUserBuilds', undefined, outsider);
    expect(builds.json().Data.BuildSummaries).toEqual([]);
    const nearby = await t.call(
      'GET',
      '/api/FindDevelopmentByLocation?latitude=-33.69&longitude=150.83',
      undefined,
      outsider,
    );
    expect(nearby.json().Data).toEqual([]);
  });

  it('and the organisation itself still sees its data (the test is not vacuous)', async () => {
    const builder = await t.signIn('builder@example.com');
    for (const r of requests().filter(
      (x) => x.method === 'GET' && !x.url.includes('existingdevelopment'),
    )) {
      const response = await t.call(r.method, r.url, r.body, builder);
      expect([200, 403], `${r.id}: ${response.body}`).toContain(response.statusCode);
    }
  });
});
