import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/shell/route-handle';
import { structureDrawer } from '../../app/shell/structure-drawer';
import { BaselineRequestedPage } from './components/baseline-requested-page';
import { SubmitPage } from './components/submit-page';
import { UnsubmitPage } from './components/unsubmit-page';

const handle = (title: string): RouteHandle => ({ title, drawer: structureDrawer('structureId') });

/** Private routes of submission (document 2 §2 "Results area", "Unsubmit screen", "Baseline Requested"). */
export const submissionRoutes: RouteObject[] = [
  {
    path: 'design-results/:structureId/submit',
    element: <SubmitPage />,
    handle: handle('Submit Design'),
  },
  {
    path: 'design-results/:structureId/unsubmit',
    element: <UnsubmitPage />,
    handle: handle('Re-design'),
  },
  {
    path: 'baseline-requested/:structureId',
    element: <BaselineRequestedPage />,
    handle: handle('Baseline Requested'),
  },
];
