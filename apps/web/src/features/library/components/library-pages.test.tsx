// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuildSummary } from '@circa/contract/builds.schema';
import { messages } from '@circa/contract/messages';
import { jsonResponse, mockApi, renderRoutes } from '../../../app/test-utils';
import { disabledCardText } from '../../../ui/design-card';
import { BaselinePresetPage } from './baseline-preset-page';
import { NoAvailableBaselinePage } from './no-available-baseline-page';
import { SelectPresetPage } from './select-preset-page';

const routes = [
  { path: '/baseline-preset/:structureId', element: <BaselinePresetPage /> },
  { path: '/select-preset/:structureId', element: <SelectPresetPage /> },
  { path: '/select-preset/:structureId/:baseId', element: <SelectPresetPage /> },
  { path: '/no-available-baseline/:structureId', element: <NoAvailableBaselinePage /> },
];

const design = (Id: number, changes: Partial<BuildSummary> = {}): BuildSummary => ({
  Id,
  Title: `Design ${Id}`,
  Description: 'A design',
  ImageUrl: null,
  FunctionTypeName: 'House',
  FeatureUrl: null,
  IsArchived: false,
  IsRapidBaselineDesign: false,
  DisableLink: false,
  ...changes,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('baseline and preset chooser', () => {
  it('previews 3 baselines and 3 approved presets; a disabled preset says why and is not a link', async () => {
    const fetchMock = mockApi({
      'GET /findproject': () => jsonResponse({ Data: 9 }),
      'GET /baselinedesigns': () => jsonResponse({ Data: [design(3), design(4), design(5)] }),
      'GET /presetdesigns': () =>
        jsonResponse({
          Data: [design(8, { BaselineId: 4 }), design(9, { BaselineId: 6, DisableLink: true })],
        }),
    });
    renderRoutes(routes, ['/baseline-preset/21']);
    const baselines = await screen.findByRole('list', { name: 'Organisation Baselines' });
    expect(
      within(baselines)
        .getByRole('link', { name: /Design 3/ })
        .getAttribute('href'),
    ).toBe('/lot/21/3/0');
    expect(
      screen.getByRole('link', { name: 'More Organisation Baselines' }).getAttribute('href'),
    ).toBe('/select-baseline/21');

    const presets = await screen.findByRole('list', { name: 'Approved Preset Builds' });
    expect(
      within(presets)
        .getByRole('link', { name: /Design 8/ })
        .getAttribute('href'),
    ).toBe('/lot/21/4/8');
    expect(within(presets).queryByRole('link', { name: /Design 9/ })).toBeNull();
    expect(within(presets).getByText(disabledCardText)).toBeTruthy();
    expect(disabledCardText).toBe(messages.disabledPreset);
    expect(screen.queryByRole('link', { name: 'More Approved Preset Builds' })).toBeNull();

    const searches = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .map((url) => `${url.pathname}${url.search}`);
    expect(searches).toContain(
      '/api/baselinedesigns?projectId=9&start=0&numberOf=3&onlyApproved=true&baseId=0',
    );
    expect(searches).toContain(
      '/api/presetdesigns?projectId=9&start=0&numberOf=3&onlyApproved=true&baseId=0',
    );
  });

  it('says when there is nothing to choose from', async () => {
    mockApi({
      'GET /findproject': () => jsonResponse({ Data: 9 }),
      'GET /baselinedesigns': () => jsonResponse({ Data: [] }),
      'GET /presetdesigns': () => jsonResponse({ Data: [] }),
    });
    renderRoutes(routes, ['/baseline-preset/21']);
    expect(await screen.findByText('No Organisation Baselines to choose from.')).toBeTruthy();
    expect(await screen.findByText('No Approved Presets to choose from.')).toBeTruthy();
  });

  it("lists a baseline's presets with 'Start A New Design' from the baseline itself", async () => {
    mockApi({
      'GET /findproject': () => jsonResponse({ Data: 9 }),
      'GET /presetdesigns': (_body, url) => {
        expect(url.searchParams.get('baseId')).toBe('4');
        return jsonResponse({ Data: [design(8)] });
      },
    });
    renderRoutes(routes, ['/select-preset/21/4']);
    expect((await screen.findByRole('link', { name: /Design 8/ })).getAttribute('href')).toBe(
      '/lot/21/4/8',
    );
    expect(screen.getByRole('link', { name: 'Start A New Design' }).getAttribute('href')).toBe(
      '/lot/21/4/0',
    );
  });

  it('shows the empty preset text', async () => {
    mockApi({
      'GET /findproject': () => jsonResponse({ Data: 9 }),
      'GET /presetdesigns': () => jsonResponse({ Data: [] }),
    });
    renderRoutes(routes, ['/select-preset/21']);
    expect(await screen.findByText('There are no preset designs to load')).toBeTruthy();
  });

  it("explains that no baselines are configured, with the lot organisation's support email", async () => {
    const fetchMock = mockApi({
      'GET /getsupportemail': () => jsonResponse({ Data: 'help@acme.example' }),
    });
    renderRoutes(routes, ['/no-available-baseline/21']);
    expect(await screen.findByText('Error: No Configured Baselines')).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: 'help@acme.example' })).getAttribute('href'),
    ).toBe('mailto:help@acme.example');
    // asked for this lot, so the server answers with its organisation's address
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').search)).toEqual([
      '?structureId=21',
    ]);
  });
});
