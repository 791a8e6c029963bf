// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '../test-utils';
import { useRouteDrawer } from './route-handle';
import { SideDrawer } from './side-drawer';
import { structureDrawer } from './structure-drawer';

function DrawerProbe() {
  const drawer = useRouteDrawer();
  return (
    <SideDrawer
      mode={drawer.mode}
      context={drawer.context}
      isWide
      isOpen
      onClose={() => undefined}
    />
  );
}

const routes = [
  {
    path: '/lot/:structureId',
    element: <DrawerProbe />,
    handle: { title: 'Design Details', drawer: structureDrawer() },
  },
];

const views = [
  { Name: 'Services', SortOrder: 1 },
  { Name: 'Appliances', SortOrder: 2 },
  { Name: 'Water', SortOrder: 3 },
  { Name: 'Structure and envelope', SortOrder: 4 },
  { Name: 'Finishes', SortOrder: 5 },
];

function setting(overrides: Record<string, unknown> = {}) {
  return {
    IsAdminCoordinator: false,
    IsStructureLead: false,
    IsBaseline: false,
    RapidCustomSortOrderActive: 2,
    IsDesignBuilt: true,
    IsPaidAndSubmitted: false,
    CustomiseViews: views,
    ...overrides,
  };
}

async function openDrawer(data: ReturnType<typeof setting>) {
  mockApi({ 'GET /getstructuredrawersetting': () => jsonResponse({ Data: data }) });
  renderRoutes(routes, ['/lot/21']);
  const nav = await screen.findByRole('navigation', { name: 'Structure menu' });
  await waitFor(() => expect(within(nav).queryByText('Services')).not.toBeNull());
  return nav;
}

const entry = (nav: HTMLElement, name: string) =>
  within(nav)
    .getByText(name)
    .closest('a, [role="button"], div.MuiListItemButton-root') as HTMLElement;
const isDisabled = (element: HTMLElement) =>
  element.getAttribute('aria-disabled') === 'true' || element.classList.contains('Mui-disabled');

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Structure drawer (document 1 §2.3)', () => {
  it('links the built design, one entry per view, and disables views past the active sort order', async () => {
    const nav = await openDrawer(setting());
    expect(within(nav).getByRole('link', { name: 'Lot Details' }).getAttribute('href')).toBe(
      '/lot-details/21/3',
    );
    expect(
      within(nav).getByRole('link', { name: 'Design Details' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(nav).getByRole('link', { name: 'Water Balance Inputs' }).getAttribute('href'),
    ).toBe('/design-water/21');
    expect(within(nav).getByRole('link', { name: 'Services' }).getAttribute('href')).toBe(
      '/design-templates/21/1',
    );
    expect(within(nav).getByRole('link', { name: 'Appliances' }).getAttribute('href')).toBe(
      '/design-templates/21/2',
    );
    for (const name of ['Water', 'Structure and envelope', 'Finishes'])
      expect(isDisabled(entry(nav, name))).toBe(true);
    expect(within(nav).getByRole('link', { name: 'Results' }).getAttribute('href')).toBe(
      '/design-results/21',
    );
    expect(within(nav).queryByText('Analysis')).toBeNull();
    expect(within(nav).queryByText('Templates')).toBeNull();
    expect(within(nav).queryByText('Collaboration')).toBeNull();
  });

  it('disables the design entries until the design is built', async () => {
    const nav = await openDrawer(setting({ IsDesignBuilt: false, RapidCustomSortOrderActive: 5 }));
    expect(within(nav).getByRole('link', { name: 'Lot Details' })).toBeTruthy();
    for (const name of [
      'Design Details',
      'Water Balance Inputs',
      'Services',
      'Finishes',
      'Results',
    ])
      expect(isDisabled(entry(nav, name))).toBe(true);
  });

  it('adds Analysis when paid and submitted, Templates for baseline lots of admin coordinators, Collaboration for the lead', async () => {
    const nav = await openDrawer(
      setting({ IsPaidAndSubmitted: true, IsBaseline: true, IsAdminCoordinator: true }),
    );
    for (const name of ['Analysis', 'Templates', 'Collaboration'])
      expect(within(nav).getByText(name)).toBeTruthy();
    cleanup();
    const lead = await openDrawer(setting({ IsStructureLead: true, IsBaseline: true }));
    expect(within(lead).getByText('Collaboration')).toBeTruthy();
    expect(within(lead).queryByText('Templates')).toBeNull();
  });
});
