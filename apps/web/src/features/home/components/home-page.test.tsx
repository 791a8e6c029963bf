// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuildSummary } from '@circa/contract/builds.schema';
import { jsonResponse, mockApi, renderRoutes, testUser } from '../../../app/test-utils';
import { HomePage } from './home-page';

const routes = [{ path: '/', element: <HomePage /> }];

const build = (Id: number): BuildSummary => ({
  Id,
  Title: `Build ${Id}`,
  Description: '',
  ImageUrl: null,
  FunctionTypeName: 'House',
  FeatureUrl: null,
  IsArchived: false,
  IsRapidBaselineDesign: false,
  DisableLink: false,
  StructureId: 50 + Id,
});

const development = (ProjectId: number, IsArchived = false) => ({
  ProjectId,
  Name: `Estate ${ProjectId}`,
  OrgId: 4,
  OrgName: 'Acme Homes',
  FeatureImage: null,
  IsArchived,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'circa_seen_intro=1';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HomePage', () => {
  it('shows My Builds and My Developments (3 each) to signed-in users', async () => {
    localStorage.setItem('jwt', 'token-1');
    const fetchMock = mockApi({
      'GET /userprofile': () => jsonResponse({ Data: testUser }),
      'GET /featuredesigns': () => jsonResponse({ Data: [] }),
      'GET /userbuilds': () => jsonResponse({ Data: [build(1), build(2), build(3)] }),
      'GET /getuserdevelopments': () =>
        jsonResponse({
          Data: { Developments: [development(7), development(8, true)], Organisations: [] },
        }),
    });
    renderRoutes(routes, ['/']);
    const builds = await screen.findByRole('list', { name: 'My Builds' });
    expect(within(builds).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(builds)
        .getByRole('link', { name: /Build 2/ })
        .getAttribute('href'),
    ).toBe('/lot/52');
    expect(screen.getByRole('link', { name: 'More My Builds' }).getAttribute('href')).toBe(
      '/builds',
    );

    const developments = await screen.findByRole('list', { name: 'My Developments' });
    expect(within(developments).getByText('Estate 7')).toBeTruthy();
    expect(within(developments).getAllByRole('img', { name: 'Archived' })).toHaveLength(1);
    expect(await screen.findByText('There are no feature designs to load')).toBeTruthy();

    const searches = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .map((url) => `${url.pathname}${url.search}`);
    expect(searches).toContain('/api/userbuilds?offset=0&count=3');
    expect(searches).toContain(
      '/api/GetUserDevelopments?start=0&numberOf=3&includeArchivedProjects=false',
    );
  });

  it("prompts 'ADD YOUR FIRST' when there are no builds or developments", async () => {
    localStorage.setItem('jwt', 'token-1');
    mockApi({
      'GET /userprofile': () => jsonResponse({ Data: testUser }),
      'GET /featuredesigns': () => jsonResponse({ Data: [] }),
      'GET /userbuilds': () => jsonResponse({ Data: [] }),
      'GET /getuserdevelopments': () =>
        jsonResponse({ Data: { Developments: [], Organisations: [] } }),
    });
    renderRoutes(routes, ['/']);
    expect(await screen.findByText('NO BUILDS YET')).toBeTruthy();
    expect(await screen.findByText('NO PROJECT YET')).toBeTruthy();
    expect(screen.getAllByText('ADD YOUR FIRST')).toHaveLength(2);
  });

  it('shows only the feed to visitors', async () => {
    const fetchMock = mockApi({ 'GET /featuredesigns': () => jsonResponse({ Data: [build(5)] }) });
    renderRoutes(routes, ['/']);
    expect(await screen.findByText('Build 5')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My Builds' })).toBeNull();
    expect(
      fetchMock.mock.calls.every(([url]) => String(url).startsWith('/api/featuredesigns')),
    ).toBe(true);
  });
});
