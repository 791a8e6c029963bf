/** Paths of the results screens of a lot (document 2 §2 "Results area"). `id` is the lot's id. */
export const resultsPaths = {
  summary: (id: number) => `/design-results/${id}`,
  indicator: (id: number, indicatorId: number, isExcludingGeneration: boolean) =>
    `/design-results/${id}/${indicatorId}/${isExcludingGeneration}`,
  impactLine: (
    id: number,
    indicatorId: number,
    isExcludingGeneration: boolean,
    categoryId: number,
    name: string,
  ) =>
    `/design-results/${id}/${indicatorId}/${isExcludingGeneration}/${categoryId}/${encodeURIComponent(name)}`,
  submit: (id: number) => `/design-results/${id}/submit`,
  unsubmit: (id: number) => `/design-results/${id}/unsubmit`,
  /** Level 3 is the structure (lot) level of reports and sharing. */
  reports: (id: number, type: number) => `/share/${id}/${type}/reports`,
  share: (id: number, type: number) => `/share/${id}/${type}`,
  component: (id: number, viewIndex: number) => `/design-templates/${id}/${viewIndex}`,
} as const;

/** `true`/`false` path segment of the indicator screens; null when it is neither. */
export function parseExcludeGeneration(value: string | undefined): boolean | null {
  return value === 'true' ? true : value === 'false' ? false : null;
}
