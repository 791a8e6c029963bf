/** Compact GeoNames postcode extract for offline postcode / suburb lookup. */
import { readCsv } from './csv';

/** Build { source, licence, places: [postcode, place, state, lat, lon][] }. */
export function buildPostcodes(dataDir: string): {
  source: string;
  licence: string;
  places: [string, string, string, number, number][];
} {
  const columns = [
    'country',
    'postcode',
    'place',
    'stateName',
    'state',
    'a2',
    'a2code',
    'a3',
    'a3code',
    'lat',
    'lon',
    'accuracy',
  ];
  const rows = readCsv(`${dataDir}/geonames/AU-postcodes.tsv`, { delimiter: '\t', columns });
  return {
    source: 'GeoNames postal code extract for Australia (www.geonames.org), 2019 snapshot',
    licence: 'cc-by-4.0 (GeoNames, www.geonames.org)',
    places: rows.map((r) => [
      r.postcode!.padStart(4, '0'),
      r.place!,
      r.state!,
      Number(r.lat),
      Number(r.lon),
    ]),
  };
}
