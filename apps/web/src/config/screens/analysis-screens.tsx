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
    isWide: true,
    page: async () =>
      (await import('../../features/analysis/design-analysis-page')).DesignAnalysisPage,
  },
  // beyond the spec (issue 14 part 2): the same pivot over an organisation's or a development's
  // submitted lots, for organisation admins and admin coordinators
  orgAnalysis: {
    path: 'org-analysis/:orgId',
    href: (orgId: number) => `/org-analysis/${orgId}`,
    title: 'Portfolio Analysis',
    drawer: { mode: 'Organisation', param: 'orgId' },
    isWide: true,
    page: async () =>
      (await import('../../features/analysis/portfolio/portfolio-analysis-page')).OrgPortfolioPage,
  },
  projectAnalysis: {
    path: 'project-analysis/:projectId',
    href: (projectId: number) => `/project-analysis/${projectId}`,
    title: 'Portfolio Analysis',
    drawer: { mode: 'Project', param: 'projectId' },
    isWide: true,
    page: async () =>
      (await import('../../features/analysis/portfolio/portfolio-analysis-page'))
        .DevelopmentPortfolioPage,
  },
} as const satisfies Record<string, Screen>;
