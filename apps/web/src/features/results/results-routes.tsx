import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/shell/route-handle';
import { structureDrawer } from '../../app/shell/structure-drawer';
import { ImpactLinePage } from './components/impact-line-page';
import { IndicatorResultsPage } from './components/indicator-results-page';
import { ResultsSummaryPage } from './components/results-summary-page';

const handle = (title: string): RouteHandle => ({ title, drawer: structureDrawer('structureId') });

/** Private routes of a lot's results (document 2 §2 "Results area"). */
export const resultsRoutes: RouteObject[] = [
  {
    path: 'design-results/:structureId',
    element: <ResultsSummaryPage />,
    handle: handle('Results'),
  },
  {
    path: 'design-results/:structureId/:indicatorId/:excludePowerGeneration',
    element: <IndicatorResultsPage />,
    handle: handle('Results'),
  },
  {
    path: 'design-results/:structureId/:indicatorId/:excludePowerGeneration/:categoryId/:name',
    element: <ImpactLinePage />,
    handle: handle('Results'),
  },
];
