import type { AddressSuggestion } from '@circa/contract/address.schema';
import type { Geocoder } from './geocoder';

/** Australian state names as Nominatim writes them → the short names the spec stores. */
const STATE_CODES: Record<string, string> = {
  'new south wales': 'NSW',
  victoria: 'VIC',
  queensland: 'QLD',
  'south australia': 'SA',
  'western australia': 'WA',
  tasmania: 'TAS',
  'northern territory': 'NT',
  'australian capital territory': 'ACT',
};

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name: string;
  address?: {
    house_number?: string;
    road?: string;
    suburb?: string;
    town?: string;
    city?: string;
    village?: string;
    state?: string;
    postcode?: string;
    country?: string;
    country_code?: string;
  };
}

/**
 * An online geocoder speaking the Nominatim search API (OpenStreetMap's, or a self-hosted one),
 * chosen with GEOCODER_URL. Only Australian results with a 4-digit postcode and a state are kept
 * (the design's climate zone comes from the postcode); coordinates are the address's own.
 */
export class NominatimGeocoder implements Geocoder {
  constructor(
    private readonly baseUrl: string,
    private readonly userAgent: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async suggest(query: string): Promise<AddressSuggestion[]> {
    const url = new URL('search', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    url.search = new URLSearchParams({
      q: query,
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'au',
      limit: '10',
    }).toString();
    const response = await this.fetchImpl(url, {
      headers: { 'User-Agent': this.userAgent, Accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`The geocoder answered ${response.status}.`);
    const places = (await response.json()) as NominatimPlace[];
    return places.flatMap((place) => {
      const a = place.address ?? {};
      const state = STATE_CODES[(a.state ?? '').toLowerCase()];
      const postcode = a.postcode?.trim() ?? '';
      if (a.country_code !== 'au' || !state || !/^\d{4}$/.test(postcode)) return [];
      const locality = a.suburb ?? a.town ?? a.village ?? a.city ?? '';
      const street = [a.house_number, a.road].filter(Boolean).join(' ');
      const label = `${locality} ${state} ${postcode}`.trim();
      return [
        {
          Address: street ? `${street}, ${label}` : label,
          Longitude: Number(place.lon),
          Latitude: Number(place.lat),
          Line1: a.house_number ?? '',
          Line2: a.road ?? '',
          PostCode: postcode,
          State: state,
          Country: 'Australia',
          ISOCountry2: 'AU',
          IsApproximate: false,
        },
      ];
    });
  }
}
