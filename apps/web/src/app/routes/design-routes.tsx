import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../shell/route-handle';
import { structureDrawer } from '../shell/structure-drawer';

const handle = (title: string): RouteHandle => ({ title, drawer: structureDrawer('structureId') });

/**
 * Private routes of a lot's design inputs besides Design Details (document 2 §2): Water Balance
 * Inputs, Gross floor area and Thermal rating. Design Details (/lot/{id}) is routed with the lots
 * because it first makes sure the lot's design is built.
 */
export const designRoutes: RouteObject[] = [
  {
    path: 'design-water/:structureId',
    lazy: async () => ({
      Component: (await import('../../features/design/components/water-page')).WaterPage,
    }),
    handle: handle('Water Balance Inputs'),
  },
  {
    path: 'design-gfa/:structureId',
    lazy: async () => ({
      Component: (await import('../../features/design/components/gfa-page')).GfaPage,
    }),
    handle: handle('Gross Floor Area'),
  },
  {
    path: 'design-thermal/:structureId',
    lazy: async () => ({
      Component: (await import('../../features/design/components/thermal-page')).ThermalPage,
    }),
    handle: handle('Thermal Rating'),
  },
];
