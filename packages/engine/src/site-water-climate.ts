/**
 * The climate of a design's site as operational water uses it (method v2, issue 16 item 6;
 * docs/methodology.md §8): garden irrigation from monthly rainfall and reference
 * evapotranspiration, the rainwater tank from daily rainfall. The reference data finds it (the
 * shipped station nearest the site, within a distance limit); the engine only reads it.
 */
import type { MonthlyClimate } from './garden-irrigation';

/** A station's figures for a site. */
export interface SiteWaterClimate {
  /** The station's name as its publisher gives it, e.g. "SYDNEY (OBSERVATORY HILL)". */
  stationName: string;
  /** Great-circle distance from the site (its postcode's places) to the station, km. */
  distanceKm: number;
  /** Monthly rainfall and ET0 (mm per month, January first); null when the station has no ET0. */
  monthly: MonthlyClimate | null;
  /** Daily rainfall in mm over whole 365-day years, oldest first; null when none ships. */
  dailyRainfallMm: readonly number[] | null;
  /** First and last calendar year of `dailyRainfallMm`. */
  dailyYears: readonly [number, number] | null;
}
