import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../shell/route-handle';
import { structureDrawer } from '../shell/structure-drawer';

const handle = (title: string): RouteHandle => ({ title, drawer: structureDrawer('structureId') });

/** Private routes of submission (document 2 §2 "Results area", "Unsubmit screen", "Baseline Requested"). */
export const submissionRoutes: RouteObject[] = [
  {
    path: 'design-results/:structureId/submit',
    lazy: async () => ({
      Component: (await import('../../features/submission/components/submit-page')).SubmitPage,
    }),
    handle: handle('Submit Design'),
  },
  {
    path: 'design-results/:structureId/unsubmit',
    lazy: async () => ({
      Component: (await import('../../features/submission/components/unsubmit-page')).UnsubmitPage,
    }),
    handle: handle('Re-design'),
  },
  {
    path: 'baseline-requested/:structureId',
    lazy: async () => ({
      Component: (await import('../../features/submission/components/baseline-requested-page'))
        .BaselineRequestedPage,
    }),
    handle: handle('Baseline Requested'),
  },
];
