// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, sentBodies } from '../../../app/test-utils';
import { ImpactLinePage } from './impact-line-page';
import { IndicatorResultsPage } from './indicator-results-page';
import {
  availableIndicatorId,
  availableIndicators,
  resultsAnswer,
  shownOption,
  summaryAnswer,
} from './results-test-data';

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
    'GET /getavailableindicators': () => jsonResponse({ Data: availableIndicators }),
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
    await screen.findByRole('list', { name: 'Life Cycle Stage results' });
    expect(rows('Life Cycle Stage results')[2]).toContain('Improvements');
  });

  it('says what the totals leave out for lack of data, next to the total', async () => {
    const note =
      'Transport to site and operational energy have no data for this indicator in Circa open starter 2026.1: this total covers materials and operational water only.';
    api(resultsAnswer(4, 50, 40, { CoverageNote: note }));
    renderRoutes(routes, ['/design-results/21/4/true']);
    const shown = await screen.findByText(note);
    // in the same figure as the design's total, not a caption under the row of figures
    expect(shown.closest('div')?.textContent).toContain('88,000 kL');
    expect(shown.closest('div')?.textContent).not.toContain('100,000 kL');
  });

  it('shows each target’s design and benchmark values in its unit, with its coverage note', async () => {
    const note =
      'Materials have no data for this indicator: this value covers operational water only.';
    const answer = resultsAnswer(4, 40.0, 40);
    answer.BenchmarkComparison[0]!.CoverageNote = note;
    api(answer);
    renderRoutes(routes, ['/design-results/21/4/true']);
    const list = await screen.findByRole('list', { name: 'Targets on this indicator' });
    const line = within(list).getByRole('listitem');
    expect(line.textContent).toContain('40% Reduction');
    expect(
      within(line).getByText('This design 41 kL/occupant/yr · Benchmark 68.4 kL/occupant/yr'),
    ).toBeTruthy();
    expect(within(line).getByText(note)).toBeTruthy();
  });

  it('switches indicator from a labelled select, keeping the generation choice', async () => {
    const fetchMock = mockApi({
      'GET /projecttargetsbystruct': () => jsonResponse({ Data: summaryAnswer() }),
      'GET /results': (_, url) => {
        const id = Number(url.searchParams.get('indicatorId'));
        return jsonResponse({ Data: resultsAnswer(id, 30, 20) });
      },
      'GET /getavailableindicators': () => jsonResponse({ Data: availableIndicators }),
    });
    renderRoutes(routes, ['/design-results/21/1/false']);
    await screen.findByRole('heading', { level: 2, name: 'Global warming potential (kg CO2e)' });
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: /^Indicator/ });
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(shownOption(select)).toBe('Global warming potential');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(availableIndicators.map((i) => i.Description));
    fireEvent.change(select, { target: { value: availableIndicatorId('Water footprint') } });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Water footprint (kL)' }),
    ).toBeTruthy();
    expect(shownOption(screen.getByRole('combobox', { name: /^Indicator/ }))).toBe(
      'Water footprint',
    );
    expect(screen.getByRole('switch', { name: 'Include on-site power generation' })).toHaveProperty(
      'checked',
      true,
    );
    expect(sentBodies(fetchMock, 'GET /getavailableindicators')).toHaveLength(1);
  });

  it('says when a stored rainwater supply was evaluated as mains water', async () => {
    const note =
      "Rainwater supply cannot be assessed yet: Circa has no rainfall data for the site. This design's water was evaluated as mains water.";
    api(resultsAnswer(1, 10, 20, { WaterSupplyNote: note }));
    renderRoutes(routes, ['/design-results/21/1/true']);
    expect(await screen.findByText(note)).toBeTruthy();
  });

  it('says when GWP leaves out the biogenic carbon the materials store', async () => {
    const note =
      'Excludes biogenic carbon: the materials store 7.9 t CO2e taken up as wood grew (upfront, A1–A5); it is reported apart as Global warming potential, biogenic, with what their end of life releases of it.';
    api(resultsAnswer(1, 10, 20, { BiogenicNote: note }));
    renderRoutes(routes, ['/design-results/21/1/true']);
    expect(await screen.findByText(note)).toBeTruthy();
  });

  it('says how much of the GWP figure rests on Australian, overseas and approximate data', async () => {
    const note =
      'Data quality: 78 % of this whole-life figure rests on Australian data, 22 % on overseas data (Germany 21 %, United Kingdom 1 %); 2 % on approximations. Upfront (A1–A5): 0 % Australian, 100 % overseas; 5 % approximations.';
    api(resultsAnswer(1, 10, 20, { DataQualityNote: note }));
    renderRoutes(routes, ['/design-results/21/1/true']);
    expect(await screen.findByText(note)).toBeTruthy();
  });

  it('says what the whole life becomes with the grid decarbonising', async () => {
    const note =
      'With the grid decarbonising as AEMO’s 2026 Integrated System Plan (Step Change) projects for the NEM, applied to every state (approximate; methodology §6.2): this design 156.5 t CO2e over its whole life, against 325.9 t at today’s grid factors; the benchmark 160.0 t (2.2 % reduction).';
    api(resultsAnswer(1, 10, 20, { DecarbonisingGridNote: note }));
    renderRoutes(routes, ['/design-results/21/1/true']);
    expect(await screen.findByText(note)).toBeTruthy();
  });

  it('shows costs of another currency in AUD and says so', async () => {
    const note =
      'Costs in AUD: Circa’s cost data are in Australian dollars and are not converted to GBP.';
    const answer = resultsAnswer(25, 10, 20, {
      Unit: 'AUD',
      CurrencyNote: note,
      IndicatorsList: [
        { Id: 25, Name: 'British pounds', Abbreviation: 'GBP', Unit: 'GBP', IsCarbon: false },
      ],
    });
    answer.BenchmarkComparison[0]!.ValueUnit = 'AUD/dwelling/yr';
    api(answer);
    renderRoutes(routes, ['/design-results/21/25/true']);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'British pounds, shown in AUD' }),
    ).toBeTruthy();
    expect(screen.getByText(note)).toBeTruthy();
    expect(screen.getByText('88,000 AUD')).toBeTruthy();
    expect(screen.queryByText(/GBP$/)).toBeNull();
    expect(screen.getByText(/^This design .* AUD\/dwelling\/yr$/)).toBeTruthy();
    // the switcher lists the indicators with data, and keeps showing the open one
    expect(shownOption(screen.getByRole('combobox', { name: /^Indicator/ }))).toBe(
      'British pounds',
    );
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
