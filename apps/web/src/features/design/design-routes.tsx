import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/shell/route-handle';
import { structureDrawer } from '../../app/shell/structure-drawer';
import { GfaPage } from './components/gfa-page';
import { ThermalPage } from './components/thermal-page';
import { WaterPage } from './components/water-page';

const handle = (title: string): RouteHandle => ({ title, drawer: structureDrawer('structureId') });

/**
 * Private routes of a lot's design inputs besides Design Details (document 2 §2): Water Balance
 * Inputs, Gross floor area and Thermal rating. Design Details (/lot/{id}) is routed with the lots
 * because it first makes sure the lot's design is built.
 */
export const designRoutes: RouteObject[] = [
  {
    path: 'design-water/:structureId',
    element: <WaterPage />,
    handle: handle('Water Balance Inputs'),
  },
  { path: 'design-gfa/:structureId', element: <GfaPage />, handle: handle('Gross Floor Area') },
  {
    path: 'design-thermal/:structureId',
    element: <ThermalPage />,
    handle: handle('Thermal Rating'),
  },
];
