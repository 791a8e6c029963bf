// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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
import { DesignDetails } from './design-details-page';
import { LIGHTING_POWER_DENSITY_HELP } from './design-details-form';
import { testDesign, testSaveAnswer } from '../../../testing/design-test-data';

const routes = [
  { path: '/lot/:structureId', element: <DesignDetails structureId={21} /> },
  { path: '*', element: <CurrentPath /> },
];

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Design Details form', { timeout: 20000 }, () => {
  it('shows every field with the helper texts, the date as dd/MM/yyyy and the custom field when labelled', async () => {
    mockApi({
      'GET /lot': () =>
        jsonResponse({
          Data: testDesign({
            CustomDesignFieldLabel: 'Builder ref',
            CustomDesignFieldValue: 'B-12',
          }),
        }),
    });
    renderRoutes(routes, ['/lot/21']);
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    for (const name of [
      'Design Name',
      'Dwellings',
      'Bedrooms',
      'Bathrooms',
      'Carparks',
      'Floors',
      'Ceiling Height',
      'Gross Floor Area',
      'Occupancy Date',
      'First Bedroom Size',
      'Other Bedroom Size',
      'Lighting Power Density',
    ]) {
      expect(box(name)).toBeTruthy();
    }
    for (const name of [
      'Car Park Type',
      'Energy Monitoring',
      'Thermal Rating',
      'Natural Lighting',
      'Electricity Supply',
    ]) {
      expect(screen.getByRole('combobox', { name })).toBeTruthy();
    }
    expect(box('Builder ref').value).toBe('B-12');
    expect(box('Occupancy Date').value).toBe('01/03/2027');
    expect(box('Gross Floor Area').value).toBe('180.4');
    expect(screen.getByText(messages.bedroomsHelper)).toBeTruthy();
    expect(screen.getByText(messages.bathroomsHelper)).toBeTruthy();
    expect(screen.getByText(messages.carparksHelper)).toBeTruthy();
    expect(screen.getByText(LIGHTING_POWER_DENSITY_HELP)).toBeTruthy();
    expect(box('Lighting Power Density').value).toBe('');
    expect(screen.getByText('Thermal demands: Cooling 30 MJ/m2, heating 40 MJ/m2')).toBeTruthy();
  });

  it('hides the custom field without a label', async () => {
    mockApi({ 'GET /lot': () => jsonResponse({ Data: testDesign() }) });
    renderRoutes(routes, ['/lot/21']);
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    expect(screen.getAllByRole('textbox')).toHaveLength(12);
  });

  it('saves only the changed fields about 1 s after the last change and updates the area from the answer', async () => {
    const fetchMock = mockApi({
      'GET /lot': () => jsonResponse({ Data: testDesign({ CalculationTypeId: 0 }) }),
      'POST /lot': () =>
        jsonResponse({
          Data: testSaveAnswer({
            GrossFloorArea: 201.37,
            PredictedGrossFloorArea: 201.37,
            MinimumGrossFloorArea: 130,
          }),
        }),
    });
    renderRoutes(routes, ['/lot/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    await user.clear(box('Bedrooms'));
    await user.type(box('Bedrooms'), '4');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /lot')).toEqual([]);
    await waitFor(
      () => expect(sentBodies(fetchMock, 'POST /lot')).toEqual([{ designId: 77, bedrooms: 4 }]),
      { timeout: 3000 },
    );
    await waitFor(() => expect(box('Gross Floor Area').value).toBe('201.3'));
    expect(await screen.findByText('All changes saved')).toBeTruthy();
  });

  it('shows messages word for word, queues only valid edits and waits while a field is invalid', async () => {
    const fetchMock = mockApi({
      'GET /lot': () => jsonResponse({ Data: testDesign() }),
      'POST /lot': () => jsonResponse({ Data: testSaveAnswer() }),
    });
    renderRoutes(routes, ['/lot/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    await user.clear(box('Design Name'));
    expect(screen.getByText(messages.designNameRequired)).toBeTruthy();
    await user.clear(box('Floors'));
    await user.type(box('Floors'), '2');
    await user.clear(box('Dwellings'));
    await user.type(box('Dwellings'), '1.5');
    expect(screen.getByText(messages.positiveWholeNumber)).toBeTruthy();
    await user.clear(box('Occupancy Date'));
    await user.type(box('Occupancy Date'), '31/02/2027');
    expect(screen.getByText(messages.validDate)).toBeTruthy();
    await user.clear(box('Gross Floor Area'));
    await user.type(box('Gross Floor Area'), '100');
    expect(screen.getByText(messages.gfaTooSmall.replace('{n}', '120'))).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(sentBodies(fetchMock, 'POST /lot')).toEqual([]);
    expect(screen.getByText('Not saved: correct the marked fields')).toBeTruthy();
    await user.type(box('Design Name'), 'House B');
    await user.clear(box('Dwellings'));
    await user.type(box('Dwellings'), '2');
    await user.clear(box('Occupancy Date'));
    await user.type(box('Occupancy Date'), '28/02/2027');
    await user.type(box('Gross Floor Area'), '0');
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /lot')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(sentBodies(fetchMock, 'POST /lot')[0]).toEqual({
      designId: 77,
      designName: 'House B',
      floors: 2,
      dwellings: 2,
      occupancyDate: '2027-02-28',
      grossFloorArea: 1000,
    });
  });

  it('marks a server value that is not among the options and blocks saving until one is picked', async () => {
    const fetchMock = mockApi({
      'GET /lot': () => jsonResponse({ Data: testDesign({ NaturalLightingId: 9 }) }),
      'POST /lot': () => jsonResponse({ Data: testSaveAnswer() }),
    });
    renderRoutes(routes, ['/lot/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    expect(screen.getByText(messages.naturalLightRequired)).toBeTruthy();
    await user.clear(box('Bedrooms'));
    await user.type(box('Bedrooms'), '5');
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(sentBodies(fetchMock, 'POST /lot')).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: 'Natural Lighting' }));
    await user.click(screen.getByRole('option', { name: 'Poor' }));
    await waitFor(
      () =>
        expect(sentBodies(fetchMock, 'POST /lot')).toEqual([
          { designId: 77, bedrooms: 5, naturalLightingId: 2 },
        ]),
      { timeout: 3000 },
    );
    expect(screen.queryByText(messages.naturalLightRequired)).toBeNull();
  });

  it('shows a failed save as its status text at the top and keeps what was typed', async () => {
    mockApi({
      'GET /lot': () => jsonResponse({ Data: testDesign() }),
      'POST /lot': () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
    });
    renderRoutes(routes, ['/lot/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    await user.clear(box('Carparks'));
    await user.type(box('Carparks'), '3');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(alert).getByText('Bad Gateway')).toBeTruthy();
    expect(box('Carparks').value).toBe('3');
    expect(screen.getByText('Not saved')).toBeTruthy();
  });

  it('switches the area to Predicted with the toggle (greyed) and to Known by typing', async () => {
    const fetchMock = mockApi({
      'GET /lot': () => jsonResponse({ Data: testDesign() }),
      'POST /lot': () => jsonResponse({ Data: testSaveAnswer({ GrossFloorArea: 175.2 }) }),
    });
    renderRoutes(routes, ['/lot/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    await user.click(screen.getByRole('switch', { name: 'Predicted' }));
    expect(box('Gross Floor Area').value).toBe('175.2');
    await waitFor(
      () =>
        expect(sentBodies(fetchMock, 'POST /lot')).toEqual([{ designId: 77, calculationType: 0 }]),
      { timeout: 3000 },
    );
    await user.type(box('Gross Floor Area'), '9');
    expect((screen.getByRole('switch', { name: 'Predicted' }) as HTMLInputElement).checked).toBe(
      false,
    );
    await waitFor(
      () =>
        expect(sentBodies(fetchMock, 'POST /lot')[1]).toEqual({
          designId: 77,
          grossFloorArea: 175.29,
          calculationType: 1,
        }),
      { timeout: 3000 },
    );
  });
});
