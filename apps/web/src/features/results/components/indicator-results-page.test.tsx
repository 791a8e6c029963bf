// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '../../../app/test-utils';
import { ImpactLinePage } from './impact-line-page';
import { IndicatorResultsPage } from './indicator-results-page';
import { resultsAnswer, summaryAnswer } from './results-test-data';

const routes = [
  {
    path: '/design-results/:structureId/:indicatorId/:excludePowerGeneration',
    element: <IndicatorResultsPage />,
  },
  {
    path: '/design-results/:structureId/:indicatorId/:excludePowerGeneration/:categoryId/:name',
    element: <ImpactLinePage />,
  },
];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function api(results = resultsAnswer(1, 12, 20), summary = summaryAnswer()) {
  return mockApi({
    'GET /projecttargetsbystruct': () => jsonResponse({ Data: summary }),
    'GET /results': () => jsonResponse({ Data: results }),
  });
}

const rows = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('IndicatorResultsPage', { timeout: 20_000 }, () => {
  it('lists the focal point’s categories highest first, worded as emissions and removals', async () => {
    api();
    renderRoutes(routes, ['/design-results/21/1/true']);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Global warming potential (kg CO2e)' }),
    ).toBeTruthy();
    expect(rows('Life Cycle Stage results')).toEqual([
      'Operational energy (B6)60,000 kg CO2e · Emissions',
      'Product (A1-A3)30,000 kg CO2e · Emissions',
      'Beyond-2,000 kg CO2e · Removals',
    ]);
    expect(screen.getAllByText('12% Reduction')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Lowest to highest' }));
    expect(rows('Life Cycle Stage results')[0]).toContain('Beyond');
    fireEvent.click(screen.getByRole('tab', { name: 'Energy' }));
    expect(screen.getByText('No impacts in this category')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Construction' }));
    expect(screen.getByRole('link', { name: 'Walls' }).getAttribute('href')).toBe(
      '/design-results/21/1/true/4/Walls',
    );
  });

  it('words other indicators as impacts and improvements', async () => {
    api(resultsAnswer(4, 50, 40));
    renderRoutes(routes, ['/design-results/21/4/true']);
    expect(
      await screen.findByText('Impacts and improvements by focal point and category'),
    ).toBeTruthy();
    expect(rows('Life Cycle Stage results')[2]).toContain('Improvements');
  });

  it('says what the totals leave out for lack of data', async () => {
    const note =
      'Transport to site and operational energy have no data for this indicator in Circa open starter 2026.1: this total covers materials and operational water only.';
    api(resultsAnswer(4, 50, 40, { CoverageNote: note }));
    renderRoutes(routes, ['/design-results/21/4/true']);
    expect(await screen.findByText(note)).toBeTruthy();
  });

  it('shows the empty states of the totals and of the results', async () => {
    api(
      resultsAnswer(1, null, 20, {
        Details: [],
        Totals: [{ ExcludingPowerGeneration: true, DesignImpact: 5, BenchmarkImpact: null }],
      }),
    );
    renderRoutes(routes, ['/design-results/21/1/true']);
    expect(await screen.findAllByText('No Benchmark / Lot Impacts')).toHaveLength(2);
    expect(screen.getByText('No results')).toBeTruthy();
    cleanup();
    api(
      resultsAnswer(1, null, 20, {
        Totals: [{ ExcludingPowerGeneration: true, DesignImpact: 5, BenchmarkImpact: 0 }],
      }),
    );
    renderRoutes(routes, ['/design-results/21/1/true']);
    expect(await screen.findByText('Benchmark Impact is 0')).toBeTruthy();
  });

  it('says payment is required when the lot is not paid, without asking for results', async () => {
    const fetchMock = api(undefined, summaryAnswer({ PaymentRequired: true }));
    renderRoutes(routes, ['/design-results/21/1/true']);
    expect(await screen.findByText('Payment is required.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlock results' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/results'))).toBe(false);
  });
});

describe('ImpactLinePage', { timeout: 20_000 }, () => {
  it('lists the components causing the line, each linking to its customise view', async () => {
    api();
    renderRoutes(routes, ['/design-results/21/1/true/4/Walls']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Walls' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Components of Walls' });
    expect(within(list).getByRole('link', { name: 'Brick veneer wall' }).getAttribute('href')).toBe(
      '/design-templates/21/4',
    );
    expect(within(list).getByRole('link', { name: 'Timber stud wall' })).toBeTruthy();
  });

  it('says no templates can be found when the line has no impacts', async () => {
    api();
    renderRoutes(routes, ['/design-results/21/1/true/2/Heating']);
    expect(
      await screen.findByText("No templates can be found under 'Heating' category."),
    ).toBeTruthy();
    expect(screen.queryByText('No impacts in this category')).toBeNull();
  });
});
