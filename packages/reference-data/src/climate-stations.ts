/**
 * Climate stations for garden irrigation and the daily rainwater tank balance (issue 16 item 6;
 * decisions 0016 and 0034; methodology §8), read by the engine through site-water-climate.ts.
 *
 * Shipped under `data/climate/` (see SOURCES.md, "Climate stations"):
 * - `monthly-normals.csv`: per Bureau of Meteorology (BoM) station, mean monthly rainfall (mm) and,
 *   where daily temperatures were found, mean monthly reference evapotranspiration ET0 (mm,
 *   Hargreaves equation of FAO-56, approximate), with the years each mean covers.
 * - `daily/<station>.csv`: ten whole calendar years of daily rainfall per station as the BoM file
 *   gives it (`rain_mm` blank = missing; `period_days` > 1 = a total accumulated over that many
 *   days, reported on its last day).
 *
 * Both were derived by `data/climate/derive-climate.py` from BoM Climate Data Online daily rainfall
 * files (product IDCJAC0009) and ACORN-SAT daily temperature files held in public repositories; the
 * provenance of each station is in {@link CLIMATE_STATION_PROVENANCE}. BoM data are Commonwealth
 * copyright used under the BoM copyright notice (not CC-marked): licence status "assumed". Besides
 * the eight capital-city stations, Alice Springs Airport (BoM) and two regional stations from SILO
 * patched point files (Roma Airport, Hamilton Airport; CC BY 4.0; 2020-2024 only) ship.
 */
import { readDataText } from './data-files';

/** Whether the licence statement was read in the source itself or is assumed. */
export type LicenceStatus = 'read' | 'assumed';

/** Where one figure set of a station comes from. */
export interface ClimateSourceRecord {
  /** Publisher and product. */
  source: string;
  /** Public repository (owner/name), path and commit the file was read from. */
  repository: string;
  path: string;
  commit: string;
  licence: string;
  licenceStatus: LicenceStatus;
  /** How the figures were read or derived. */
  howRead: string;
}

/** Provenance of a station's rainfall and (when shipped) temperature-derived ET0. */
export interface ClimateStationProvenance {
  rainfall: ClimateSourceRecord;
  temperature: ClimateSourceRecord | null;
  /** Station list giving the coordinates (BoM IDCJMC0014). */
  coordinates: ClimateSourceRecord;
}

/** Mean monthly totals over a span of years, January first. */
export interface MonthlyNormals {
  /** 12 values in mm per month, January first. */
  monthlyMm: readonly number[];
  /** First and last calendar year averaged. */
  years: readonly [number, number];
  /** The fewest complete months averaged for any calendar month (months with gaps are left out). */
  minMonthsAveraged: number;
}

/** Reference evapotranspiration normals and how they were computed. */
export interface Et0Normals extends MonthlyNormals {
  /** BoM station whose temperatures were used (may differ from the rainfall station). */
  temperatureStation: string;
  /**
   * Hargreaves ET0, FAO-56 (Allen et al. 1998) Eq. 52 with Ra from Eq. 21-25: approximate
   * (FAO-56 gives it for when radiation, humidity and wind are missing).
   */
  method: 'hargreaves-fao56-eq52';
}

/** A BoM station with its climate figures. */
export interface ClimateStation {
  /** BoM station number, 6 digits (e.g. "066062"). */
  id: string;
  /** BoM station name. */
  name: string;
  state: string;
  /** WGS84 degrees (GDA94 as BoM gives them), south negative. */
  latitude: number;
  longitude: number;
  rainfall: MonthlyNormals;
  /** Null where no daily temperatures were found for the station (none at present). */
  et0: Et0Normals | null;
  /** Whole calendar years of daily rainfall shipped in `daily/<id>.csv`, or null. */
  dailyYears: readonly [number, number] | null;
  provenance: ClimateStationProvenance;
}

const BOM_COPYRIGHT =
  'Commonwealth of Australia (Bureau of Meteorology); used under the BoM copyright notice ' +
  '(http://www.bom.gov.au/other/copyright.shtml: free to use provided the Copyright Act 1968 is ' +
  'complied with; acknowledge the Bureau and the copyright conditions). Not CC-marked.';

const TIDYTUESDAY_FOLDER = 'data/2020/2020-01-07';
const TIDYTUESDAY_COPY = {
  repository: 'mavazvar95/mvaz_95-tidytuesday',
  commit: 'b1de63b4b9fb33ae5dbd2343ee8566a56b2b3a53',
};
const TIDYTUESDAY_NOTE =
  'a copy of rfordatascience/tidytuesday (same path; the original snapshot was over the size ' +
  'limit), which took the file from BoM Climate Data Online in January 2020';

function cdoRain(
  station: string,
  repository: string,
  path: string,
  commit: string,
  via: string,
): ClimateSourceRecord {
  return {
    source: `Bureau of Meteorology, Climate Data Online daily rainfall, station ${station} (IDCJAC0009)`,
    repository,
    path,
    commit,
    licence: BOM_COPYRIGHT,
    licenceStatus: 'assumed',
    howRead:
      `read with git from ${via}; monthly means and the daily file derived by ` +
      'data/climate/derive-climate.py (accumulated totals spread evenly over their days)',
  };
}

function tidyRain(station: string): ClimateSourceRecord {
  return cdoRain(
    station,
    TIDYTUESDAY_COPY.repository,
    `${TIDYTUESDAY_FOLDER}/IDCJAC0009_${station}_1800_Data.csv`,
    TIDYTUESDAY_COPY.commit,
    TIDYTUESDAY_NOTE,
  );
}

const ACORN_SAT = {
  repository: 'lucassantunes/Bushfire-Analysis',
  commit: '6f95c20328ae2fcac643858f9ad5e0b991791a75',
  folder: 'Acorn-Sat',
};

function acornTemperature(station: string): ClimateSourceRecord {
  return {
    source:
      `Bureau of Meteorology, ACORN-SAT v2.1.0 daily maximum and minimum temperature, station ${station}` +
      ' (to 31 December 2019)',
    repository: ACORN_SAT.repository,
    path:
      `${ACORN_SAT.folder}/acorn_sat_v2.1.0_daily_tmax/tmax.${station}.daily.csv, ` +
      `${ACORN_SAT.folder}/acorn_sat_v2.1.0_daily_tmin/tmin.${station}.daily.csv`,
    commit: ACORN_SAT.commit,
    licence: BOM_COPYRIGHT,
    licenceStatus: 'assumed',
    howRead:
      'read with git from a public analysis repository holding the whole ACORN-SAT v2.1.0 daily ' +
      'set (112 stations); daily Hargreaves ET0 (FAO-56 Eq. 52) summed by month and averaged over ' +
      '1990-2019 by data/climate/derive-climate.py',
  };
}

const STATION_LIST: ClimateSourceRecord = {
  source:
    'Bureau of Meteorology, Australian stations measuring total monthly rainfall (IDCJMC0014, 6 Jan 2020)',
  repository: TIDYTUESDAY_COPY.repository,
  path: `${TIDYTUESDAY_FOLDER}/weather_station_ids.txt`,
  commit: TIDYTUESDAY_COPY.commit,
  licence: BOM_COPYRIGHT,
  licenceStatus: 'assumed',
  howRead: 'station number, name, latitude and longitude read from the list',
};

const SILO_LICENCE =
  'Creative Commons Attribution 4.0 (CC BY 4.0), as stated in the distributing repository ' +
  "(_resources/mets/README.md: SILO data 'freely available under' CC BY 4.0); SILO's own licence " +
  'page was not read. Attribution: SILO, Queensland Government (longpaddock.qld.gov.au/silo), ' +
  'from Bureau of Meteorology observations.';

function siloMet(station: string, file: string): ClimateStationProvenance {
  const record: ClimateSourceRecord = {
    source:
      `SILO patched point data (Queensland Government), 'BoM Only' dataset, station ${station}, ` +
      'extracted 18 July 2025 in APSIM .met format',
    repository: 'byzheng/apsimng-notes',
    path: `_resources/mets/${file}`,
    commit: 'a9ec2ee96015347c3244f0e1bf264a2b973c9a74',
    licence: SILO_LICENCE,
    licenceStatus: 'read',
    howRead:
      'read with git; rain, maxt and mint columns of 2020-2024 (5 whole years: a short record) ' +
      'summed and averaged by data/climate/derive-climate.py',
  };
  return {
    rainfall: record,
    temperature: record,
    coordinates: { ...record, howRead: 'latitude and longitude from the file header' },
  };
}

/** Provenance per station (BoM station number → sources). */
export const CLIMATE_STATION_PROVENANCE: Readonly<Record<string, ClimateStationProvenance>> = {
  '066062': {
    rainfall: tidyRain('066062'),
    temperature: acornTemperature('066062'),
    coordinates: STATION_LIST,
  },
  '086232': {
    rainfall: tidyRain('086232'),
    temperature: acornTemperature('086338'),
    coordinates: STATION_LIST,
  },
  '040913': {
    rainfall: tidyRain('040913'),
    temperature: acornTemperature('040842'),
    coordinates: STATION_LIST,
  },
  '070351': {
    rainfall: tidyRain('070351'),
    temperature: acornTemperature('070351'),
    coordinates: STATION_LIST,
  },
  '023090': {
    rainfall: cdoRain(
      '023090',
      'TomPancakes/Adelaide-Rainfall-Patterns',
      'IDCJAC0009_023090_1800_Data.csv',
      'e0af8cbc93972b29c3e8190f4a16d5fde457cbac',
      'a public analysis repository (data to April 2026)',
    ),
    temperature: acornTemperature('023090'),
    coordinates: STATION_LIST,
  },
  '009021': {
    rainfall: cdoRain(
      '009021',
      'phillippsm/stemed-2019-data-science',
      'IDCJAC0009_009021_1800_Data.csv',
      '0690573d3b939720933a4627d65002a79971892c',
      'a public teaching repository (data to March 2019)',
    ),
    temperature: acornTemperature('009021'),
    coordinates: STATION_LIST,
  },
  '009225': {
    rainfall: cdoRain(
      '009225',
      'Criss-Cross/weather_generator',
      'IDCJAC0009_009225_1800_Data.csv',
      'a4ff1c30e4b72d2832e82030458e486e55cfe9d5',
      'a public analysis repository (data to April 2020)',
    ),
    temperature: acornTemperature('009021'),
    coordinates: STATION_LIST,
  },
  '014015': {
    rainfall: cdoRain(
      '014015',
      'phillippsm/stemed-2019-data-science',
      'IDCJAC0009_014015_1800_Data.csv',
      '0690573d3b939720933a4627d65002a79971892c',
      'a public teaching repository (data to March 2019)',
    ),
    temperature: acornTemperature('014015'),
    coordinates: STATION_LIST,
  },
  '015590': {
    rainfall: cdoRain(
      '015590',
      'mjb-oz/rain_event_mapping',
      'IDCJAC0009_015590_1800_Data.csv',
      'b7a9b4d0f6649194354929c230eae4d5f2bdf98b',
      'a public analysis repository (data to May 2018)',
    ),
    temperature: acornTemperature('015590'),
    coordinates: STATION_LIST,
  },
  '043091': siloMet('043091', 'Roma.met'),
  '090173': siloMet('090173', 'Hamilton.met'),
};

/** Parse "1990-2019". */
function yearSpan(text: string): readonly [number, number] {
  const [a, b] = text.split('-').map(Number);
  return [a!, b!];
}

function months(row: Record<string, string>, prefix: string): number[] {
  return Array.from({ length: 12 }, (_, i) =>
    Number(row[`${prefix}_${String(i + 1).padStart(2, '0')}`]),
  );
}

let stationsCache: ClimateStation[] | undefined;

/** Every shipped station (parsed once from `data/climate/monthly-normals.csv`). */
export function climateStations(): readonly ClimateStation[] {
  if (stationsCache) return stationsCache;
  const [header, ...lines] = readDataText('climate/monthly-normals.csv').trim().split('\n');
  const cols = header!.split(',');
  stationsCache = lines.map((line) => {
    const cells = line.split(',');
    const row = Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? '']));
    const id = row.station!;
    const provenance = CLIMATE_STATION_PROVENANCE[id];
    if (!provenance) throw new Error(`Climate station ${id} has no provenance record.`);
    return {
      id,
      name: row.name!,
      state: row.state!,
      latitude: Number(row.lat),
      longitude: Number(row.lon),
      rainfall: {
        monthlyMm: months(row, 'rain'),
        years: yearSpan(row.rain_years!),
        minMonthsAveraged: Number(row.rain_min_months),
      },
      et0:
        row.et0_station === ''
          ? null
          : {
              monthlyMm: months(row, 'et0'),
              years: yearSpan(row.et0_years!),
              minMonthsAveraged: Number(row.et0_min_months),
              temperatureStation: row.et0_station!,
              method: 'hargreaves-fao56-eq52' as const,
            },
      dailyYears: row.daily_years === '' ? null : yearSpan(row.daily_years!),
      provenance,
    };
  });
  return stationsCache;
}

/** The station with this BoM number, or undefined. */
export function climateStation(id: string): ClimateStation | undefined {
  return climateStations().find((s) => s.id === id);
}

/** Mean Earth radius, km (IUGG mean radius R1 = 6371.0088 km, rounded). */
const EARTH_RADIUS_KM = 6371;

/** Great-circle (haversine) distance in km between two WGS84 points in degrees. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The shipped station nearest to a site (great-circle distance), optionally only among stations
 * with ET0 normals and/or daily rainfall. Undefined if none qualifies. The caller decides what
 * distance is too far (Circa ships capital-city stations only).
 */
export function nearestClimateStation(
  latitude: number,
  longitude: number,
  options: { needEt0?: boolean; needDaily?: boolean } = {},
): { station: ClimateStation; distanceKm: number } | undefined {
  let best: { station: ClimateStation; distanceKm: number } | undefined;
  for (const station of climateStations()) {
    if (options.needEt0 && !station.et0) continue;
    if (options.needDaily && !station.dailyYears) continue;
    const d = distanceKm(latitude, longitude, station.latitude, station.longitude);
    if (!best || d < best.distanceKm) best = { station, distanceKm: d };
  }
  return best;
}

/**
 * A station's monthly climate in the shape of the engine's `MonthlyClimate`
 * (`packages/engine/src/garden-irrigation.ts`): rainfall and ET0, mm per month, January first.
 * Null when the station has no ET0 normals.
 */
export function monthlyClimate(
  station: ClimateStation,
): { rainfallMm: readonly number[]; evapotranspirationMm: readonly number[] } | null {
  if (!station.et0) return null;
  return { rainfallMm: station.rainfall.monthlyMm, evapotranspirationMm: station.et0.monthlyMm };
}

/** A station's daily rainfall over its shipped whole years. */
export interface DailyRainfall {
  station: string;
  years: readonly [number, number];
  /** ISO dates, one per day (leap days included). */
  dates: readonly string[];
  /**
   * mm per day: accumulated totals spread evenly over the days they cover (approximate); days
   * with no value and not covered by an accumulation are 0 and counted in `missingDays`.
   */
  rainfallMm: readonly number[];
  /** Days with no observation, set to 0 (rain on them is lost: an underestimate). */
  missingDays: number;
  /** Days whose rain came from an accumulated total spread over them. */
  accumulatedDays: number;
}

const dailyCache = new Map<string, DailyRainfall>();

/** Daily rainfall of a station (`data/climate/daily/<id>.csv`), or undefined if none shipped. */
export function dailyRainfall(id: string): DailyRainfall | undefined {
  const hit = dailyCache.get(id);
  if (hit) return hit;
  const station = climateStation(id);
  if (!station?.dailyYears) return undefined;
  const lines = readDataText(`climate/daily/${id}.csv`).trim().split('\n').slice(1);
  const dates: string[] = [];
  const raw: (number | null)[] = [];
  const period: number[] = [];
  for (const line of lines) {
    const [date, mm, days] = line.split(',');
    dates.push(date!);
    raw.push(mm === '' || mm === undefined ? null : Number(mm));
    period.push(days ? Number(days) : 1);
  }
  const rain: (number | null)[] = [...raw];
  let accumulatedDays = 0;
  for (let i = 0; i < raw.length; i++) {
    const value = raw[i];
    if (value == null || period[i]! <= 1) continue;
    // Spread over the covered days that have no observation of their own (same as the script).
    let n = 1;
    while (n < period[i]! && i - n >= 0 && raw[i - n] == null) n++;
    for (let k = 0; k < n; k++) rain[i - k] = value / n;
    accumulatedDays += n;
  }
  const missingDays = rain.filter((v) => v == null).length;
  const result: DailyRainfall = {
    station: id,
    years: station.dailyYears,
    dates,
    rainfallMm: rain.map((v) => v ?? 0),
    missingDays,
    accumulatedDays,
  };
  dailyCache.set(id, result);
  return result;
}

/**
 * The daily series as whole 365-day years for the engine's tank balance (which takes 365-day
 * years): each 29 February's rain is added to 28 February, so yearly totals are kept.
 */
export function dailyRainfall365(daily: DailyRainfall): number[] {
  const out: number[] = [];
  daily.dates.forEach((date, i) => {
    const mm = daily.rainfallMm[i]!;
    if (date.endsWith('-02-29')) out[out.length - 1] = out[out.length - 1]! + mm;
    else out.push(mm);
  });
  return out;
}
