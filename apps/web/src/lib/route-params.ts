import { useParams } from 'react-router';

/*
 * Ids in route parameters. Two readings exist and both are kept as they were: `parseId` (lots,
 * design, results and the screens after them: a positive id, else null) and `parseRouteId`
 * (developments, targets, uploads, organisations: a whole number ≥ 0, else -1).
 */

/** A whole number of up to 15 digits from a path segment, or null when the segment is not one. */
function wholeNumber(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** A positive whole number from a path segment, or null when the segment is not one. */
export function parseId(value: string | undefined): number | null {
  const id = wholeNumber(value);
  return id !== null && id > 0 ? id : null;
}

/** A route parameter parsed with `parseId`. */
export function useIdParam(name: string): number | null {
  return parseId(useParams()[name]);
}

/** The numeric id in a route parameter: a whole number ≥ 0, else -1 (not a valid id). */
export function parseRouteId(value: string | undefined): number {
  return wholeNumber(value) ?? -1;
}

/** The numeric route parameter `name` (-1 when missing or not a whole number). */
export function useRouteId(name: string): number {
  return parseRouteId(useParams()[name]);
}
