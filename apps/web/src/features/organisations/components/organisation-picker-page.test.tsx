// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@circa/contract/messages';
import { jsonResponse, mockApi, renderRoutes, sentBodies } from '../../../app/test-utils';
import { OrgProjectsPage } from './org-projects-page';
import { OrganisationPickerPage } from './organisation-picker-page';

const routes = [
  { path: '/organisation', element: <OrganisationPickerPage /> },
  { path: '/org-projects/:orgId', element: <OrgProjectsPage /> },
];

const org = (Id: number, Title: string, Description = '') => ({
  Id,
  Title,
  Description,
  ImageUrl: null,
});
const long =
  'Volume builder of detached and attached dwellings across greater Sydney, the Central Coast and the Illawarra.';
const development = (ProjectId: number, Name: string, IsArchived = false) => ({
  ProjectId,
  Name,
  OrgId: 3,
  OrgName: 'Harbour Homes',
  FeatureImage: null,
  IsArchived,
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OrganisationPickerPage', () => {
  it('selects the only organisation at once', async () => {
    mockApi({
      'GET /rapidorganisation': () => jsonResponse({ Data: [org(3, 'Harbour Homes')] }),
      'GET /getorgdevelopments': () => jsonResponse({ Data: [] }),
      'GET /israpidorgadmin': () => jsonResponse({ Data: false }),
    });
    const { router } = renderRoutes(routes, ['/organisation']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/org-projects/3'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says when the user is in no organisation', async () => {
    mockApi({ 'GET /rapidorganisation': () => jsonResponse({ Data: [] }) });
    renderRoutes(routes, ['/organisation']);
    expect(await screen.findByText(messages.noOrganisations)).toBeTruthy();
  });

  it('searches names ignoring case; long descriptions get More/Less; Select opens the projects', async () => {
    mockApi({
      'GET /rapidorganisation': () =>
        jsonResponse({ Data: [org(1, 'Demo Builders', 'Short.'), org(3, 'Harbour Homes', long)] }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/organisation']);
    const list = await screen.findByRole('list', { name: 'Organisations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const harbour = within(list).getByRole('article', { name: 'Harbour Homes' });
    const more = within(harbour).getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(
      within(harbour).getByRole('button', { name: 'Less' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(
      within(list)
        .getByRole('article', { name: 'Demo Builders' })
        .querySelector('button[aria-expanded]'),
    ).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search organisations' }), 'HARB');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(harbour).getByRole('link', { name: 'Select' }).getAttribute('href')).toBe(
      '/org-projects/3',
    );
    await user.clear(screen.getByRole('searchbox', { name: 'Search organisations' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search organisations' }), 'zzz');
    expect(await screen.findByText(messages.noResults)).toBeTruthy();
  });
});

describe('OrgProjectsPage', () => {
  it('lists, searches and shows archived projects on request; admins get PROJECT UPLOAD', async () => {
    const fetchMock = mockApi({
      'GET /rapidorganisation': () => jsonResponse({ Data: [org(3, 'Harbour Homes')] }),
      'GET /israpidorgadmin': () => jsonResponse({ Data: true }),
      'GET /getorgdevelopments': (_, url) =>
        jsonResponse({
          Data:
            url.searchParams.get('includeArchivedProjects') === 'true'
              ? [development(1, 'Banksia Rise'), development(2, 'Old Mill', true)]
              : [development(1, 'Banksia Rise')],
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/org-projects/3']);
    const list = await screen.findByRole('list', { name: 'Projects of Harbour Homes' });
    expect(within(list).getByRole('link', { name: 'Banksia Rise' }).getAttribute('href')).toBe(
      '/development/1',
    );
    expect(screen.getByRole('link', { name: 'ADD A PROJECT' }).getAttribute('href')).toBe(
      '/new-development/0/3',
    );
    expect((await screen.findByRole('link', { name: 'PROJECT UPLOAD' })).getAttribute('href')).toBe(
      '/project-upload/3',
    );

    await user.click(screen.getByRole('switch', { name: 'Archived' }));
    expect(await screen.findByRole('img', { name: 'Archived' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([input]) =>
        String(input).includes('includeArchivedProjects=true'),
      ),
    ).toBe(true);
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'mill');
    const filtered = screen.getByRole('list', { name: 'Projects of Harbour Homes' });
    expect(within(filtered).getAllByRole('listitem')).toHaveLength(1);
    expect(sentBodies(fetchMock, 'POST /newdevelopment')).toHaveLength(0);
  });

  it('hides PROJECT UPLOAD from members who are not admins and says when there are no projects', async () => {
    mockApi({
      'GET /rapidorganisation': () => jsonResponse({ Data: [org(3, 'Harbour Homes')] }),
      'GET /israpidorgadmin': () => jsonResponse({ Data: false }),
      'GET /getorgdevelopments': () => jsonResponse({ Data: [] }),
    });
    renderRoutes(routes, ['/org-projects/3']);
    expect(await screen.findByText('NO PROJECT YET')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'PROJECT UPLOAD' })).toBeNull();
  });
});
