// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '../../../app/test-utils';
import { DevelopmentsPage, groupByOrganisation } from './developments-page';

const org = (Id: number, Title: string) => ({ Id, Title, Description: '', ImageUrl: null });
const dev = (ProjectId: number, Name: string, OrgId: number, IsArchived = false) => ({
  ProjectId,
  Name,
  OrgId,
  OrgName: `Org ${OrgId}`,
  FeatureImage: null,
  IsArchived,
});
const routes = [{ path: '/developments', element: <DevelopmentsPage /> }];

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('groupByOrganisation', () => {
  it('groups by organisation name and searches development and organisation names', () => {
    const organisations = [org(1, 'Zeta Homes'), org(2, 'Alpha Builders')];
    const developments = [dev(1, 'Banksia', 1), dev(2, 'Wattle', 2), dev(3, 'Acacia', 1)];
    expect(
      groupByOrganisation(developments, organisations, '').map((g) => [
        g.orgName,
        g.developments.map((d) => d.Name),
      ]),
    ).toEqual([
      ['Alpha Builders', ['Wattle']],
      ['Zeta Homes', ['Banksia', 'Acacia']],
    ]);
    expect(
      groupByOrganisation(developments, organisations, 'ACA').map((g) =>
        g.developments.map((d) => d.Name),
      ),
    ).toEqual([['Acacia']]);
    expect(groupByOrganisation(developments, organisations, 'alpha').map((g) => g.orgName)).toEqual(
      ['Alpha Builders'],
    );
  });
});

describe('DevelopmentsPage', () => {
  it('shows the developments grouped by organisation and asks for archived ones with the toggle', async () => {
    const fetchMock = mockApi({
      'GET /getuserdevelopments': (_, url) =>
        jsonResponse({
          Data: {
            Developments:
              url.searchParams.get('includeArchivedProjects') === 'true'
                ? [dev(1, 'Banksia', 1), dev(4, 'Old Mill', 2, true)]
                : [dev(1, 'Banksia', 1)],
            Organisations: [org(1, 'Zeta Homes'), org(2, 'Alpha Builders')],
          },
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/developments']);
    const zeta = await screen.findByRole('list', { name: 'Developments of Zeta Homes' });
    expect(within(zeta).getByRole('link', { name: 'Banksia' }).getAttribute('href')).toBe(
      '/development/1',
    );
    expect(fetchMock.mock.calls[0]?.[0]).toContain('numberOf=-1');
    await user.click(screen.getByRole('switch', { name: 'Archived' }));
    expect(
      await screen.findByRole('list', { name: 'Developments of Alpha Builders' }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Archived' })).toBeTruthy();
  });

  it('shows a short list at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockApi({
      'GET /getuserdevelopments': () =>
        jsonResponse({
          Data: { Developments: [dev(1, 'Banksia', 1)], Organisations: [org(1, 'Zeta Homes')] },
        }),
    });
    renderRoutes(routes, ['/developments']);
    await vi.waitFor(() =>
      expect(screen.getByRole('list', { name: 'Developments of Zeta Homes' })).toBeTruthy(),
    );
  });
});
