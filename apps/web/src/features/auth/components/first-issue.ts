import type { z } from 'zod';

/** A value checked by a schema: its parsed value, or the first issue's message (the form's). */
export type Checked<T> = { value: T; error: null } | { value: undefined; error: string };

/**
 * Checks one field's value with the contract's schema, as the forms' zod resolver does: the
 * parsed value (trimmed etc.), or the first issue's message.
 */
export function firstIssue<S extends z.ZodType>(schema: S, value: unknown): Checked<z.output<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { value: parsed.data, error: null };
  return { value: undefined, error: parsed.error.issues[0]?.message ?? '' };
}
