import { z } from 'zod';

/**
 * `/meta.json` (outside `/api`): the build number the service worker compares with the running
 * build (document 1 §4).
 */
export const metaSchema = z.object({
  version: z.string(),
  build: z.string(),
});
export type Meta = z.infer<typeof metaSchema>;

/** The product version shown on the profile (document 1 §1). */
export const productVersion = '5.16.0';
