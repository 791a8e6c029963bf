import type { Screen } from '../screen';

/**
 * Screens of the registry (`../screens.tsx`): Analysis (document 2 §2 "Analysis"). The drawer's
 * Analysis entry shows only for a paid and submitted lot (app/shell/drawer-entries.ts); the
 * pivot and its charts load only with this screen's page.
 */
export const analysisScreens = {
  designAnalysis: {
    path: 'design-analysis/:structureId',
    href: (structureId: number) => `/design-analysis/${structureId}`,
    title: 'Analysis',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../../features/analysis/design-analysis-page')).DesignAnalysisPage,
  },
} as const satisfies Record<string, Screen>;
