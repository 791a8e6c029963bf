import type { Screen } from '../screen';

const encode = encodeURIComponent;

/** Screens of the registry (`../screens.tsx`): Results and submission (document 2 §2 "Results area", "Unsubmit screen"). */
export const resultsScreens = {
  designResults: {
    path: 'design-results/:structureId',
    href: (structureId: number) => `/design-results/${structureId}`,
    title: 'Results',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../../features/results/components/results-summary-page')).ResultsSummaryPage,
  },
  indicatorResults: {
    path: 'design-results/:structureId/:indicatorId/:excludePowerGeneration',
    href: (structureId: number, indicatorId: number, isExcludingGeneration: boolean) =>
      `/design-results/${structureId}/${indicatorId}/${isExcludingGeneration}`,
    title: 'Results',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../../features/results/components/indicator-results-page'))
        .IndicatorResultsPage,
  },
  impactLine: {
    path: 'design-results/:structureId/:indicatorId/:excludePowerGeneration/:categoryId/:name',
    href: (
      structureId: number,
      indicatorId: number,
      isExcludingGeneration: boolean,
      categoryId: number,
      name: string,
    ) =>
      `/design-results/${structureId}/${indicatorId}/${isExcludingGeneration}/${categoryId}/${encode(name)}`,
    title: 'Results',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../../features/results/components/impact-line-page')).ImpactLinePage,
  },
  submitDesign: {
    path: 'design-results/:structureId/submit',
    href: (structureId: number) => `/design-results/${structureId}/submit`,
    title: 'Submit Design',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () => (await import('../../features/submission/components/submit-page')).SubmitPage,
  },
  unsubmitDesign: {
    path: 'design-results/:structureId/unsubmit',
    href: (structureId: number) => `/design-results/${structureId}/unsubmit`,
    title: 'Re-design',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../../features/submission/components/unsubmit-page')).UnsubmitPage,
  },
  baselineRequested: {
    path: 'baseline-requested/:structureId',
    href: (structureId: number) => `/baseline-requested/${structureId}`,
    title: 'Baseline Requested',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../../features/results/components/baseline-requested-page'))
        .BaselineRequestedPage,
  },
} as const satisfies Record<string, Screen>;
