import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NominatimGeocoder } from './nominatim-geocoder';

/** A local stand-in answering like Nominatim's /search (the real service is not reachable in tests). */
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  seen.push({
    path: url.pathname,
    q: url.searchParams.get('q'),
    agent: request.headers['user-agent'],
  });
  response.setHeader('content-type', 'application/json');
  response.end(
    JSON.stringify([
      {
        lat: '-33.8968',
        lon: '151.1791',
        display_name: '12, King Street, Newtown, Sydney, New South Wales, 2042, Australia',
        address: {
          house_number: '12',
          road: 'King Street',
          suburb: 'Newtown',
          state: 'New South Wales',
          postcode: '2042',
          country: 'Australia',
          country_code: 'au',
        },
      },
      {
        lat: '0',
        lon: '0',
        display_name: 'No postcode',
        address: { road: 'Somewhere', state: 'Victoria', country_code: 'au' },
      },
      {
        lat: '-41.28',
        lon: '174.77',
        display_name: 'Wellington',
        address: { city: 'Wellington', postcode: '6011', country_code: 'nz' },
      },
    ]),
  );
});
const seen: Array<{ path: string; q: string | null; agent: string | undefined }> = [];
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('NominatimGeocoder', () => {
  it('keeps Australian street addresses with a postcode, as the spec stores them', async () => {
    const suggestions = await new NominatimGeocoder(base, 'Circa test').suggest(
      '12 King St Newtown',
    );
    expect(seen.at(-1)).toEqual({ path: '/search', q: '12 King St Newtown', agent: 'Circa test' });
    expect(suggestions).toEqual([
      {
        Address: '12 King Street, Newtown NSW 2042',
        Longitude: 151.1791,
        Latitude: -33.8968,
        Line1: '12',
        Line2: 'King Street',
        PostCode: '2042',
        State: 'NSW',
        Country: 'Australia',
        ISOCountry2: 'AU',
        IsApproximate: false,
      },
    ]);
  });
});
