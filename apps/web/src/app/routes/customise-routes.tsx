import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../shell/route-handle';
import { structureDrawer } from '../shell/structure-drawer';

const handle: RouteHandle = { title: 'Customise Design', drawer: structureDrawer('structureId') };

/** Private routes of the customise views (document 2 §2 "Customise views"). */
export const customiseRoutes: RouteObject[] = [
  {
    path: 'design-templates/:structureId',
    lazy: async () => ({
      Component: (await import('../../features/customise/components/customise-page')).CustomisePage,
    }),
    handle,
  },
  {
    path: 'design-templates/:structureId/:viewIndex',
    lazy: async () => ({
      Component: (await import('../../features/customise/components/customise-page')).CustomisePage,
    }),
    handle,
  },
];
