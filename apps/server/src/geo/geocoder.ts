import type { AddressSuggestion } from '@circa/contract/address.schema';
import { climateZonesForPostcode } from '@circa/reference-data/nathers-zones';
import { searchPlaces } from '@circa/reference-data/postcodes';

/** Turns typed text into address suggestions. */
export interface Geocoder {
  suggest(query: string): Promise<AddressSuggestion[]>;
}

const MAX_SUGGESTIONS = 10;

const STATES = new Set(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT']);

/**
 * Splits a place query into a name and optional state and postcode, as people type them:
 * "Penrith", "Penrith NSW", "Penrith 2750", "Penrith NSW 2750", "2750".
 */
export function parsePlaceQuery(text: string): {
  name: string;
  state: string | null;
  postcode: string | null;
} {
  const words = text.trim().split(/\s+/);
  let postcode: string | null = null;
  let state: string | null = null;
  if (words.length > 1 && /^\d{4}$/.test(words.at(-1)!)) postcode = words.pop()!;
  if (words.length > 1 && STATES.has(words.at(-1)!.toUpperCase()))
    state = words.pop()!.toUpperCase();
  return { name: words.join(' '), state, postcode };
}

/**
 * Offline geocoder over the GeoNames postcode gazetteer (CC BY 4.0): suggests
 * "Suburb STATE 0000" places whose name or postcode starts with the text (a trailing state and
 * postcode narrow the search). Only postcodes with a NatHERS climate zone are offered, as a design
 * needs one (PO-box-only postcodes have none). When the text has a street part before a comma
 * ("12 Smith St, Newtown"), the street is kept in the address and the place is searched with the
 * rest. Coordinates are the place's, so they are marked approximate for street addresses.
 */
export class GazetteerGeocoder implements Geocoder {
  async suggest(query: string): Promise<AddressSuggestion[]> {
    const comma = query.lastIndexOf(',');
    const street = comma >= 0 ? query.slice(0, comma).trim() : '';
    const wanted = parsePlaceQuery(comma >= 0 ? query.slice(comma + 1) : query);
    if (wanted.name.length < 2) return [];
    const match = /^(\d+[A-Za-z]?(?:[-/]\d+[A-Za-z]?)?)\s+(.+)$/.exec(street);
    const seen = new Set<string>();
    const suggestions: AddressSuggestion[] = [];
    const exactFirst = (name: string) => (name.toLowerCase() === wanted.name.toLowerCase() ? 0 : 1);
    const places = searchPlaces(wanted.name, 400).sort(
      (a, b) => exactFirst(a.place) - exactFirst(b.place),
    );
    for (const place of places) {
      if (wanted.state && place.state !== wanted.state) continue;
      if (wanted.postcode && place.postcode !== wanted.postcode) continue;
      if (climateZonesForPostcode(place.postcode).length === 0) continue;
      const label = `${place.place} ${place.state} ${place.postcode}`;
      if (seen.has(label)) continue;
      seen.add(label);
      suggestions.push({
        Address: street ? `${street}, ${label}` : label,
        Longitude: place.longitude,
        Latitude: place.latitude,
        Line1: match?.[1] ?? '',
        Line2: match?.[2] ?? street,
        PostCode: place.postcode,
        State: place.state,
        Country: 'Australia',
        ISOCountry2: 'AU',
        IsApproximate: street !== '',
      });
      if (suggestions.length >= MAX_SUGGESTIONS) break;
    }
    return suggestions;
  }
}

/** Uses `primary` (an online service) and, when it fails, the offline gazetteer. */
export function withOfflineFallback(
  primary: Geocoder,
  onError: (error: unknown) => void,
): Geocoder {
  const offline = new GazetteerGeocoder();
  return {
    async suggest(query) {
      try {
        return await primary.suggest(query);
      } catch (error) {
        onError(error);
        return offline.suggest(query);
      }
    },
  };
}
