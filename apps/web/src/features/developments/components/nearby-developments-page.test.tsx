// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMessage, messages } from '@circa/contract/messages';
import { jsonResponse, mockApi, renderRoutes } from '../../../app/test-utils';
import { NearbyDevelopmentsPage } from './nearby-developments-page';
import { penrith } from './settings-test-data';

const routes = [{ path: '/build-location', element: <NearbyDevelopmentsPage /> }];

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function pick(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Penrith');
  await user.click(
    await screen.findByRole('option', { name: /Penrith NSW 2750/ }, { timeout: 3000 }),
  );
}

describe('NearbyDevelopmentsPage', () => {
  it('lists the developments near the picked address with their distance, nearest first', async () => {
    const fetchMock = mockApi({
      'GET /geo/autocomplete': () => jsonResponse({ Data: [{ ...penrith, IsApproximate: false }] }),
      'GET /finddevelopmentbylocation': () =>
        jsonResponse({
          Data: [
            {
              ProjectId: 2,
              Name: 'Wattle Grove',
              Type: 1,
              Address: '12 High St, Penrith NSW 2750',
              Latitude: -33.75,
              Longitude: 150.69,
              DistanceKm: 0.04,
            },
            {
              ProjectId: 1,
              Name: 'Demo Estate',
              Type: 1,
              Address: 'Marsden Park NSW 2765',
              Latitude: -33.7,
              Longitude: 150.83,
              DistanceKm: 14.6,
            },
          ],
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/build-location']);
    expect(screen.getByRole('link', { name: 'ADD A NEW DEVELOPMENT' }).getAttribute('href')).toBe(
      '/new-development/0/0',
    );
    await pick(user);
    const list = await screen.findByRole('list', { name: 'Developments near this location' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Wattle Grove12 High St, Penrith NSW 27500.0 km',
      'Demo EstateMarsden Park NSW 276515 km',
    ]);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/find-lot/2');
    const call = fetchMock.mock.calls.find(([input]) =>
      String(input).includes('FindDevelopmentByLocation'),
    );
    expect(String(call?.[0])).toContain('longitude=150.69');
    expect(String(call?.[0])).toContain('latitude=-33.75');
  });

  it('says when there is nothing within 50 km', async () => {
    mockApi({
      'GET /geo/autocomplete': () => jsonResponse({ Data: [{ ...penrith, IsApproximate: false }] }),
      'GET /finddevelopmentbylocation': () => jsonResponse({ Data: [] }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/build-location']);
    await pick(user);
    expect(
      await screen.findByText(
        formatMessage(messages.noNearbyDevelopments, { type: 'developments' }),
      ),
    ).toBeTruthy();
    expect(screen.getByText('No developments within 50km of this location.')).toBeTruthy();
  });
});
