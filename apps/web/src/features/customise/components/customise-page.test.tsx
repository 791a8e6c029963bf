// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@circa/contract/messages';
import {
  CurrentPath,
  jsonResponse,
  mockApi,
  renderRoutes,
  sentBodies,
} from '../../../app/test-utils';
import { CustomisePage } from './customise-page';
import { customiseAnswer } from './customise-test-data';
import type { CustomiseAnswer } from './customise-test-data';

const routes = [
  { path: '/design-templates/:structureId', element: <CustomisePage /> },
  { path: '/design-templates/:structureId/:viewIndex', element: <CustomisePage /> },
  { path: '*', element: <CurrentPath /> },
];

function api(
  answer: CustomiseAnswer = customiseAnswer(),
  extra: Parameters<typeof mockApi>[0] = {},
) {
  let current = answer;
  return mockApi({
    'GET /customise': () => jsonResponse({ Data: current }),
    'POST /setrapidcustomsortorderactive': (body) => {
      current = {
        ...current,
        RapidCustomSortOrderActive: (body as { viewIndex: number }).viewIndex,
      };
      return jsonResponse({ Data: true });
    },
    ...extra,
  });
}

const cardNames = () =>
  within(screen.getByRole('list', { name: /components$/ }))
    .getAllByRole('heading', { level: 3 })
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

describe('CustomisePage', { timeout: 20_000 }, () => {
  it("shows the view's components highest impact first and the toggle sorts lowest first", async () => {
    api();
    renderRoutes(routes, ['/design-templates/21/1']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Structure' })).toBeTruthy();
    expect(cardNames()).toEqual(['Concrete slab', 'Steel roof', 'Timber frame']);
    expect(screen.getByText('12,000 kg CO2e')).toBeTruthy();
    expect(screen.getByText('20% of the design')).toBeTruthy();
    expect(screen.getByText('3 components · 21,500 kg CO2e')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Lowest to highest' }));
    expect(cardNames()).toEqual(['Timber frame', 'Steel roof', 'Concrete slab']);
    fireEvent.click(screen.getByRole('button', { name: 'Highest to lowest' }));
    expect(cardNames()).toEqual(['Concrete slab', 'Steel roof', 'Timber frame']);
  });

  it('marks locked components, quantities outside the prediction and templates the organisation has not approved', async () => {
    api(
      customiseAnswer({
        AnyTemplateOutsideOrg: true,
        DesignTemplates: [
          ...customiseAnswer()
            .DesignTemplates.slice(0, 3)
            .map((c) => (c.Id === 'dt-slab' ? { ...c, IsInOrgTemplate: false } : c)),
        ],
      }),
    );
    renderRoutes(routes, ['/design-templates/21']);
    const list = await screen.findByRole('list', { name: 'Structure components' });
    const roof = within(list).getByRole('heading', { name: 'Steel roof' }).closest('li')!;
    expect(within(roof).getByTitle('Locked')).toBeTruthy();
    const frame = within(list).getByRole('heading', { name: 'Timber frame' }).closest('li')!;
    expect(within(frame).getByText('Outside the predicted quantity (150 m²)')).toBeTruthy();
    const slab = within(list).getByRole('heading', { name: 'Concrete slab' }).closest('li')!;
    expect(within(slab).getByText(messages.templateNotApproved)).toBeTruthy();
    expect(within(frame).queryByText(messages.templateNotApproved)).toBeNull();
    expect(screen.getByText('Template Warning')).toBeTruthy();
  });

  it('Next goes to the following view and records it as reached', async () => {
    const fetchMock = api();
    const { router } = renderRoutes(routes, ['/design-templates/21/1']);
    expect(
      (await screen.findByRole('tab', { name: 'Appliances' })).getAttribute('aria-disabled'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Appliances' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/design-templates/21/2');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /setrapidcustomsortorderactive')).toEqual([
        { structureId: 21, viewIndex: 2 },
      ]),
    );
    expect(cardNames()).toEqual(['Fridge']);
    await waitFor(() =>
      expect(
        screen.getByRole('tab', { name: 'Appliances' }).getAttribute('aria-disabled'),
      ).toBeNull(),
    );
  });

  it("reads 'View Results' on the last view, leading to the results, and shows the empty view", async () => {
    const fetchMock = api(customiseAnswer({ RapidCustomSortOrderActive: 3 }));
    renderRoutes(routes, ['/design-templates/21/3']);
    expect(await screen.findByText('No components in this view')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    const results = screen.getByRole('link', { name: 'View Results' });
    expect(results.getAttribute('href')).toBe('/design-results/21');
    expect(sentBodies(fetchMock, 'POST /setrapidcustomsortorderactive')).toEqual([]);
  });

  it('sends a view typed in beyond the furthest reached back to that view', async () => {
    const fetchMock = api(customiseAnswer({ RapidCustomSortOrderActive: 2 }));
    const { router } = renderRoutes(routes, ['/design-templates/21/3']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Appliances' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/design-templates/21/2');
    expect(sentBodies(fetchMock, 'POST /setrapidcustomsortorderactive')).toEqual([]);
  });

  it('shows a read-only design without Add and a view that does not exist as not found', async () => {
    api(customiseAnswer({ IsReadOnly: true }));
    const { router } = renderRoutes(routes, ['/design-templates/21/1']);
    expect(await screen.findByText('You have read-only access to this design.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Component' })).toBeNull();
    await router.navigate('/design-templates/21/9');
    expect(await screen.findByRole('link', { name: messages.notFoundPage })).toBeTruthy();
  });

  it('shows a failed load with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /customise': () =>
        jsonResponse({ code: 'bad_request', message: 'The design could not be loaded.' }, 400),
    });
    renderRoutes(routes, ['/design-templates/21/1']);
    expect(await screen.findByText('The design could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
