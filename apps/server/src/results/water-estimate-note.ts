import type { Evaluation } from '@circa/engine/evaluation-types';
import { INDICATOR_ID } from '@circa/engine/indicators';
import { oneDecimalText } from './result-units';

const whole = (n: number) => Math.round(n).toLocaleString('en-AU');
const station = (name: string, distanceKm: number) =>
  `${name}, ${whole(distanceKm)} km from the site`;

/**
 * How the water figure's garden and rainwater were estimated (docs/methodology.md §8; issue 16
 * item 6), for the water indicator: the garden area and climate behind the garden's water, or why
 * a typical share was used; what a rainwater tank supplies by the daily balance. Undefined for
 * other indicators or when there is neither garden nor tank.
 */
export function waterEstimateNote(ev: Evaluation, indicatorId: number): string | undefined {
  if (indicatorId !== INDICATOR_ID.water) return undefined;
  const { garden, tank, demand } = ev.resolved.water;
  const parts: string[] = [];
  if (garden.method === 'climate')
    parts.push(
      `Garden water: ${whole(garden.areaM2)} m² needing ${whole(garden.depthMm)} mm a year beyond the rain that falls on it = ${oneDecimalText(demand.garden)} kL a year (the climate of ${station(garden.stationName, garden.distanceKm)}; approximate).`,
    );
  else if (garden.method === 'share-of-indoor')
    parts.push(
      garden.reason === 'no-area'
        ? 'Garden water is a typical share of household use (about 40 % is used outdoors, Your Home), as no garden area was entered: enter it on the water page for an estimate from the garden and the site’s climate.'
        : 'Garden water is a typical share of household use (about 40 % is used outdoors, Your Home): Circa has no climate station near the site for an estimate from its climate.',
    );
  if (tank) {
    const [first, last] = tank.dailyYears;
    parts.push(
      `Rainwater: the ${whole(tank.capacityLitres)} L tank supplies ${oneDecimalText(tank.suppliedKlPerYear)} of the ${oneDecimalText(tank.demandKlPerYear)} kL a year asked of it, and meets the whole day's demand on ${whole(tank.reliability * 100)} % of days (daily balance over the rainfall of ${station(tank.stationName, tank.distanceKm)}, ${first}–${last}, the first year filling the tank).`,
    );
  }
  return parts.length > 0 ? parts.join(' ') : undefined;
}
