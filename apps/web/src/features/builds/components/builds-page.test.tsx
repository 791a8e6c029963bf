// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuildSummary } from '@circa/contract/builds.schema';
import { jsonResponse, mockApi, renderRoutes } from '../../../app/test-utils';
import { BuildsPage } from './builds-page';

const routes = [{ path: '/builds', element: <BuildsPage /> }];

const build = (Id: number, changes: Partial<BuildSummary> = {}): BuildSummary => ({
  Id,
  Title: `Build ${Id}`,
  Description: '',
  ImageUrl: null,
  FunctionTypeName: 'House',
  FeatureUrl: null,
  IsArchived: false,
  IsRapidBaselineDesign: false,
  DisableLink: false,
  StructureId: 100 + Id,
  OrgId: 4,
  ProjectId: 9,
  Dwelling: 1,
  Bedroom: 3,
  Bathroom: 2,
  Floor: 1,
  GrossFloorArea: 150,
  ...changes,
});

function answer(builds: BuildSummary[]) {
  return {
    BuildSummaries: builds,
    Organisations: [{ Id: 4, Title: 'Acme Homes', Description: '', ImageUrl: null }],
    Projects: [
      {
        ProjectId: 9,
        Name: 'Demo Estate',
        OrgId: 4,
        OrgName: 'Acme Homes',
        FeatureImage: null,
        IsArchived: false,
      },
    ],
  };
}

const builds = [
  build(1, { Bedroom: 2, GrossFloorArea: 120 }),
  build(2, { Bedroom: 3, GrossFloorArea: 150 }),
  build(3, { Bedroom: 4, GrossFloorArea: 210.5 }),
  build(4, { Bedroom: 5, GrossFloorArea: 260, Title: 'Corner house' }),
];

const shownTitles = () =>
  within(screen.getByRole('list', { name: 'My Builds' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openFilter() {
  fireEvent.click(screen.getByRole('button', { name: /^Filter/ }));
  return screen.findByRole('dialog', { name: 'Filter Builds' });
}

describe('BuildsPage', () => {
  it('filters with inclusive ranges and clamps negative inputs to 0', async () => {
    mockApi({ 'GET /completeuserbuilds': () => jsonResponse({ Data: answer(builds) }) });
    renderRoutes(routes, ['/builds']);
    await screen.findByRole('list', { name: 'My Builds' });
    expect(shownTitles()).toEqual(['Build 1', 'Build 2', 'Build 3', 'Corner house']);
    expect(screen.getByRole('link', { name: /Build 2/ }).getAttribute('href')).toBe('/lot/102');

    const dialog = await openFilter();
    const labels = within(dialog)
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent);
    expect(labels).toEqual([
      'Dwellings',
      'Bedrooms',
      'Bathrooms',
      'Floors',
      'Gross Floor Area (m2)',
    ]);
    const bedroomsMin = within(dialog).getByRole('spinbutton', {
      name: 'Bedrooms Min',
    }) as HTMLInputElement;
    fireEvent.change(bedroomsMin, { target: { value: '-2' } });
    expect(bedroomsMin.value).toBe('0');
    fireEvent.change(bedroomsMin, { target: { value: '3' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Bedrooms Max' }), {
      target: { value: '4' },
    });
    fireEvent.change(
      within(dialog).getByRole('spinbutton', { name: 'Gross Floor Area (m2) Max' }),
      { target: { value: '210.5' } },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(shownTitles()).toEqual(['Build 2', 'Build 3']));
    expect(screen.getByRole('button', { name: 'Filter, 2 active' })).toBeTruthy();
    expect(screen.getByText('Bedrooms: 3–4')).toBeTruthy();
  }, 20_000);

  it("keeps the applied ranges in the dialog and says 'No results' when nothing matches", async () => {
    mockApi({ 'GET /completeuserbuilds': () => jsonResponse({ Data: answer(builds) }) });
    renderRoutes(routes, ['/builds']);
    await screen.findByRole('list', { name: 'My Builds' });
    let dialog = await openFilter();
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Bedrooms Min' }), {
      target: { value: '3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(shownTitles()).toEqual(['Build 2', 'Build 3', 'Corner house']));

    dialog = await openFilter();
    expect(
      (within(dialog).getByRole('spinbutton', { name: 'Bedrooms Min' }) as HTMLInputElement).value,
    ).toBe('3');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Dwellings Min' }), {
      target: { value: '2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No results')).toBeTruthy();
  }, 20_000);

  it('will not apply a range whose minimum exceeds its maximum', async () => {
    mockApi({ 'GET /completeuserbuilds': () => jsonResponse({ Data: answer(builds) }) });
    renderRoutes(routes, ['/builds']);
    await screen.findByRole('list', { name: 'My Builds' });
    const dialog = await openFilter();
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Floors Min' }), {
      target: { value: '3' },
    });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Floors Max' }), {
      target: { value: '2' },
    });
    expect(within(dialog).getByText('The minimum is more than the maximum.')).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('searches titles and development names', async () => {
    mockApi({ 'GET /completeuserbuilds': () => jsonResponse({ Data: answer(builds) }) });
    renderRoutes(routes, ['/builds']);
    await screen.findByRole('list', { name: 'My Builds' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search builds' }), {
      target: { value: 'corner' },
    });
    await vi.waitFor(() => expect(shownTitles()).toEqual(['Corner house']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search builds' }), {
      target: { value: 'demo estate' },
    });
    await vi.waitFor(() => expect(shownTitles()).toHaveLength(4));
  });

  it('shows 10 builds at a time', async () => {
    mockApi({
      'GET /completeuserbuilds': () =>
        jsonResponse({ Data: answer(Array.from({ length: 12 }, (_, i) => build(i + 1))) }),
    });
    renderRoutes(routes, ['/builds']);
    await screen.findByRole('list', { name: 'My Builds' });
    expect(shownTitles()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(shownTitles()).toHaveLength(12));
  });

  it('says when there are no builds at all', async () => {
    mockApi({ 'GET /completeuserbuilds': () => jsonResponse({ Data: answer([]) }) });
    renderRoutes(routes, ['/builds']);
    expect(await screen.findByText('There are no designs to load')).toBeTruthy();
  });
});
