import { z } from 'zod';
import { INT32_MAX } from './numbers.schema';

/** A select option of the spec: Id, Description, IsDisabled (documents 1 §3 and 2 §3). */
export const selectOptionSchema = z.object({
  Id: z.number(),
  Description: z.string(),
  IsDisabled: z.boolean(),
});
export type SelectOption = z.infer<typeof selectOptionSchema>;

/** A positive integer id in a query string or body (e.g. `projectId=12`). */
export function idField(name: string) {
  return z.coerce
    .number({ error: `${name} must be a number.` })
    .int(`${name} must be a whole number.`)
    .positive(`${name} must be a positive id.`)
    .max(INT32_MAX, `${name} is not a known id.`);
}

/** A boolean in a query string: `true`/`false` (also 1/0). */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
