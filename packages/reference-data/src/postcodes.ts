/**
 * Offline suburb and postcode lookup from the GeoNames extract (CC BY 4.0, www.geonames.org).
 */
import { readDataFile } from './data-files';

/** A place with its postcode, state and coordinates (WGS84 degrees). */
export interface Place {
  postcode: string;
  place: string;
  state: string;
  latitude: number;
  longitude: number;
}

function places(): [string, string, string, number, number][] {
  return readDataFile<{ places: [string, string, string, number, number][] }>(
    'geonames/au-postcodes.json',
  ).places;
}

/** Places whose name or postcode starts with `query` (case-insensitive), at most `limit`. */
export function searchPlaces(query: string, limit = 20): Place[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  const out: Place[] = [];
  for (const [postcode, place, state, latitude, longitude] of places()) {
    if (postcode.startsWith(q) || place.toLowerCase().startsWith(q)) {
      out.push({ postcode, place, state, latitude, longitude });
      if (out.length >= limit) break;
    }
  }
  return out;
}

const centres = new Map<string, { latitude: number; longitude: number } | null>();

/**
 * The centre of a postcode: the mean of its GeoNames places' coordinates (WGS84 degrees), or null
 * when the extract has no place with that postcode.
 */
export function postcodeCentre(postcode: string): { latitude: number; longitude: number } | null {
  const known = centres.get(postcode);
  if (known !== undefined) return known;
  let latitude = 0;
  let longitude = 0;
  let count = 0;
  for (const [code, , , lat, lon] of places()) {
    if (code !== postcode) continue;
    latitude += lat;
    longitude += lon;
    count += 1;
  }
  const centre = count === 0 ? null : { latitude: latitude / count, longitude: longitude / count };
  centres.set(postcode, centre);
  return centre;
}
