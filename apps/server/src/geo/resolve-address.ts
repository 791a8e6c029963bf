import type { Address } from '@circa/contract/address.schema';
import { searchPlaces } from '@circa/reference-data/postcodes';

const STATES = 'NSW|VIC|QLD|SA|WA|TAS|NT|ACT';
const pattern = new RegExp(`^(?:(.*),\\s*)?(.+?)\\s+(${STATES})\\s+(\\d{4})$`, 'i');

/**
 * Resolves a written address "[street, ]Suburb STATE 0000" against the GeoNames gazetteer:
 * the suburb must exist with that postcode and state. Coordinates are the suburb's. Answers a
 * reason instead when it cannot.
 */
export function resolveWrittenAddress(text: string): { address: Address } | { reason: string } {
  const match = pattern.exec(text.trim());
  if (!match)
    return {
      reason:
        'write the address as "street, Suburb STATE 0000", e.g. "12 Banksia Street, Marsden Park NSW 2765"',
    };
  const [, street = '', suburb = '', stateText = '', postcode = ''] = match;
  const state = stateText.toUpperCase();
  const place = searchPlaces(suburb, 200).find(
    (p) =>
      p.place.toLowerCase() === suburb.trim().toLowerCase() &&
      p.postcode === postcode &&
      p.state === state,
  );
  if (!place)
    return {
      reason: `"${suburb.trim()} ${state} ${postcode}" is not a suburb, state and postcode in the gazetteer`,
    };
  const number = /^(\d+[A-Za-z]?(?:[-/]\d+[A-Za-z]?)?)\s+(.+)$/.exec(street.trim());
  return {
    address: {
      Address: text.trim(),
      Longitude: place.longitude,
      Latitude: place.latitude,
      Line1: number?.[1] ?? '',
      Line2: number?.[2] ?? street.trim(),
      PostCode: place.postcode,
      State: place.state,
      Country: 'Australia',
      ISOCountry2: 'AU',
    },
  };
}
