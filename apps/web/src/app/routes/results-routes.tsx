import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../shell/route-handle';
import { structureDrawer } from '../shell/structure-drawer';

const handle = (title: string): RouteHandle => ({ title, drawer: structureDrawer('structureId') });

/** Private routes of a lot's results (document 2 §2 "Results area"). */
export const resultsRoutes: RouteObject[] = [
  {
    path: 'design-results/:structureId',
    lazy: async () => ({
      Component: (await import('../../features/results/components/results-summary-page'))
        .ResultsSummaryPage,
    }),
    handle: handle('Results'),
  },
  {
    path: 'design-results/:structureId/:indicatorId/:excludePowerGeneration',
    lazy: async () => ({
      Component: (await import('../../features/results/components/indicator-results-page'))
        .IndicatorResultsPage,
    }),
    handle: handle('Results'),
  },
  {
    path: 'design-results/:structureId/:indicatorId/:excludePowerGeneration/:categoryId/:name',
    lazy: async () => ({
      Component: (await import('../../features/results/components/impact-line-page'))
        .ImpactLinePage,
    }),
    handle: handle('Results'),
  },
];
