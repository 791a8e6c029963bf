import { useParams } from 'react-router';

/** A positive whole number from a path segment, or null when the segment is not one. */
export function parseId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** A route parameter parsed with `parseId`. */
export function useIdParam(name: string): number | null {
  return parseId(useParams()[name]);
}
