// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CurrentPath,
  jsonResponse,
  mockApi,
  renderRoutes,
  sentBodies,
} from '../../../app/test-utils';
import { testDesign } from '../../../testing/design-test-data';
import { setToken } from '../../../lib/token-store';
import { startResultsEarly } from '../api/early-results';
import { ResultsSummaryPage } from './results-summary-page';
import {
  availableIndicatorId,
  availableIndicators,
  resultsAnswer,
  shownOption,
  summaryAnswer,
} from './results-test-data';

const routes = [
  { path: '/design-results/:structureId', element: <ResultsSummaryPage /> },
  { path: '*', element: <CurrentPath /> },
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

const card = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('ResultsSummaryPage', { timeout: 20_000 }, () => {
  it('shows each target faded and calculating until its indicator loads, then its reduction', async () => {
    let releaseWater: () => void = () => {};
    const water = new Promise<void>((resolve) => (releaseWater = resolve));
    mockApi({
      'GET /getavailableindicators': () => jsonResponse({ Data: availableIndicators }),
      'GET /projecttargetsbystruct': () => jsonResponse({ Data: summaryAnswer() }),
      'GET /results': async (_, url) => {
        const id = Number(url.searchParams.get('indicatorId'));
        if (id === 4) {
          await water;
          return jsonResponse({ Data: resultsAnswer(4, -5.5, 40) });
        }
        return jsonResponse({ Data: resultsAnswer(1, 23.4, 20) });
      },
    });
    renderRoutes(routes, ['/design-results/21']);
    await waitFor(
      () => expect(within(card('Upfront carbon per m²')).getByText('23.4%')).toBeTruthy(),
      { timeout: 5000 },
    );
    expect(within(card('Upfront carbon per m²')).getByText('Reduction')).toBeTruthy();
    expect(within(card('Operational water per occupant')).getByText('calculating')).toBeTruthy();
    expect(card('Operational water per occupant').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByLabelText('Targets achieved: Loading')).toBeTruthy();

    releaseWater();
    await waitFor(
      () =>
        expect(within(card('Operational water per occupant')).getByText('Increase')).toBeTruthy(),
      { timeout: 5000 },
    );
    expect(within(card('Operational water per occupant')).getByText('5.5%')).toBeTruthy();
    expect(within(card('Operational water per occupant')).getByText('(below target)')).toBeTruthy();
    expect(screen.getByLabelText('Targets achieved: No')).toBeTruthy();
    expect(within(card('Upfront carbon per m²')).getByRole('link').getAttribute('href')).toBe(
      '/design-results/21/1/true',
    );
  });

  it('shows the design and benchmark values a target is judged on, in its unit', async () => {
    mockApi({
      'GET /getavailableindicators': () => jsonResponse({ Data: availableIndicators }),
      'GET /projecttargetsbystruct': () => jsonResponse({ Data: summaryAnswer() }),
      'GET /results': (_, url) => {
        const id = Number(url.searchParams.get('indicatorId'));
        return jsonResponse({ Data: resultsAnswer(id, id === 1 ? -30.6 : 40, id === 1 ? 20 : 40) });
      },
    });
    renderRoutes(routes, ['/design-results/21']);
    await screen.findByRole('heading', { level: 3, name: 'Upfront carbon per m²' });
    expect(
      await within(card('Upfront carbon per m²')).findByText(
        'This design 182 kg CO2e/m² · Benchmark 140 kg CO2e/m²',
      ),
    ).toBeTruthy();
    expect(
      await within(card('Operational water per occupant')).findByText(
        'This design 41 kL/occupant/yr · Benchmark 68.4 kL/occupant/yr',
      ),
    ).toBeTruthy();
  });

  it('says a cost target’s currency with its numbers', async () => {
    const costTarget = {
      ...summaryAnswer().ProjectTargetList[0]!,
      ProjectTargetId: 1,
      Name: 'Operating cost per dwelling',
      IndicatorId: 25,
      IndicatorName: 'British pounds',
    };
    const note =
      'Costs in AUD: Circa’s cost data are in Australian dollars and are not converted to GBP.';
    mockApi({
      'GET /getavailableindicators': () => jsonResponse({ Data: availableIndicators }),
      'GET /projecttargetsbystruct': () =>
        jsonResponse({ Data: summaryAnswer({ ProjectTargetList: [costTarget] }) }),
      'GET /results': () => {
        const answer = resultsAnswer(1, 12, 20, { Unit: 'AUD', CurrencyNote: note });
        answer.BenchmarkComparison[0] = {
          ...answer.BenchmarkComparison[0]!,
          IndicatorId: 25,
          ValueUnit: 'AUD/dwelling/yr',
        };
        return jsonResponse({ Data: answer });
      },
    });
    renderRoutes(routes, ['/design-results/21']);
    await screen.findByRole('heading', { level: 3, name: 'Operating cost per dwelling' });
    const outcome = (await within(card('Operating cost per dwelling')).findByText('12%')).closest(
      '[aria-live]',
    ) as HTMLElement;
    expect(within(outcome).getByText(note)).toBeTruthy();
    expect(
      within(outcome).getByText('This design 182 AUD/dwelling/yr · Benchmark 140 AUD/dwelling/yr'),
    ).toBeTruthy();
  });

  it('opened at its address, asks for its answers before it is drawn, and once', async () => {
    setToken('early-token');
    const fetchMock = mockApi({
      'GET /getavailableindicators': () => jsonResponse({ Data: availableIndicators }),
      'GET /projecttargetsbystruct': () => jsonResponse({ Data: summaryAnswer() }),
      'GET /results': (_, url) =>
        jsonResponse({
          Data: resultsAnswer(Number(url.searchParams.get('indicatorId')), 23.4, 20),
        }),
    });
    startResultsEarly('/design-results/21/1/true');
    expect(fetchMock).not.toHaveBeenCalled();
    startResultsEarly('/design-results/21');
    expect(sentBodies(fetchMock, 'GET /projecttargetsbystruct')).toHaveLength(1);
    expect(sentBodies(fetchMock, 'GET /getavailableindicators')).toHaveLength(1);
    // each target's indicator once the summary is in (the lot is paid)
    await waitFor(() => expect(sentBodies(fetchMock, 'GET /results')).toHaveLength(2));
    renderRoutes(routes, ['/design-results/21']);
    await waitFor(() =>
      expect(within(card('Operational water per occupant')).getByText('23.4%')).toBeTruthy(),
    );
    expect(within(card('Upfront carbon per m²')).getByText('23.4%')).toBeTruthy();
    expect(sentBodies(fetchMock, 'GET /projecttargetsbystruct')).toHaveLength(1);
    expect(sentBodies(fetchMock, 'GET /getavailableindicators')).toHaveLength(1);
    expect(sentBodies(fetchMock, 'GET /results')).toHaveLength(2);
  });

  it('goes to the results of the indicator chosen in the switcher', async () => {
    mockApi({
      'GET /getavailableindicators': () => jsonResponse({ Data: availableIndicators }),
      'GET /projecttargetsbystruct': () => jsonResponse({ Data: summaryAnswer() }),
      'GET /results': (_, url) =>
        jsonResponse({ Data: resultsAnswer(Number(url.searchParams.get('indicatorId')), 30, 20) }),
    });
    renderRoutes(routes, ['/design-results/21']);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', {
      name: /^Results by indicator/,
    });
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(shownOption(select)).toBe('');
    fireEvent.change(select, {
      target: { value: availableIndicatorId('Embodied and primary energy') },
    });
    expect(await screen.findByText('At /design-results/21/2/true')).toBeTruthy();
  });

  it('warns when components use templates the organisation has not approved', async () => {
    mockApi({
      'GET /getavailableindicators': () => jsonResponse({ Data: availableIndicators }),
      'GET /projecttargetsbystruct': () =>
        jsonResponse({ Data: summaryAnswer({ AnyTemplateOutsideOrg: true }) }),
      'GET /results': (_, url) =>
        jsonResponse({
          Data: resultsAnswer(Number(url.searchParams.get('indicatorId')), 23.4, 20),
        }),
    });
    renderRoutes(routes, ['/design-results/21']);
    expect(await screen.findByText('Template Warning')).toBeTruthy();
    expect(
      screen.getByText(/templates that are not approved for use by your\s+organisation/),
    ).toBeTruthy();
  });

  it('shows the note on what a target leaves out for lack of data', async () => {
    const note =
      'Materials have no price data in Circa open starter 2026.1: this cost covers operational energy and water only.';
    mockApi({
      'GET /getavailableindicators': () => jsonResponse({ Data: availableIndicators }),
      'GET /projecttargetsbystruct': () => jsonResponse({ Data: summaryAnswer() }),
      'GET /results': (_, url) => {
        const id = Number(url.searchParams.get('indicatorId'));
        const answer = resultsAnswer(id, 23.4, 20);
        if (id === 4) answer.BenchmarkComparison[0]!.CoverageNote = note;
        return jsonResponse({ Data: answer });
      },
    });
    renderRoutes(routes, ['/design-results/21']);
    await waitFor(
      () => expect(within(card('Operational water per occupant')).getByText(note)).toBeTruthy(),
      { timeout: 5000 },
    );
    // next to the number: in the same live region as the percentage and the values
    const outcome = within(card('Operational water per occupant'))
      .getByText('23.4%')
      .closest('[aria-live]') as HTMLElement;
    expect(within(outcome).getByText(note)).toBeTruthy();
    expect(within(card('Upfront carbon per m²')).queryByText(note)).toBeNull();
  });

  it('says Yes when every target is met', async () => {
    mockApi({
      'GET /getavailableindicators': () => jsonResponse({ Data: availableIndicators }),
      'GET /projecttargetsbystruct': () => jsonResponse({ Data: summaryAnswer() }),
      'GET /results': (_, url) => {
        const id = Number(url.searchParams.get('indicatorId'));
        return jsonResponse({ Data: resultsAnswer(id, 50, id === 1 ? 20 : 40) });
      },
    });
    renderRoutes(routes, ['/design-results/21']);
    expect(await screen.findByLabelText('Targets achieved: Yes')).toBeTruthy();
  });

  it('asks for no numbers while payment is required, and opening a target opens the payment dialog', async () => {
    const fetchMock = mockApi({
      'GET /getavailableindicators': () => jsonResponse({ Data: availableIndicators }),
      'GET /projecttargetsbystruct': () =>
        jsonResponse({ Data: summaryAnswer({ PaymentRequired: true }) }),
      'GET /lot': () => jsonResponse({ Data: testDesign({ PaymentRequired: true }) }),
    });
    renderRoutes(routes, ['/design-results/21']);
    await screen.findByRole('heading', { level: 3, name: 'Upfront carbon per m²' });
    expect(within(card('Upfront carbon per m²')).getByText('Payment is required.')).toBeTruthy();
    expect(screen.queryByLabelText(/Targets achieved/)).toBeNull();
    fireEvent.click(within(card('Upfront carbon per m²')).getByRole('button'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(sentBodies(fetchMock, 'GET /results')).toEqual([]);
  });

  it('shows the LCI source change notice once and tells the server when dismissed', async () => {
    const fetchMock = mockApi({
      'GET /getavailableindicators': () => jsonResponse({ Data: availableIndicators }),
      'GET /projecttargetsbystruct': () =>
        jsonResponse({
          Data: summaryAnswer({
            NotifyLciSourceChange: true,
            WarningPopupMessage: 'The LCI data changed.',
          }),
        }),
      'GET /results': (_, url) =>
        jsonResponse({ Data: resultsAnswer(Number(url.searchParams.get('indicatorId')), 30, 20) }),
      'POST /togglelcisourcechangenotified': () => jsonResponse({ Data: true }),
    });
    renderRoutes(routes, ['/design-results/21']);
    const dialog = await screen.findByRole('dialog', { name: 'LCI Source Changed' });
    expect(within(dialog).getByText('The LCI data changed.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /togglelcisourcechangenotified')).toEqual([
        { projectId: 5 },
      ]),
    );
  });

  it('offers the sharing actions only on a submitted design, and none when archived', async () => {
    mockApi({
      'GET /getavailableindicators': () => jsonResponse({ Data: availableIndicators }),
      'GET /projecttargetsbystruct': () =>
        jsonResponse({ Data: summaryAnswer({ IsDesignSharable: true }) }),
      'GET /results': (_, url) =>
        jsonResponse({ Data: resultsAnswer(Number(url.searchParams.get('indicatorId')), 30, 20) }),
    });
    renderRoutes(routes, ['/design-results/21']);
    const actions = await screen.findByRole('region', { name: 'Design actions' });
    expect(within(actions).getByRole('button', { name: 'Create Preset' })).toBeTruthy();
    expect(within(actions).getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe(
      '/share/21/3/reports',
    );
    expect(within(actions).getByRole('link', { name: 'Share' }).getAttribute('href')).toBe(
      '/share/21/3',
    );
    expect(within(actions).getByRole('link', { name: 'Re-design' }).getAttribute('href')).toBe(
      '/design-results/21/unsubmit',
    );
    expect(within(actions).queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(within(actions).queryByRole('button', { name: 'Request Baseline' })).toBeNull();
    cleanup();
    mockApi({
      'GET /getavailableindicators': () => jsonResponse({ Data: availableIndicators }),
      'GET /projecttargetsbystruct': () =>
        jsonResponse({ Data: summaryAnswer({ IsDesignSharable: true, IsArchived: true }) }),
      'GET /results': (_, url) =>
        jsonResponse({ Data: resultsAnswer(Number(url.searchParams.get('indicatorId')), 30, 20) }),
    });
    renderRoutes(routes, ['/design-results/21']);
    const archived = await screen.findByRole('region', { name: 'Design actions' });
    expect(within(archived).queryAllByRole('button')).toEqual([]);
    expect(within(archived).queryAllByRole('link')).toEqual([]);
  });

  it('offers Request Baseline to a non-admin on a non-baseline design, then goes to Baseline Requested', async () => {
    const fetchMock = mockApi({
      'GET /getavailableindicators': () => jsonResponse({ Data: availableIndicators }),
      'GET /projecttargetsbystruct': () =>
        jsonResponse({ Data: summaryAnswer({ IsOrgAdmin: false }) }),
      'GET /results': (_, url) =>
        jsonResponse({ Data: resultsAnswer(Number(url.searchParams.get('indicatorId')), 30, 20) }),
      'POST /sendbaselinerequestedemail': () =>
        jsonResponse({ Data: { OrgName: 'Demo Builders' } }),
    });
    renderRoutes(routes, ['/design-results/21']);
    fireEvent.click(await screen.findByRole('button', { name: 'Request Baseline' }));
    expect(await screen.findByText('At /baseline-requested/21')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /sendbaselinerequestedemail')).toEqual([
      { structureId: 21, supportEmail: 'support@example.com' },
    ]);
  });
});
