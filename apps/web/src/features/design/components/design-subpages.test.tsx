// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@circa/contract/messages';
import {
  CurrentPath,
  jsonResponse,
  mockApi,
  renderRoutes,
  sentBodies,
} from '../../../app/test-utils';
import { GfaPage } from './gfa-page';
import { ThermalPage } from './thermal-page';
import { WaterPage } from './water-page';
import { testDesign, testSaveAnswer } from '../../../testing/design-test-data';
import { readOnlyTexts } from '@circa/contract/read-only.schema';

const routes = [
  { path: '/design-gfa/:structureId', element: <GfaPage /> },
  { path: '/design-thermal/:structureId', element: <ThermalPage /> },
  { path: '/design-water/:structureId', element: <WaterPage /> },
  { path: '*', element: <CurrentPath /> },
];

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const gfaRecord = {
  DesignId: 77,
  GrossFloorArea: 180.46,
  CalculationTypeId: 1,
  FullyEnclosedFloorArea: null,
  UnenclosedCoveredArea: null,
  Dwellings: 1,
  Bedrooms: 3,
  Bathrooms: 2,
  Carparks: 2,
  CarparkTypeId: 1,
  FirstBedroomSize: 14,
  OtherBedroomSize: 11,
  MinimumGrossFloorArea: 120,
  PredictedGrossFloorArea: 175.2,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Gross floor area screen', { timeout: 20000 }, () => {
  it("predicts with 'calculating...', switches to Known on typing and saves with Done", async () => {
    let releasePrediction!: () => void;
    const fetchMock = mockApi({
      'GET /lot': () => jsonResponse({ Data: testDesign() }),
      'GET /lot/getcustomisegfa': () => jsonResponse({ Data: gfaRecord }),
      'GET /lot/getpredictedgfa': () =>
        new Promise<Response>(
          (resolve) => (releasePrediction = () => resolve(jsonResponse({ Data: 176.84 }))),
        ),
      'POST /lot/updatecustomisegfa': () => jsonResponse({ Data: testSaveAnswer() }),
    });
    renderRoutes(routes, ['/design-gfa/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Gross Floor Area' });
    expect(box('Gross Floor Area (m2)').value).toBe('180.4');
    await user.click(screen.getByRole('button', { name: 'Use predicted' }));
    expect(await screen.findByText('calculating...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Use predicted' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    releasePrediction();
    await waitFor(() => expect(box('Gross Floor Area (m2)').value).toBe('176.8'));
    await user.type(box('Gross Floor Area (m2)'), '5');
    expect(
      (screen.getByRole('button', { name: 'Use predicted' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    await user.clear(box('Gross Floor Area (m2)'));
    await user.type(box('Gross Floor Area (m2)'), '100');
    expect(screen.getByText(messages.gfaTooSmall.replace('{n}', '120'))).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(box('Gross Floor Area (m2)'), '0');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('At /lot/21/')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /lot/updatecustomisegfa')).toEqual([
      {
        DesignId: 77,
        CalculationTypeId: 1,
        GrossFloorArea: 1000,
        FullyEnclosedFloorArea: null,
        UnenclosedCoveredArea: null,
      },
    ]);
  });

  it('calculates from both covered areas with the messages of the spec', async () => {
    const fetchMock = mockApi({
      'GET /lot': () => jsonResponse({ Data: testDesign() }),
      'GET /lot/getcustomisegfa': () => jsonResponse({ Data: gfaRecord }),
      'POST /lot/updatecustomisegfa': () => jsonResponse({ Data: testSaveAnswer() }),
    });
    renderRoutes(routes, ['/design-gfa/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Gross Floor Area' });
    await user.click(screen.getByRole('switch', { name: 'Override gross floor area' }));
    expect(screen.getByText(messages.bothAreasRequired)).toBeTruthy();
    await user.type(box('Fully Enclosed Covered Area (m2)'), '100');
    await user.type(box('Unenclosed Covered Area (m2)'), '10');
    expect(screen.getByText(messages.areasTooSmall.replace('{min}', '120'))).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(box('Unenclosed Covered Area (m2)'), '0');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('At /lot/21/')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /lot/updatecustomisegfa')).toEqual([
      {
        DesignId: 77,
        CalculationTypeId: 2,
        GrossFloorArea: null,
        FullyEnclosedFloorArea: 100,
        UnenclosedCoveredArea: 100,
      },
    ]);
  });

  it('Cancel returns without saving', async () => {
    const fetchMock = mockApi({
      'GET /lot': () => jsonResponse({ Data: testDesign() }),
      'GET /lot/getcustomisegfa': () => jsonResponse({ Data: gfaRecord }),
    });
    renderRoutes(routes, ['/design-gfa/21']);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('At /lot/21/')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /lot/updatecustomisegfa')).toEqual([]);
  });
});

describe('Thermal screen', { timeout: 20000 }, () => {
  it('asks for the limits, converts on unit change, blocks Done out of range and saves', async () => {
    const fetchMock = mockApi({
      'GET /lot': () =>
        jsonResponse({ Data: testDesign({ CoolingDemand: null, HeatingDemand: 40 }) }),
      'GET /getthermallimits': (_body, url) =>
        jsonResponse({
          Data:
            url.searchParams.get('thermalUnitId') === '2'
              ? [21.1, 24.2, 10.5, 12.2]
              : [76.1, 87, 37.7, 43.9],
        }),
      'POST /updatethermaldemands': () => jsonResponse({ Data: testSaveAnswer() }),
    });
    renderRoutes(routes, ['/design-thermal/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Thermal Rating', level: 2 });
    await waitFor(() => expect(box('Cooling Demand').value).toBe('37.7'));
    expect(box('Heating Demand').value).toBe('40');
    expect(
      await screen.findByText('Cooling plus heating must be between 76.1 and 87 MJ/m2.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Thermal Unit' }));
    await user.click(screen.getByRole('option', { name: 'kWh/m2' }));
    expect(box('Cooling Demand').value).toBe('10.5');
    expect(box('Heating Demand').value).toBe('11.1');
    expect(
      await screen.findByText('Cooling plus heating must be between 21.1 and 24.2 kWh/m2.'),
    ).toBeTruthy();
    await user.clear(box('Heating Demand'));
    await user.type(box('Heating Demand'), '20');
    expect(screen.getByText(messages.thermalOutOfRange)).toBeTruthy();
    expect(screen.getAllByText(messages.demandBetweenLimits)).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(box('Heating Demand'));
    await user.type(box('Heating Demand'), '13.7');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('At /lot/21/')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /updatethermaldemands')).toEqual([
      {
        designId: 77,
        thermalRatingId: 2,
        thermalUnitId: 2,
        // 37.7 MJ/m2 converted exactly; 10.5 is only what the box shows
        coolingDemand: expect.closeTo(37.7 / 3.6, 12),
        heatingDemand: 13.7,
      },
    ]);
  });

  it("shows a failed save with the server's message, not its status text, and stays", async () => {
    mockApi({
      'GET /lot': () => jsonResponse({ Data: testDesign() }),
      'GET /getthermallimits': () => jsonResponse({ Data: [60, 80, 30, 40] }),
      'POST /updatethermaldemands': () =>
        new Response(
          JSON.stringify({ code: 'validation_failed', message: messages.thermalOutOfRange }),
          {
            status: 400,
            statusText: 'Bad Request',
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    });
    renderRoutes(routes, ['/design-thermal/21']);
    const user = userEvent.setup();
    await screen.findByText('Cooling plus heating must be between 60 and 80 MJ/m2.');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(messages.thermalOutOfRange)).toBeTruthy();
    expect(screen.queryByText('Bad Request')).toBeNull();
    expect(screen.getByText('Your entries are kept.')).toBeTruthy();
    expect(box('Cooling Demand').value).toBe('30');
  });
});

describe('Water Balance Inputs', { timeout: 20000 }, () => {
  it('autosaves a changed selection and Next goes to the first customise view', async () => {
    const fetchMock = mockApi({
      'GET /lot': () => jsonResponse({ Data: testDesign({ GardenTypeId: 0 }) }),
      'POST /lot': () => jsonResponse({ Data: testSaveAnswer() }),
    });
    renderRoutes(routes, ['/design-water/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Water Balance Inputs' });
    for (const name of [
      'Water Supply',
      'Water Treatment',
      'Shower Head Fittings',
      'Toilets Fittings',
      'Tapware Fittings',
      'Washing Machine',
      'Dishwasher',
      'Garden Type',
      'Rainwater Pump Type',
    ]) {
      expect(screen.getByRole('combobox', { name })).toBeTruthy();
    }
    expect(screen.getByText(messages.gardenTypeRequired)).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Shower Head Fittings' }));
    await user.click(screen.getByRole('option', { name: '4 Star' }));
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(sentBodies(fetchMock, 'POST /lot')).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: 'Garden Type' }));
    await user.click(screen.getByRole('option', { name: 'Lawn' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('At /design-templates/21/1')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /lot')).toEqual([
      { designId: 77, showerWaterRatingId: 2, gardenTypeId: 2 },
    ]);
  });

  it.each([
    { who: 'an organisation admin', IsReadOnly: false },
    { who: 'a builder', IsReadOnly: true },
  ])(
    'follows the server on a locked design: editable for $who only when not IsReadOnly',
    async ({ IsReadOnly }) => {
      mockApi({
        'GET /lot': () =>
          jsonResponse({
            Data: testDesign({
              IsDesignLocked: true,
              IsReadOnly,
              ReadOnlyReason: IsReadOnly ? 'locked' : null,
            }),
          }),
      });
      renderRoutes(routes, ['/design-water/21']);
      await screen.findByRole('heading', { name: 'Water Balance Inputs' });
      expect(
        screen.getByRole('combobox', { name: 'Garden Type' }).getAttribute('aria-disabled'),
      ).toBe(IsReadOnly ? 'true' : null);
      expect(screen.queryByText(readOnlyTexts.locked) !== null).toBe(IsReadOnly);
    },
  );
});
