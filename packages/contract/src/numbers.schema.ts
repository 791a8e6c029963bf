import { z } from 'zod';

/**
 * Bounds of the database's `integer` (PostgreSQL int4), which holds every id and count the API
 * takes: a number outside them is refused with a 400 before it reaches a query (security issue
 * 18 item 7). Bodies use `z.int32()`; query strings and paths use {@link queryInt}.
 */
export const INT32_MIN = -2147483648;
export const INT32_MAX = 2147483647;

/** An integer sent as text (query string or path), within int4. */
export function queryInt(message?: string) {
  return z.coerce
    .number(message ? { error: message } : undefined)
    .int(message)
    .min(INT32_MIN, message ?? 'The number is too small.')
    .max(INT32_MAX, message ?? 'The number is too large.');
}
