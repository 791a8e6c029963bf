/** Mean Earth radius, km (IUGG). */
const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance between two WGS84 points, km (haversine formula). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Search radius of "find development by location", km (document 3 §9). */
export const NEARBY_RADIUS_KM = 50;
