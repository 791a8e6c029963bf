/**
 * Paths of the design screens of a lot (document 2 §2). `id` is the lot's (structure's) id.
 */
export const designPaths = {
  /** Design Details (with the trailing slash the spec uses when returning to it). */
  designDetails: (id: number) => `/lot/${id}/`,
  water: (id: number) => `/design-water/${id}`,
  grossFloorArea: (id: number) => `/design-gfa/${id}`,
  thermal: (id: number) => `/design-thermal/${id}`,
  /** A customise view, by its sort order (1 is the first). */
  customiseView: (id: number, sortOrder: number) => `/design-templates/${id}/${sortOrder}`,
  results: (id: number) => `/design-results/${id}`,
  baselinePreset: (id: number) => `/baseline-preset/${id}`,
} as const;
