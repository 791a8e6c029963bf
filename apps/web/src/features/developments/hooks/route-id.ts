import { useParams } from 'react-router';

/** The numeric id in a route parameter: a whole number ≥ 0, else -1 (not a valid id). */
export function parseRouteId(value: string | undefined): number {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return -1;
  return Number(value);
}

/** The numeric route parameter `name` (-1 when missing or not a whole number). */
export function useRouteId(name: string): number {
  return parseRouteId(useParams()[name]);
}
