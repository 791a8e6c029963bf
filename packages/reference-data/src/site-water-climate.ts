/**
 * The climate a design's water uses (engine `SiteWaterClimate`; docs/methodology.md §8): the
 * shipped station nearest the centre of the site's postcode, if it is within
 * {@link MAX_STATION_DISTANCE_KM}. Circa ships capital-city and a few regional stations
 * (climate-stations.ts), so most regional sites have none and keep the estimates without climate.
 */
import type { DesignLocation } from '@circa/engine/design-types';
import type { SiteWaterClimate } from '@circa/engine/site-water-climate';
import {
  dailyRainfall,
  dailyRainfall365,
  monthlyClimate,
  nearestClimateStation,
} from './climate-stations';
import { postcodeCentre } from './postcodes';

/**
 * The farthest a station may be from a site to stand for its climate, km. A Circa choice
 * (approximate): rainfall changes a great deal over this distance (Sydney's Observatory Hill has
 * about 1,170 mm a year, western Sydney 45 km away about 700–800 mm), so results name the station
 * and its distance.
 */
export const MAX_STATION_DISTANCE_KM = 50;

const cache = new Map<string, SiteWaterClimate | null>();

/** The site climate of a postcode, or null when no shipped station is near enough. */
export function siteWaterClimateForPostcode(postcode: string): SiteWaterClimate | null {
  const known = cache.get(postcode);
  if (known !== undefined) return known;
  const centre = postcodeCentre(postcode);
  const nearest = centre && nearestClimateStation(centre.latitude, centre.longitude);
  let climate: SiteWaterClimate | null = null;
  if (nearest && nearest.distanceKm <= MAX_STATION_DISTANCE_KM) {
    const daily = dailyRainfall(nearest.station.id);
    climate = {
      stationName: nearest.station.name,
      distanceKm: nearest.distanceKm,
      monthly: monthlyClimate(nearest.station),
      dailyRainfallMm: daily ? dailyRainfall365(daily) : null,
      dailyYears: daily ? daily.years : null,
    };
  }
  cache.set(postcode, climate);
  return climate;
}

/** The site climate of a design's location (what the evaluation context gives the engine). */
export function siteWaterClimate(location: DesignLocation): SiteWaterClimate | null {
  return siteWaterClimateForPostcode(location.postcode);
}

/** Whether a rainwater tank can be assessed at the location (daily rainfall near it). */
export function isRainfallKnownAt(location: DesignLocation): boolean {
  return siteWaterClimate(location)?.dailyRainfallMm != null;
}
